/**
 * The back office's order search (issue 21 item 2): every filter of `adminOrderQuerySchema`, newest
 * first in keyset pages on (created_at, id) — the cursor is the last order's id — or, for the fraud
 * review queue, the orders awaiting review oldest first. A store manager's search is narrowed to the
 * click-and-collect orders of their stores (`stores`, by the stores' public ids).
 */
import { type SQL, and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { AdminOrderQuery } from '@blush/shared/admin-order-contracts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from './tables.ts';

export type OrderSearchRow = typeof orders.$inferSelect & { items: number };

/** What `q` matches: an e-mail exactly; an order number exactly or by its prefix; a mobile number by its digits, with or without the calling code. */
function matchOf(q: string): SQL | undefined {
  if (q.includes('@')) return eq(orders.email, q.toLowerCase());
  const number = q.toUpperCase().replace(/\s+/g, '');
  const byNumber = /^[A-Z]{2}\d*$/.test(number) ? sql`${orders.number} like ${`${number}%`}` : undefined;
  const digits = q.replace(/\D/g, '');
  const byPhone =
    /^[+\d\s()-]+$/.test(q) && digits.length >= 6
      ? or(
          sql`regexp_replace(${orders.recipient}->>'mobile', '\\D', '', 'g') = ${digits}`,
          sql`regexp_replace((${orders.recipient}->>'callingCode') || (${orders.recipient}->>'mobile'), '\\D', '', 'g') = ${digits}`,
        )
      : undefined;
  return byNumber || byPhone ? or(byNumber, byPhone) : sql`false`;
}

/** One page of orders and whether another follows. */
export async function searchOrders(db: Db, query: AdminOrderQuery, stores: 'all' | readonly string[]): Promise<{ rows: OrderSearchRow[]; more: boolean }> {
  const fraudQueue = query.queue === 'fraud';
  const where: Array<SQL | undefined> = [
    query.q ? matchOf(query.q) : undefined,
    fraudQueue ? eq(orders.status, 'fraud_check_pending') : query.status ? eq(orders.status, query.status) : undefined,
    query.fulfilment ? eq(orders.fulfilment, query.fulfilment) : undefined,
    query.country ? eq(orders.country, query.country) : undefined,
    query.payment_method ? eq(orders.paymentMethod, query.payment_method) : undefined,
    query.delivery_option ? eq(orders.deliveryOption, query.delivery_option) : undefined,
    query.from ? gte(orders.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(orders.createdAt, new Date(query.to)) : undefined,
    query.store_id ? eq(orders.storeId, query.store_id) : undefined,
    stores === 'all' ? undefined : stores.length ? and(eq(orders.deliveryOption, 'click_and_collect'), inArray(orders.storeId, [...stores])) : sql`false`,
  ];
  if (query.cursor) {
    const [after] = await db.select({ createdAt: orders.createdAt, id: orders.id }).from(orders).where(eq(orders.id, query.cursor));
    if (!after) return { rows: [], more: false };
    // Row comparison on (created_at, id): exact at any timestamp precision, since the cursor's values come from the row itself.
    const key = sql`(${orders.createdAt}, ${orders.id})`;
    const at = sql`(select created_at, id from orders where id = ${query.cursor})`;
    where.push(fraudQueue ? gt(key, at) : lt(key, at));
  }
  const order = fraudQueue ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(...order)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const counts = page.length
    ? await db
        .select({ orderId: orderLines.orderId, n: sql<number>`sum(${orderLines.quantity})::int` })
        .from(orderLines)
        .where(and(eq(orderLines.kind, 'product'), inArray(orderLines.orderId, page.map((r) => r.id))))
        .groupBy(orderLines.orderId)
    : [];
  const items = new Map(counts.map((c) => [c.orderId, Number(c.n)]));
  return { rows: page.map((r) => ({ ...r, items: items.get(r.id) ?? 0 })), more: rows.length > query.limit };
}
