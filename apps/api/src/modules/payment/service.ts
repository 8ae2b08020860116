/**
 * Paying an order (issue 7 §3). The shop never holds money: it opens a session at the payment
 * gateway for the order's method (card, PayNow, PromptPay, QRIS, bank virtual account), shows the
 * shopper what to do, and learns the outcome from the gateway's answer (cards) or its signed
 * webhooks (everything else), or by asking it (enquiries, expiry).
 *
 * Every transition is conditional (`… where status in (…)`), and the order's own transitions
 * (`markPaid`, `markPaymentFailed`) lock the order row, so a webhook delivered twice, a tester
 * pressing "pay" twenty times and an enquiry racing a webhook all change things once. An order
 * has at most one open attempt; a new one supersedes it, and the old session is cancelled at the
 * gateway before the new one opens, so two QR codes of one order are never payable at once.
 */
import { z } from 'zod';
import { BANK_NAMES, type Bank, type PaymentDto, type PaymentStatus, type startPaymentBodySchema } from '@blush/shared/checkout-contracts';
import { type ErrorCode, errorMessage } from '@blush/shared/errors';
import type { CountryCode, CurrencyCode, Language } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import type { PaymentMethod } from '@blush/shared/order-contracts';
import type { SandboxPaymentDto } from '@blush/shared/sandbox-payment-contracts';
import { type Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { Env } from '../../env.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { createPaymentGateway } from '../../adapters/payments/index.ts';
import { cardDigits, cardNotExpired, luhnValid } from '../../adapters/payments/cards.ts';
import {
  type GatewaySession,
  type PaymentGateway,
  type SandboxOutcome,
  type WebhookTransport,
  GatewayRefusal,
  WEBHOOK_EVENT_TYPES,
  isSandboxGateway,
} from '../../adapters/payments/gateway.ts';
import { verifySignature } from '../../adapters/payments/signature.ts';
import type { Shopper } from '../bag/service.ts';
import { type OrderRow, emailPaymentInstructions, markPaid, markPaymentFailed, markRetrying, orderById, ownedOrder, releaseOrder } from '../order/service.ts';
import { BANK_FULL_NAMES, virtualAccountInstructions } from './instructions.ts';
import { qrSvg } from './qr-image.ts';
import * as repo from './repo.ts';

export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;

/** What the payment services need besides the database, built once at start. */
export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The secret webhook signatures are checked with. */
  webhookSecret: string;
  /** Outside production: sandbox links in payments and the sandbox actions. */
  sandbox: boolean;
  /** The name a bank shows for our virtual accounts. */
  accountHolder: string;
  log?: { warn(obj: unknown, msg: string): void } | undefined;
}

/** Build the payment services on the configured gateway. */
export async function createPayments(
  db: Db,
  env: Env,
  inProcess: WebhookTransport,
  log?: { warn(obj: unknown, msg: string): void },
): Promise<PaymentDeps> {
  const { gateway, webhookSecret } = await createPaymentGateway(db, env, inProcess, log);
  return { db, gateway, webhookSecret, sandbox: env.APP_ENV !== 'production', accountHolder: env.QRIS_MERCHANT_NAME, log };
}

/** A QR code may be paid for 10 minutes (never past the order's payment window). */
export const QR_VALIDITY_MS = 10 * 60_000;
/** A card challenge (3-D Secure) must be answered within 15 minutes. */
export const CARD_ACTION_MS = 15 * 60_000;
/** A card attempt still waiting for the gateway's answer after this long is taken as lost. */
const STALE_START_MS = 2 * 60_000;

const OPEN: readonly PaymentStatus[] = ['pending', 'requires_action'];
const QR_METHODS: readonly PaymentMethod[] = ['paynow', 'promptpay', 'qris'];
const tx = <T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => work(t as unknown as Db));
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

// ─── Presenting a payment ────────────────────────────────────────────────────────────────────

const FAILURE_MESSAGES: Readonly<Record<string, ErrorCode>> = {
  card_declined: 'payment_declined',
  authentication_failed: 'payment_authentication_failed',
  invalid_number: 'card_invalid',
  expired_card: 'card_expired',
};

function failureMessage(row: repo.PaymentRow, language: Language): string | null {
  if (row.status === 'failed') return errorMessage(FAILURE_MESSAGES[row.failureCode ?? ''] ?? 'payment_failed', language);
  if (row.status === 'expired' && row.failureCode !== 'superseded') {
    return errorMessage(QR_METHODS.includes(row.method as PaymentMethod) ? 'qr_code_expired' : 'payment_expired', language);
  }
  return null;
}

/** Rendered QR images by payload: a page polling its payment does not redraw the same code. */
const svgCache = new Map<string, string>();
async function svgOf(payload: string): Promise<string> {
  let svg = svgCache.get(payload);
  if (svg === undefined) {
    svg = await qrSvg(payload);
    if (svgCache.size >= 500) svgCache.delete(svgCache.keys().next().value!);
    svgCache.set(payload, svg);
  }
  return svg;
}

async function paymentDto(deps: PaymentDeps, order: OrderRow, row: repo.PaymentRow, language: Language): Promise<PaymentDto> {
  const amount = { amount: row.amount, currency: row.currency as CurrencyCode };
  const bank = row.vaBank as Bank | null;
  return {
    id: row.id,
    orderId: row.orderId,
    method: row.method as PaymentMethod,
    status: row.status,
    amount,
    expiresAt: (row.qrExpiresAt ?? row.expiresAt).toISOString(),
    qr: row.qrPayload ? { payload: row.qrPayload, svg: await svgOf(row.qrPayload), scheme: row.method as 'paynow' | 'promptpay' | 'qris' } : null,
    virtualAccount:
      bank && row.vaNumber
        ? {
            bank,
            bankName: BANK_FULL_NAMES[bank],
            number: row.vaNumber,
            instructions: virtualAccountInstructions(bank, row.vaNumber, formatMoney(amount, language, order.country as CountryCode), deps.accountHolder, language),
          }
        : null,
    actionUrl: row.status === 'requires_action' ? row.actionUrl : null,
    failureMessage: failureMessage(row, language),
    sandboxUrl: deps.sandbox ? `/sandbox/payments/${row.id}` : null,
  };
}

// ─── Transitions (shared by answers, webhooks, enquiries and expiry) ────────────────────────

type Applied = 'applied' | 'unchanged' | 'paid_after_release';

/** Money moved: the payment succeeded and the order is paid (if it still can be). */
async function succeed(deps: PaymentDeps, row: repo.PaymentRow): Promise<Applied> {
  const changed = await repo.markSucceeded(deps.db, row.id);
  if (!changed) return 'unchanged';
  if (await markPaid(deps.db, row.orderId)) return 'applied';
  const order = await orderById(deps.db, row.orderId);
  if (order?.status === 'paid') return 'applied';
  // Paid after the order was released (or for an order paid otherwise): an operator refunds it.
  deps.log?.warn({ payment: row.id, order: row.orderId, status: order?.status }, 'payment succeeded for an order that can no longer be paid: refund needed');
  return 'paid_after_release';
}

async function fail(deps: PaymentDeps, row: repo.PaymentRow, code: string): Promise<Applied> {
  const changed = await repo.transition(deps.db, row.id, OPEN, 'failed', code);
  if (!changed) return 'unchanged';
  await markPaymentFailed(deps.db, row.orderId, code);
  return 'applied';
}

/**
 * The attempt expired. The order keeps its stock until its own window passes (the order module's
 * expiry job releases it); if the window has passed and every attempt expired, it is released now.
 */
async function expire(deps: PaymentDeps, row: repo.PaymentRow, code: string, now: Date = new Date()): Promise<Applied> {
  const changed = await repo.transition(deps.db, row.id, OPEN, 'expired', code);
  if (!changed) return 'unchanged';
  const order = await orderById(deps.db, row.orderId);
  if (order?.paymentExpiresAt && order.paymentExpiresAt.getTime() <= now.getTime()) {
    const statuses = await repo.statusesOf(deps.db, row.orderId);
    if (statuses.every((s) => s === 'expired')) await releaseOrder(deps.db, row.orderId, 'payment_expired');
  }
  return 'applied';
}

/** Bring the shop's payment in line with the gateway's session. */
async function settle(deps: PaymentDeps, row: repo.PaymentRow, session: GatewaySession): Promise<Applied> {
  switch (session.status) {
    case 'succeeded':
      return succeed(deps, row);
    case 'failed':
      return fail(deps, row, session.failureCode ?? 'declined');
    case 'expired':
    case 'cancelled':
      return expire(deps, row, row.failureCode === 'superseded' ? 'superseded' : 'expired');
    case 'requires_action':
      if (row.status === 'pending') {
        await repo.setRequiresAction(deps.db, row.id, session.actionUrl);
        return 'applied';
      }
      return 'unchanged';
    default:
      return 'unchanged';
  }
}

/**
 * Status refresh: an open attempt whose time has passed (a QR code after 10 minutes) is closed at
 * the gateway (a payment made just in time still counts) and shown expired.
 */
async function refreshed(deps: PaymentDeps, row: repo.PaymentRow, now: Date = new Date()): Promise<repo.PaymentRow> {
  if (!OPEN.includes(row.status) || (row.qrExpiresAt ?? row.expiresAt).getTime() > now.getTime()) return row;
  const session = row.providerRef ? await deps.gateway.cancel(row.providerRef) : undefined;
  if (session?.status === 'succeeded' || session?.status === 'failed') await settle(deps, row, session);
  else await expire(deps, row, 'expired', now);
  return (await repo.byId(deps.db, row.id)) ?? row;
}

// ─── Starting a payment ──────────────────────────────────────────────────────────────────────

function assertPayable(order: OrderRow, now: Date): void {
  if (order.status === 'paid' || order.status === 'fraud_check_pending') throw new DomainError('order_already_paid');
  if (order.releasedAt || (order.status !== 'payment_pending' && order.status !== 'payment_failed_with_inventory')) throw new DomainError('payment_not_allowed');
  if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= now.getTime()) throw new DomainError('payment_not_allowed');
}

function checkedCard(card: StartPaymentBody['card']): NonNullable<StartPaymentBody['card']> {
  if (!card) throw new DomainError('card_required');
  if (!luhnValid(card.number)) throw new DomainError('card_invalid');
  if (!cardNotExpired(card.expiry_month, card.expiry_year)) throw new DomainError('card_expired');
  return card;
}

/**
 * Start (or retry) the payment of the shopper's order with the order's method. Only while the
 * order waits for payment (a failed attempt kept the stock: it is retried) and its window is
 * open. A card is authorised at once: paid, declined (the order keeps its stock for another try)
 * or a challenge to answer; a QR code is valid 10 minutes; a virtual account until the window closes.
 */
export async function startPayment(
  deps: PaymentDeps,
  shopper: Shopper,
  orderId: string,
  body: StartPaymentBody,
  idempotencyKey?: string,
): Promise<{ payment: PaymentDto; created: boolean }> {
  const { db, gateway } = deps;
  const now = new Date();
  const order = await ownedOrder(db, shopper, orderId);
  if (idempotencyKey) {
    const earlier = await repo.byIdempotencyKey(db, order.id, idempotencyKey);
    if (earlier) return { payment: await paymentDto(deps, order, earlier, shopper.language), created: false };
  }
  assertPayable(order, now);
  const method = order.paymentMethod as PaymentMethod;
  const card = method === 'card' ? checkedCard(body.card) : undefined;
  const bank = method === 'virtual_account' ? body.bank : undefined;
  if (method === 'virtual_account' && !bank) throw new DomainError('bank_required');

  const windowEnd = order.paymentExpiresAt ?? new Date(now.getTime() + CARD_ACTION_MS);
  const cap = (ms: number) => new Date(Math.min(now.getTime() + ms, windowEnd.getTime()));
  const expiresAt = QR_METHODS.includes(method) ? cap(QR_VALIDITY_MS) : method === 'card' ? cap(CARD_ACTION_MS) : windowEnd;

  // Open the attempt under the order's payment lock, superseding the open one.
  const opened = await tx(db, async (t) => {
    const open = await repo.lockOpenPayments(t, order.id);
    if (idempotencyKey) {
      const again = await repo.byIdempotencyKey(t, order.id, idempotencyKey);
      if (again) return { replay: again };
    }
    // Money already moved for this order (its order is being marked paid): no second charge.
    if (await repo.hasSucceeded(t, order.id)) throw new DomainError('order_already_paid');
    if (open.some((p) => p.method === 'card' && p.status === 'pending' && now.getTime() - p.createdAt.getTime() < STALE_START_MS)) {
      throw new DomainError('payment_in_progress');
    }
    for (const p of open) await repo.transition(t, p.id, OPEN, 'expired', 'superseded');
    const payment = await repo.insertPayment(t, {
      orderId: order.id,
      method,
      status: 'pending',
      amount: order.total,
      currency: order.currency,
      provider: gateway.provider,
      idempotencyKey: idempotencyKey ?? null,
      expiresAt,
      ...(QR_METHODS.includes(method) ? { qrExpiresAt: expiresAt } : {}),
    });
    return { payment, superseded: open };
  });
  if ('replay' in opened) return { payment: await paymentDto(deps, order, opened.replay!, shopper.language), created: false };
  const { payment, superseded } = opened;

  // The superseded sessions can no longer be paid; one paid meanwhile settles the order instead.
  let paidMeanwhile = false;
  for (const old of superseded) {
    if (!old.providerRef) continue;
    const session = await gateway.cancel(old.providerRef);
    if (session?.status === 'succeeded') {
      paidMeanwhile = true;
      await settle(deps, old, session);
    }
  }
  let current = await orderById(db, order.id);
  if (current?.status === 'payment_failed_with_inventory' && (await markRetrying(db, order.id))) current = await orderById(db, order.id);
  if (paidMeanwhile || !current || current.status !== 'payment_pending' || current.releasedAt) {
    await repo.transition(db, payment.id, OPEN, 'expired', 'superseded');
    throw new DomainError(paidMeanwhile || current?.status === 'paid' ? 'order_already_paid' : 'payment_not_allowed');
  }

  let session: GatewaySession;
  try {
    session = await gateway.createSession({
      reference: payment.id,
      orderNumber: order.number,
      method,
      amount: order.total,
      currency: order.currency as CurrencyCode,
      expiresAt,
      ...(card ? { card: { number: cardDigits(card.number), expiryMonth: card.expiry_month, expiryYear: card.expiry_year, cvc: card.cvc, name: card.name } } : {}),
      ...(bank ? { bank } : {}),
    });
  } catch (error) {
    await repo.transition(db, payment.id, OPEN, 'failed', error instanceof GatewayRefusal ? error.code : 'gateway_error');
    if (error instanceof GatewayRefusal) {
      throw new DomainError(error.code === 'invalid_number' ? 'card_invalid' : error.code === 'expired_card' ? 'card_expired' : 'payment_failed');
    }
    throw error;
  }

  const attached = await repo.attachSession(db, payment.id, {
    providerRef: session.ref,
    qrPayload: session.qr?.payload ?? null,
    vaBank: session.virtualAccount?.bank ?? null,
    vaNumber: session.virtualAccount?.number ?? null,
    cardBrand: session.card?.brand ?? null,
    cardLast4: session.card?.last4 ?? null,
    actionUrl: session.actionUrl,
  });
  if (!attached) {
    // Another attempt superseded this one while the gateway answered.
    await gateway.cancel(session.ref);
    throw new DomainError('payment_in_progress');
  }
  await settle(deps, attached, session);
  if (attached.vaNumber && bank) await emailPaymentInstructions(db, order.id, { expiresAt, bankName: BANK_NAMES[bank], accountNumber: attached.vaNumber });
  const row = (await repo.byId(db, payment.id))!;
  return { payment: await paymentDto(deps, order, row, shopper.language), created: true };
}

// ─── Reading and enquiring ───────────────────────────────────────────────────────────────────

/** The order's latest payment attempt, its status refreshed (an expired QR code shows expired). */
export async function currentPayment(deps: PaymentDeps, shopper: Shopper, orderId: string): Promise<PaymentDto> {
  const order = await ownedOrder(deps.db, shopper, orderId);
  const latest = await repo.latestOf(deps.db, order.id);
  if (!latest) throw new DomainError('resource_not_found');
  return paymentDto(deps, order, await refreshed(deps, latest), shopper.language);
}

/** Bank enquiry (SPEC.md §7 `orders/enquire{Bank}Payment`): ask the gateway about the order's virtual account at `bank`. */
export async function enquireBankPayment(deps: PaymentDeps, shopper: Shopper, orderId: string, bank: Bank): Promise<PaymentDto> {
  const order = await ownedOrder(deps.db, shopper, orderId);
  let row = await repo.latestVirtualAccount(deps.db, order.id, bank);
  if (!row) throw new DomainError('resource_not_found');
  if (row.providerRef && OPEN.includes(row.status)) {
    const session = await deps.gateway.status(row.providerRef);
    if (session) await settle(deps, row, session);
    row = (await repo.byId(deps.db, row.id)) ?? row;
  }
  return paymentDto(deps, order, await refreshed(deps, row), shopper.language);
}

// ─── Webhooks ────────────────────────────────────────────────────────────────────────────────

const webhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    session: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    failure_code: z.string().nullable(),
  }),
});
type WebhookEventBody = z.infer<typeof webhookEventSchema>;

async function applyEvent(deps: PaymentDeps, event: WebhookEventBody): Promise<string> {
  const row = isUuid(event.data.reference) ? await repo.byId(deps.db, event.data.reference) : undefined;
  if (!row || (row.providerRef !== null && row.providerRef !== event.data.session)) return 'unknown_payment';
  if (row.amount !== event.data.amount || row.currency !== event.data.currency) {
    deps.log?.warn({ payment: row.id, event: event.id }, 'payment webhook amount does not match the payment');
    return 'amount_mismatch';
  }
  if (event.type === 'payment.succeeded') return succeed(deps, row);
  if (event.type === 'payment.failed') return fail(deps, row, event.data.failure_code ?? 'declined');
  return expire(deps, row, event.data.failure_code ?? 'expired');
}

/**
 * A webhook from the gateway, as received: the raw body and its `Blush-Signature`. A bad or stale
 * signature is refused (400) and changes nothing; an event seen before is acknowledged and not
 * applied again.
 */
export async function handleWebhook(deps: PaymentDeps, rawBody: string, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
  const check = verifySignature(deps.webhookSecret, rawBody, signature);
  if (!check.ok) throw new DomainError('webhook_signature_invalid', {}, { reason: check.reason });
  let event: WebhookEventBody;
  try {
    event = webhookEventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new DomainError('validation_failed', {}, { reason: 'malformed_event' });
  }
  const inserted = await repo.insertEvent(deps.db, {
    eventId: event.id,
    type: event.type,
    paymentId: isUuid(event.data.reference) ? event.data.reference : null,
    payload: event as unknown as Record<string, unknown>,
  });
  const record = inserted ?? (await repo.eventById(deps.db, event.id));
  if (!record || record.processedAt) return { received: true, duplicate: true };
  const result = await applyEvent(deps, event);
  await repo.finishEvent(deps.db, record.id, result);
  return { received: true, duplicate: !inserted };
}

// ─── Expiry ──────────────────────────────────────────────────────────────────────────────────

/** Close the attempts whose time has passed, after the gateway's own upkeep (its expiries, owed webhooks). */
export async function expireDuePayments(deps: PaymentDeps, now: Date): Promise<number> {
  let count = (await deps.gateway.maintain?.(now)) ?? 0;
  for (const row of await repo.dueOpen(deps.db, now)) {
    const after = await refreshed(deps, row, now);
    if (after.status !== row.status) count++;
  }
  return count;
}

/** Payment attempts whose time passed are marked expired; releasing their orders is `order.expire_unpaid`'s job. */
export function paymentJobs(deps: PaymentDeps): Job[] {
  return [{ name: 'payment.expire', every: 'hour', run: (_db, now) => expireDuePayments(deps, now) }];
}

// ─── Sandbox ─────────────────────────────────────────────────────────────────────────────────

async function sandboxView(deps: PaymentDeps, row: repo.PaymentRow): Promise<SandboxPaymentDto> {
  const order = await orderById(deps.db, row.orderId);
  const session = row.providerRef ? await deps.gateway.status(row.providerRef) : undefined;
  const fresh = (await repo.byId(deps.db, row.id)) ?? row;
  return {
    id: fresh.id,
    orderId: fresh.orderId,
    orderNumber: order?.number ?? '',
    orderStatus: order?.status ?? 'payment_pending',
    country: order?.country ?? '',
    method: fresh.method as PaymentMethod,
    status: fresh.status,
    gatewayStatus: session?.status ?? null,
    amount: { amount: fresh.amount, currency: fresh.currency as CurrencyCode },
    expiresAt: (fresh.qrExpiresAt ?? fresh.expiresAt).toISOString(),
    qr: fresh.qrPayload ? { scheme: fresh.method as 'paynow' | 'promptpay' | 'qris', payload: fresh.qrPayload } : null,
    virtualAccount: fresh.vaBank && fresh.vaNumber ? { bank: fresh.vaBank as Bank, number: fresh.vaNumber } : null,
    card: fresh.cardBrand && fresh.cardLast4 ? { brand: fresh.cardBrand, last4: fresh.cardLast4 } : null,
    actionUrl: fresh.status === 'requires_action' ? fresh.actionUrl : null,
    failureCode: fresh.failureCode,
  };
}

async function sandboxRow(deps: PaymentDeps, id: string): Promise<repo.PaymentRow> {
  const row = isUuid(id) ? await repo.byId(deps.db, id) : undefined;
  if (!row || !deps.sandbox) throw new DomainError('resource_not_found');
  return row;
}

/** A payment as a tester sees it in the sandbox: with its order number, amount, QR payload or account number. */
export async function sandboxPayment(deps: PaymentDeps, id: string): Promise<SandboxPaymentDto> {
  return sandboxView(deps, await sandboxRow(deps, id));
}

export type SandboxAction = { outcome: SandboxOutcome } | { challenge: boolean };

/**
 * Make the gateway pay, fail or expire a payment, or answer its 3-D Secure challenge, as a bank
 * or the shopper would: the gateway sends the matching signed webhook. Repeating an action that
 * already happened is harmless; one the payment can no longer take is refused.
 */
export async function sandboxAct(deps: PaymentDeps, id: string, action: SandboxAction): Promise<SandboxPaymentDto> {
  const row = await sandboxRow(deps, id);
  const gateway = deps.gateway;
  if (!isSandboxGateway(gateway)) throw new DomainError('resource_not_found');
  if (!row.providerRef) throw new DomainError('payment_state_conflict');
  let result: { session: GatewaySession };
  let wanted: string[];
  if ('challenge' in action) {
    if (row.method !== 'card') throw new DomainError('payment_state_conflict');
    result = await gateway.completeChallenge(row.providerRef, action.challenge);
    wanted = [action.challenge ? 'succeeded' : 'failed'];
  } else {
    result = await gateway.simulate(row.providerRef, action.outcome);
    wanted = action.outcome === 'pay' ? ['succeeded'] : action.outcome === 'fail' ? ['failed'] : ['expired', 'cancelled'];
  }
  if (!wanted.includes(result.session.status)) throw new DomainError('payment_state_conflict', {}, { status: result.session.status });
  return sandboxView(deps, row);
}
