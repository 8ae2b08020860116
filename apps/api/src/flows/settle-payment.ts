/**
 * Settle a payment: bring the shop in line with what the gateway says of one payment attempt —
 * its immediate answer, a webhook, an enquiry or reconciliation all end here. One transaction,
 * payment row first, then the order row, so whatever crashes, the payment and its order move
 * together or not at all, and a repeat (a redelivered webhook, a retry after a crash) finishes
 * what is unfinished instead of answering "unchanged".
 *
 *   1. lock the payment; learn the gateway's session id if the shop never recorded it
 *   2. by the session's state:
 *      succeeded → record it; lock the order;
 *                  the order waits for payment → pay it (screening; blocked → refund)
 *                  the order was paid by this payment → nothing more
 *                  otherwise (released, cancelled, paid by another attempt) → refund in full
 *                  then mark the payment settled
 *      failed    → record it; the order keeps its stock for a retry
 *      expired   → record it; once the order's window has passed and every attempt expired, release it
 *      requires_action → record the challenge
 *   3. after the commit: wake the outbox for the follow-ups (e-mails, points, the refund call)
 */
import type { GatewaySession } from '../adapters/payments/gateway.ts';
import { type Db, withTransaction } from '../db/client.ts';
import { type OrderRow, addOrderEvent, awaitsPayment, failLocked, lockOrder, payLocked } from '../modules/order/service.ts';
import { confirmRedemptions } from '../modules/reward/service.ts';
import { releaseLockedOrder } from './release-order.ts';
import {
  type PaymentDeps,
  type PaymentRow,
  learnSession,
  lockPayment,
  markSettled,
  recordExpired,
  recordFailed,
  recordRequiresAction,
  recordSucceeded,
  allAttemptsExpired,
  requestRefund,
} from '../modules/payment/service.ts';
import type { RefundReason } from '@blush/shared/order-contracts';

/** What the gateway says of a session: its answer, a webhook's data, or a status enquiry. */
export type SessionOutcome = Pick<GatewaySession, 'ref' | 'status' | 'failureCode' | 'actionUrl'> & Partial<Pick<GatewaySession, 'qr' | 'virtualAccount' | 'card'>>;

export type Settled = 'applied' | 'unchanged' | 'refund_due' | 'unknown_payment';


/** Ask for the whole payment back, and put it on the order's timeline. */
export async function refundInFull(t: Db, payment: PaymentRow, reason: RefundReason): Promise<boolean> {
  const refund = await requestRefund(t, payment, { reason, key: `${reason}:${payment.id}` });
  if (!refund) return false;
  await addOrderEvent(t, payment.orderId, 'refund_requested', { refund: refund.id, payment: payment.id, amount: refund.amount, currency: refund.currency, reason });
  return true;
}

/**
 * The money of `paymentId` (or of no attempt: tests and operations) arrived for a locked order
 * that waits for it: screening decides; paid, the member's reserved reward is redeemed for good;
 * blocked, the order is released (the caller refunds).
 */
export async function payOrderLocked(t: Db, order: OrderRow, paymentId: string | null) {
  const outcome = await payLocked(t, order, paymentId);
  if (outcome === 'paid' && order.customerId !== null) await confirmRedemptions(t, order.customerId, order.bagId);
  if (outcome === 'payment_blocked') await releaseLockedOrder(t, order, 'payment_blocked');
  return outcome;
}

/** Pay an order in its own transaction (tests; the sandbox of operations). */
export async function markPaid(db: Db, orderId: string, paymentId: string | null = null): Promise<boolean> {
  const outcome = await withTransaction(db, async (t) => {
    const row = await lockOrder(t, orderId);
    if (!row || !awaitsPayment(row)) return undefined;
    return payOrderLocked(t, row, paymentId);
  });
  return outcome !== undefined;
}

async function succeeded(t: Db, payment: PaymentRow): Promise<Settled> {
  const learnt = await recordSucceeded(t, payment);
  if (payment.settledAt) return learnt ? 'applied' : 'unchanged';
  const order = await lockOrder(t, payment.orderId);
  let result: Settled = 'applied';
  if (order && awaitsPayment(order)) {
    const outcome = await payOrderLocked(t, order, payment.id);
    if (outcome === 'payment_blocked') {
      await refundInFull(t, { ...payment, status: 'succeeded' }, 'blocked');
      result = 'refund_due';
    }
  } else if (!order || order.paidPaymentId !== payment.id) {
    // The money came for an order that can no longer take it, or one paid already: it goes back.
    const reason: RefundReason = order && (order.status === 'paid' || order.status === 'fraud_check_pending') ? 'duplicate_payment' : 'not_payable';
    await refundInFull(t, { ...payment, status: 'succeeded' }, reason);
    result = 'refund_due';
  } else if (!learnt) {
    result = 'unchanged';
  }
  await markSettled(t, payment);
  return result;
}

async function expired(t: Db, payment: PaymentRow, code: string, now: Date): Promise<Settled> {
  if (!(await recordExpired(t, payment, code))) return 'unchanged';
  const order = await lockOrder(t, payment.orderId);
  if (order && awaitsPayment(order) && order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= now.getTime() && (await allAttemptsExpired(t, order.id))) {
    await releaseLockedOrder(t, order, 'payment_expired');
  }
  return 'applied';
}

/** Settle payment `paymentId` with the gateway's `session`; see the steps above. */
export async function settlePayment(deps: Pick<PaymentDeps, 'db' | 'kick'>, paymentId: string, session: SessionOutcome, now: Date = new Date()): Promise<Settled> {
  const result = await withTransaction(deps.db, async (t): Promise<Settled> => {
    const payment = await lockPayment(t, paymentId);
    if (!payment || (payment.providerRef !== null && payment.providerRef !== session.ref)) return 'unknown_payment';
    if (session.ref) await learnSession(t, payment, session);
    switch (session.status) {
      case 'succeeded':
        return succeeded(t, payment);
      case 'failed': {
        if (!(await recordFailed(t, payment, session.failureCode ?? 'declined'))) return 'unchanged';
        const order = await lockOrder(t, payment.orderId);
        if (order) await failLocked(t, order, session.failureCode ?? 'declined');
        return 'applied';
      }
      case 'expired':
      case 'cancelled':
        // The shop cancelling a session whose time passed is that attempt expiring.
        return expired(t, payment, payment.failureCode === 'superseded' ? 'superseded' : session.status === 'cancelled' ? 'expired' : (session.failureCode ?? 'expired'), now);
      case 'requires_action':
        return (await recordRequiresAction(t, payment, session.actionUrl)) ? 'applied' : 'unchanged';
      default:
        return 'unchanged';
    }
  });
  if (result === 'applied' || result === 'refund_due') await deps.kick?.();
  return result;
}

/** An attempt that never reached the gateway (the shop died, or the gateway failed before answering): it failed. */
export async function settleLostAttempt(deps: Pick<PaymentDeps, 'db'>, paymentId: string, code: string): Promise<Settled> {
  return withTransaction(deps.db, async (t) => {
    const payment = await lockPayment(t, paymentId);
    if (!payment || !(await recordFailed(t, payment, code))) return 'unchanged';
    const order = await lockOrder(t, payment.orderId);
    if (order) await failLocked(t, order, code);
    return 'applied';
  });
}
