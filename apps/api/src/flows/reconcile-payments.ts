/**
 * Reconciliation: compare what the gateway holds with the shop's payments and orders, and repair
 * every difference (a lost card answer, a crash between the gateway and the shop, a webhook that
 * never came) — and do it for an order before its payment window lets it go.
 *
 *   1. the gateway's own upkeep (its expiries, its owed webhooks)
 *   2. attempts still open after a few minutes: ask the gateway for their session (by id or by the
 *      attempt's reference) and settle it; an attempt the gateway never heard of has failed
 *   3. succeeded payments whose settling never finished: settle again (the order is paid, or the
 *      money goes back)
 *   4. sessions the gateway captured lately that the shop does not know succeeded: settle them;
 *      a captured session with no payment of ours is flagged for a person
 *
 * Expiring unpaid orders runs the same repair on each order first, so no order whose money was
 * taken is ever released as unpaid.
 */
import type { Db } from '../db/client.ts';
import type { Job } from '../jobs/scheduler.ts';
import { expiredUnpaidOrders } from '../modules/order/service.ts';
import { releaseOrder } from './release-order.ts';
import {
  type PaymentDeps,
  type PaymentRow,
  STALE_START_MS,
  dueOpenPayments,
  openPayments,
  openPaymentsSince,
  paymentById,
  paymentsNotKnownSucceeded,
  succeededPayments,
  unsettledPayments,
} from '../modules/payment/service.ts';
import { closeIfDue } from './pay-order.ts';
import { settleLostAttempt, settlePayment } from './settle-payment.ts';

/** How far back step 4 looks at the gateway's captured sessions. */
const LOOKBACK_MS = 3 * 24 * 3600_000;

/** Bring one attempt in line with the gateway; returns whether anything changed. */
async function repair(deps: PaymentDeps, row: PaymentRow, now: Date): Promise<boolean> {
  const session = row.providerRef ? await deps.gateway.status(row.providerRef) : await deps.gateway.findByReference(row.id);
  if (!session) {
    if (row.status !== 'pending' || now.getTime() - row.createdAt.getTime() < STALE_START_MS) return false;
    return (await settleLostAttempt(deps, row.id, 'gateway_no_session')) === 'applied';
  }
  if (session.status === 'pending' || session.status === 'requires_action') {
    // Still payable: learn a session the shop never recorded (its QR code or account), then close it if its time passed.
    const learnt = row.providerRef === null && (await settlePayment(deps, row.id, session, now)) !== 'unknown_payment';
    const after = await closeIfDue(deps, (await paymentById(deps.db, row.id)) ?? row, now);
    return learnt || after.status !== row.status;
  }
  const result = await settlePayment(deps, row.id, session, now);
  return result === 'applied' || result === 'refund_due';
}

export async function reconcilePayments(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  let repaired = (await deps.gateway.maintain?.(now)) ?? 0;
  for (const row of await openPaymentsSince(deps.db, new Date(now.getTime() - STALE_START_MS))) if (await repair(deps, row, now)) repaired++;
  for (const row of await dueOpenPayments(deps.db, now)) if (await repair(deps, row, now)) repaired++;
  for (const row of await unsettledPayments(deps.db)) if (await repair(deps, row, now)) repaired++;
  const captured = await deps.gateway.succeededSince(new Date(now.getTime() - LOOKBACK_MS), 2_000);
  const unknown = new Map(captured.map((s) => [s.reference, s]));
  for (const row of await paymentsNotKnownSucceeded(deps.db, [...unknown.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id)))) {
    const session = unknown.get(row.id)!;
    const result = await settlePayment(deps, row.id, session, now);
    if (result === 'applied' || result === 'refund_due') repaired++;
    else if (result === 'unknown_payment') deps.log?.warn({ payment: row.id, session: session.ref }, 'reconciliation: captured session does not match its payment');
  }
  return repaired;
}

/** Repair one order's attempts against the gateway (before it may be released). */
async function reconcileOrder(deps: PaymentDeps, orderId: string, now: Date): Promise<void> {
  for (const row of await openPayments(deps.db, orderId)) await repair(deps, row, now);
  for (const row of await succeededPayments(deps.db, orderId)) if (!row.settledAt) await repair(deps, row, now);
  // A session the shop never attached (it died right after the gateway answered) is found by reference in `repair`.
}

/** Release every order whose payment window has passed — after asking the gateway about its money. */
export async function expireUnpaidOrders(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  let released = 0;
  for (const { id, status } of await expiredUnpaidOrders(deps.db, now)) {
    await reconcileOrder(deps, id, now);
    if (await releaseOrder(deps.db, id, status === 'payment_failed_with_inventory' ? 'payment_failed' : 'payment_expired')) released++;
  }
  return released;
}

/** Reconciliation every minute; unpaid orders released hourly, each after its own reconciliation. */
export function paymentJobs(deps: PaymentDeps): Job[] {
  return [
    { name: 'payment.reconcile', every: 'minute', run: (_db: Db, now: Date) => reconcilePayments(deps, now) },
    { name: 'order.expire_unpaid', every: 'hour', run: (_db: Db, now: Date) => expireUnpaidOrders(deps, now) },
  ];
}
