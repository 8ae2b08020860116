/**
 * Operations on an order (the ops endpoint; the back office later): approve or block after fraud
 * review, pack, ship, deliver, collect, cancel — and refund, all or part. One transaction each,
 * payment rows locked before the order row (the order every flow takes them in):
 *
 *   1. lock the order's succeeded payments, then the order
 *   2. the order module applies the move (or refuses it); a release gives back what the order holds
 *   3. money that must go back is asked for (refund rows; the gateway call follows by outbox)
 *   4. the follow-ups are queued: Beauty Pass purchase taken back, points' release clock started
 */
import type { OrderDto, RefundReason } from '@blush/shared/order-contracts';
import type { CountryCode, CurrencyCode } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { enqueue } from '../outbox/outbox.ts';
import { type OpsAction, type OpsOptions, type OrderRow, addOrderEvent, applyOpsLocked, lockOrder, orderById, orderView, touchOrder } from '../modules/order/service.ts';
import { type PaymentDeps, type PaymentRow, type RefundRow, lockPayment, refundByKey, refundableOf, requestRefund, succeededPayments } from '../modules/payment/service.ts';
import { confirmRedemptions } from '../modules/reward/service.ts';
import { releaseLockedOrder } from './release-order.ts';
import { refundInFull } from './settle-payment.ts';
import { ORDER_UPDATE_ACTIONS } from './order-updates.ts';


/** The order's succeeded payments, locked, in a stable order (so two flows never wait on each other crosswise). */
async function lockSucceeded(t: Db, orderId: string): Promise<PaymentRow[]> {
  const locked: PaymentRow[] = [];
  const ids = (await succeededPayments(t, orderId)).map((p) => p.id).sort();
  for (const id of ids) {
    const row = await lockPayment(t, id);
    if (row?.status === 'succeeded') locked.push(row);
  }
  return locked;
}

/**
 * What a caller (the back office) adds to an operation inside its transaction: a check of the
 * locked order before anything moves (the version its editor saw), and a step after the move
 * with the order as it was and as it is now (its audit entry, the e-mail it queues).
 */
export interface OperateHooks<R = undefined> {
  check?: (row: OrderRow) => void;
  after?: (t: Db, before: OrderRow, after: OrderRow, result: R) => Promise<void>;
}

export async function operateOrder(
  deps: Pick<PaymentDeps, 'db' | 'kick'>,
  orderId: string,
  action: OpsAction,
  now: Date = new Date(),
  hooks: OperateHooks & { options?: OpsOptions } = {},
): Promise<OrderDto> {
  if (!(await orderById(deps.db, orderId))) throw new DomainError('resource_not_found');
  await withTransaction(deps.db, async (t) => {
    const payments = await lockSucceeded(t, orderId);
    const row = await lockOrder(t, orderId);
    if (!row) throw new DomainError('resource_not_found');
    hooks.check?.(row);
    const effects = await applyOpsLocked(t, row, action, hooks.options);
    if (effects.release) await releaseLockedOrder(t, row, effects.release);
    if (effects.paid && row.customerId !== null) await confirmRedemptions(t, row.customerId, row.bagId);
    if (effects.refund) {
      const reason: RefundReason = action === 'block' ? 'blocked' : 'cancelled';
      for (const payment of payments) await refundInFull(t, payment, reason);
    }
    if (effects.cancelPurchase) await enqueue(t, 'loyalty.cancel_purchase', row.number, { orderNumber: row.number });
    if (effects.delivered) await enqueue(t, 'loyalty.delivered', row.number, { orderNumber: row.number, at: now.toISOString() });
    if (row.customerId !== null && (ORDER_UPDATE_ACTIONS as readonly string[]).includes(action)) await enqueue(t, 'order.update', `${row.id}:${action}`, { orderId: row.id, update: action });
    if (hooks.after) await hooks.after(t, row, (await orderById(t, orderId))!, undefined);
  });
  await deps.kick?.();
  return orderView(deps.db, orderId);
}

/**
 * An operator gives back part or all of what an order's payment took: never more than is left
 * after earlier refunds, whatever the concurrency (the payment row is locked).
 */
export async function refundOrder(
  deps: Pick<PaymentDeps, 'db' | 'kick'>,
  orderId: string,
  amount: number | undefined,
  requestKey: string,
  hooks: OperateHooks<RefundRow> = {},
): Promise<OrderDto> {
  if (!(await orderById(deps.db, orderId))) throw new DomainError('resource_not_found');
  await withTransaction(deps.db, async (t) => {
    const payments = await lockSucceeded(t, orderId);
    const row = await lockOrder(t, orderId);
    if (!row) throw new DomainError('resource_not_found');
    // A retry of the same request (same key) answers what the first did, without refunding again.
    if (await refundByKey(t, `operator:${requestKey}`)) return;
    hooks.check?.(row);
    const payment = payments.find((p) => p.id === row.paidPaymentId) ?? payments[0];
    const left = payment ? await refundableOf(t, payment) : 0;
    if (!payment || left <= 0) throw new DomainError('refund_not_possible');
    if (amount !== undefined && amount > left) {
      const refundable = { amount: left, currency: payment.currency as CurrencyCode };
      throw new DomainError('refund_exceeds_paid', { refundable: formatMoney(refundable, 'en', row.country as CountryCode) }, { refundable });
    }
    const refund = await requestRefund(t, payment, { amount: amount ?? left, reason: 'operator', key: `operator:${requestKey}` });
    if (!refund) return;
    await addOrderEvent(t, row.id, 'refund_requested', { refund: refund.id, payment: payment.id, amount: refund.amount, currency: refund.currency, reason: 'operator' });
    await touchOrder(t, row.id);
    if (hooks.after) await hooks.after(t, row, (await orderById(t, orderId))!, refund);
  });
  await deps.kick?.();
  return orderView(deps.db, orderId);
}
