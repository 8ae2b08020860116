/**
 * Paying an order (issue 7 §3, issue 13). The shop never holds money: it opens a session at the
 * payment gateway for the order's method, shows the shopper what to do, and learns the outcome
 * from the gateway — its immediate answer, its signed webhooks, an enquiry, or reconciliation.
 *
 * This module owns the payment rows and their steps; the operations that also move the order
 * (start, settle, refund, reconcile) are flows in `src/flows/` that call these steps inside one
 * transaction. Every step is conditional, so a repeated outcome changes nothing twice.
 */
import type { PaymentStatus } from '@blush/shared/checkout-contracts';
import { isQrMethod } from '@blush/shared/order-contracts';
import type { RefundReason } from '@blush/shared/order-contracts';
import { type Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { createPaymentGateway } from '../../adapters/payments/index.ts';
import type { GatewayRefund, GatewaySession, PaymentGateway, WebhookTransport } from '../../adapters/payments/gateway.ts';
import type { PresentOptions } from './present.ts';
import * as repo from './repo.ts';

export type PaymentRow = repo.PaymentRow;
export type RefundRow = repo.RefundRow;

/** What the payment flows need besides the database, built once at start. */
export interface PaymentDeps extends PresentOptions {
  db: Db;
  gateway: PaymentGateway;
  /** The secret webhook signatures are checked with. */
  webhookSecret: string;
  log?: { warn(obj: unknown, msg: string): void } | undefined;
  /** Do the outbox's work now (after a commit that queued some); resolves when it is done. */
  kick?: () => Promise<void>;
}

/** Build the payment services on the configured gateway. */
export async function createPayments(db: Db, env: Env, inProcess: WebhookTransport, log?: { warn(obj: unknown, msg: string): void }): Promise<PaymentDeps> {
  const { gateway, webhookSecret } = await createPaymentGateway(db, env, inProcess, log);
  return { db, gateway, webhookSecret, sandbox: env.APP_ENV !== 'production', accountHolder: env.QRIS_MERCHANT_NAME, log };
}

/** A QR code may be paid for 10 minutes (never past the order's payment window). */
export const QR_VALIDITY_MS = 10 * 60_000;
/** A card challenge (3-D Secure) must be answered within 15 minutes. */
export const CARD_ACTION_MS = 15 * 60_000;
/** A card attempt still waiting for the gateway's answer after this long is taken as lost. */
export const STALE_START_MS = 2 * 60_000;

export const OPEN: readonly PaymentStatus[] = ['pending', 'requires_action'];
export const isOpen = (row: PaymentRow): boolean => OPEN.includes(row.status);
export const isUuid = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** How long an attempt of `method` stays payable, within the order's window. */
export function attemptExpiry(method: string, now: Date, windowEnd: Date): { expiresAt: Date; qrExpiresAt: Date | null } {
  const cap = (ms: number) => new Date(Math.min(now.getTime() + ms, windowEnd.getTime()));
  if (isQrMethod(method)) {
    const at = cap(QR_VALIDITY_MS);
    return { expiresAt: at, qrExpiresAt: at };
  }
  return { expiresAt: method === 'card' ? cap(CARD_ACTION_MS) : windowEnd, qrExpiresAt: null };
}

// ─── Steps on a locked payment (inside a flow's transaction) ────────────────────────────────

export const lockPayment = (t: Db, id: string): Promise<PaymentRow | undefined> => (isUuid(id) ? repo.lockById(t, id) : Promise.resolve(undefined));

/** The gateway's session of the attempt: its id, and the QR code, account or card it shows (learnt late after a crash). */
export async function learnSession(t: Db, row: PaymentRow, session: Pick<GatewaySession, 'ref'> & Partial<Pick<GatewaySession, 'qr' | 'virtualAccount' | 'card'>>): Promise<void> {
  if (row.providerRef === session.ref && !session.qr && !session.virtualAccount && !session.card) return;
  await repo.attachDetails(t, row.id, session.ref, {
    qrPayload: session.qr?.payload ?? null,
    vaBank: session.virtualAccount?.bank ?? null,
    vaNumber: session.virtualAccount?.number ?? null,
    cardBrand: session.card?.brand ?? null,
    cardLast4: session.card?.last4 ?? null,
  });
}

/** Open a new attempt, superseding the open ones, under the order's payment lock (see `startPayment`). */
export const lockOpenAttempts = (t: Db, orderId: string) => repo.lockOpenPayments(t, orderId);
export const attemptByKey = (db: Db, orderId: string, key: string) => repo.byIdempotencyKey(db, orderId, key);
export const anySucceeded = (db: Db, orderId: string) => repo.hasSucceeded(db, orderId);
export const supersede = (t: Db, row: PaymentRow) => repo.transition(t, row.id, OPEN, 'expired', 'superseded');
export const insertAttempt = (t: Db, values: repo.NewPayment) => repo.insertPayment(t, values);

/** Money moved: true when the payment did not know it yet. */
export async function recordSucceeded(t: Db, row: PaymentRow): Promise<boolean> {
  return (await repo.markSucceeded(t, row.id)) !== undefined;
}

export const markSettled = (t: Db, row: PaymentRow): Promise<void> => repo.markSettled(t, row.id);

export async function recordFailed(t: Db, row: PaymentRow, code: string): Promise<boolean> {
  return (await repo.transition(t, row.id, OPEN, 'failed', code)) !== undefined;
}

export async function recordExpired(t: Db, row: PaymentRow, code: string): Promise<boolean> {
  return (await repo.transition(t, row.id, OPEN, 'expired', code)) !== undefined;
}

export async function recordRequiresAction(t: Db, row: PaymentRow, actionUrl: string | null): Promise<boolean> {
  if (row.status !== 'pending') return false;
  await repo.setRequiresAction(t, row.id, actionUrl);
  return true;
}

/** Whether every attempt of the order has expired (the order can be released once its window passed). */
export async function allAttemptsExpired(t: Db, orderId: string): Promise<boolean> {
  return (await repo.statusesOf(t, orderId)).every((s) => s === 'expired');
}

// ─── Reading ────────────────────────────────────────────────────────────────────────────────

export const paymentById = (db: Db, id: string): Promise<PaymentRow | undefined> => (isUuid(id) ? repo.byId(db, id) : Promise.resolve(undefined));
export const latestPayment = (db: Db, orderId: string) => repo.latestOf(db, orderId);
export const latestVirtualAccount = (db: Db, orderId: string, bank: string) => repo.latestVirtualAccount(db, orderId, bank);
export const succeededPayments = (db: Db, orderId: string) => repo.succeededOf(db, orderId);
export const openPayments = (db: Db, orderId: string) => repo.openOf(db, orderId);
export const dueOpenPayments = (db: Db, now: Date) => repo.dueOpen(db, now);
export const openPaymentsSince = (db: Db, before: Date, limit = 500) => repo.openSince(db, before, limit);
export const unsettledPayments = (db: Db, limit = 500) => repo.unsettled(db, limit);
export const paymentsNotKnownSucceeded = (db: Db, ids: readonly string[]) => repo.notSucceeded(db, ids);

// ─── Refunds ────────────────────────────────────────────────────────────────────────────────

/**
 * Ask for money back from a succeeded payment, in the caller's transaction: never more than what
 * is left after earlier refunds (the payment row is locked by the caller), once per `key`; the
 * gateway call follows through the outbox. Undefined when the key was used or nothing is left.
 */
export async function requestRefund(
  t: Db,
  payment: PaymentRow,
  input: { amount?: number; reason: RefundReason; key: string },
): Promise<RefundRow | undefined> {
  if (payment.status !== 'succeeded') return undefined;
  const left = payment.amount - (await repo.refundedOf(t, payment.id));
  const amount = Math.min(input.amount ?? left, left);
  if (amount <= 0) return undefined;
  const row = await repo.insertRefund(t, { paymentId: payment.id, orderId: payment.orderId, amount, currency: payment.currency, reason: input.reason, key: input.key });
  if (row) await enqueue(t, 'refund.execute', row.id, { refundId: row.id });
  return row;
}

/** What is left to refund of a locked, succeeded payment. */
export async function refundableOf(t: Db, payment: PaymentRow): Promise<number> {
  return payment.status === 'succeeded' ? payment.amount - (await repo.refundedOf(t, payment.id)) : 0;
}

/** A refund still waiting for the gateway, with the session it goes back to (undefined: nothing to do). */
export async function pendingRefund(deps: Pick<PaymentDeps, 'db' | 'gateway'>, refundId: string): Promise<{ refund: RefundRow; sessionRef: string | null } | undefined> {
  const refund = isUuid(refundId) ? await repo.refundById(deps.db, refundId) : undefined;
  if (!refund || refund.status !== 'pending') return undefined;
  const payment = await repo.byId(deps.db, refund.paymentId);
  const sessionRef = payment?.providerRef ?? (payment ? ((await deps.gateway.findByReference(payment.id))?.ref ?? null) : null);
  return { refund, sessionRef };
}

/**
 * Ask the gateway for the money back. The refund's own id is the gateway's reference, so asking
 * again after a crash gets the first answer instead of refunding twice.
 */
export async function askGatewayRefund(deps: Pick<PaymentDeps, 'gateway'>, refund: RefundRow, sessionRef: string | null): Promise<GatewayRefund> {
  if (!sessionRef) return { ref: '', reference: refund.id, status: 'failed', amount: refund.amount, failureCode: 'unknown_session' };
  return deps.gateway.refund({ ref: sessionRef, reference: refund.id, amount: refund.amount });
}

/** Record the gateway's answer in the caller's transaction: false when it was recorded before. */
export async function recordRefundOutcome(t: Db, refund: RefundRow, answer: GatewayRefund): Promise<boolean> {
  return repo.finishRefund(t, refund.id, answer.status, answer.ref || null, answer.failureCode);
}

/** An order's payment attempts and the gateway's webhooks about them (the back office's timeline). */
export async function paymentHistory(db: Db, orderId: string): Promise<{ payments: PaymentRow[]; events: repo.PaymentEventRow[] }> {
  const rows = await repo.allOf(db, orderId);
  return { payments: rows, events: await repo.eventsOfPayments(db, rows.map((p) => p.id)) };
}

/** The refund asked for under this key, if any (a retried request finds its first answer). */
export const refundByKey = (db: Db, key: string): Promise<RefundRow | undefined> => repo.refundByKey(db, key);
