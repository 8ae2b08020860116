/**
 * Release an order: what it holds goes back, once, in the caller's transaction (or its own).
 *
 *   1. the stock of every product line, and the gifts and samples taken for it
 *   2. the promotion's use
 *   3. a member's reward reserved for the bag it came from
 *   4. what gift cards and store credit paid goes back to the cards and the credit (each once:
 *      a second release finds the `returned` ledger rows and gives nothing); gift cards the order
 *      bought and already issued are voided (their money goes back with the order's refund)
 *   5. the order's final status (payment_expired, payment_failed, payment_blocked, cancelled)
 *
 * An unpaid order is released when its payment window passes or it is cancelled; a paid one when
 * operations cancel it before it ships or block it after review (its money goes back as well,
 * `operate-order.ts`).
 */
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../db/client.ts';
import { returnStock } from '../modules/catalog/service.ts';
import { returnCredit } from '../modules/credit/service.ts';
import { returnToCards, voidCardsBoughtBy } from '../modules/giftcard/service.ts';
import { type OrderRow, type OrderStatus, awaitsPayment, expiredUnpaidOrders, lockOrder, markReleased, orderLinesOf } from '../modules/order/service.ts';
import { releasePromotion, returnFreeItemStock } from '../modules/promotion/service.ts';
import { releaseTransaction } from './reward-redemption.ts';

export async function releaseLockedOrder(t: Db, row: OrderRow, status: OrderStatus): Promise<void> {
  for (const line of await orderLinesOf(t, row.id)) {
    if (line.stockTaken <= 0) continue;
    if (line.kind === 'product' && line.variantId !== null) await returnStock(t, line.variantId, row.country, line.stockTaken, row.id);
    else if ((line.kind === 'gift' || line.kind === 'sample') && line.refId !== null) await returnFreeItemStock(t, line.kind, line.refId);
  }
  await releasePromotion(t, row.id);
  if (row.customerId !== null) await releaseTransaction(t, { customerId: row.customerId, transactionRef: row.bagId, language: row.language as Language });
  await returnToCards(t, row.id);
  await voidCardsBoughtBy(t, row.id);
  await returnCredit(t, row.id);
  await markReleased(t, row, status);
}

/** Release an order still waiting for its payment; false when it was paid or released already. */
export async function releaseOrder(db: Db, orderId: string, status: Extract<OrderStatus, 'payment_expired' | 'payment_failed' | 'cancelled'>): Promise<boolean> {
  return withTransaction(db, async (t) => {
    const row = await lockOrder(t, orderId);
    if (!row || !awaitsPayment(row)) return false;
    await releaseLockedOrder(t, row, status);
    return true;
  });
}

/**
 * Release every order whose payment window has passed, without asking the gateway (tests of the
 * release alone). The scheduled job is `reconcile-payments.ts`, which reconciles each order first.
 */
export async function releaseExpiredOrders(db: Db, now: Date): Promise<number> {
  let released = 0;
  for (const { id, status } of await expiredUnpaidOrders(db, now)) {
    if (await releaseOrder(db, id, status === 'payment_failed_with_inventory' ? 'payment_failed' : 'payment_expired')) released++;
  }
  return released;
}
