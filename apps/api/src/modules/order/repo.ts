import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type OrderStatus, orderEvents, orderLines, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewLine = typeof orderLines.$inferInsert;

/** Every change of an order row moves its version (the back office's edit check). */
const bump = sql`${orders.version} + 1`;

export async function byIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

export async function byId(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function nextNumber(db: Db, country: string): Promise<string> {
  const [row] = await queryRows<{ n: string }>(db, sql`select nextval('order_number_seq')::text as n`);
  return `${country}${row!.n.padStart(8, '0')}`;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertLines(db: Db, lines: readonly NewLine[]): Promise<void> {
  if (lines.length) await db.insert(orderLines).values([...lines]);
}

export async function linesOf(db: Db, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function addEvent(db: Db, orderId: string, type: string, data: Record<string, unknown>): Promise<void> {
  await db.insert(orderEvents).values({ orderId, type, data });
}

export async function setStatus(db: Db, id: string, status: OrderStatus): Promise<void> {
  await db.update(orders).set({ status, updatedAt: sql`now()`, version: bump, ...(status === 'paid' ? { paidAt: sql`now()` } : {}) }).where(eq(orders.id, id));
}

/** The refund entries of an order's timeline, oldest first. */
export async function refundEventsOf(db: Db, orderId: string) {
  return db
    .select({ type: orderEvents.type, data: orderEvents.data, at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.type, ['refund_requested', 'refund_succeeded', 'refund_failed'])))
    .orderBy(asc(orderEvents.id));
}

export async function setPaidBy(db: Db, id: string, paymentId: string): Promise<void> {
  await db.update(orders).set({ paidPaymentId: paymentId, version: bump }).where(eq(orders.id, id));
}

export async function setReleased(db: Db, id: string, status: OrderStatus): Promise<void> {
  await db.update(orders).set({ status, releasedAt: sql`now()`, updatedAt: sql`now()`, version: bump }).where(eq(orders.id, id));
}

export async function expiredUnpaid(db: Db, now: Date): Promise<Array<{ id: string; status: OrderStatus }>> {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.status, ['payment_pending', 'payment_failed_with_inventory']), lt(orders.paymentExpiresAt, now), isNull(orders.releasedAt)))
    .limit(500);
}

/** Extend nothing, read the owner-independent row for the payment module. */
export async function setPaymentMethod(db: Db, id: string, method: string): Promise<void> {
  await db.update(orders).set({ paymentMethod: method, updatedAt: sql`now()`, version: bump }).where(eq(orders.id, id));
}

export async function setFulfilment(db: Db, id: string, fulfilment: OrderRow['fulfilment']): Promise<void> {
  await db.update(orders).set({ fulfilment, updatedAt: sql`now()`, version: bump }).where(eq(orders.id, id));
}

/** A member's orders, newest first, with the units in each. */
export async function ordersOf(db: Db, customerId: number): Promise<Array<OrderRow & { items: number }>> {
  const rows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt)).limit(100);
  if (!rows.length) return [];
  const counts = await queryRows<{ order_id: string; n: number }>(db, sql`
    select order_id, sum(quantity)::int as n from order_lines where kind = 'product' and order_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)}) group by order_id`);
  const byId = new Map(counts.map((c) => [c.order_id, Number(c.n)]));
  return rows.map((r) => ({ ...r, items: byId.get(r.id) ?? 0 }));
}

/** A change that lives outside the row (a refund): the version moves all the same. */
export async function touch(db: Db, id: string): Promise<void> {
  await db.update(orders).set({ updatedAt: sql`now()`, version: bump }).where(eq(orders.id, id));
}

/** An order's timeline, oldest first. */
export async function eventsOf(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/** The latest shipment event of an order (carrier and tracking number), if shipped. */
export async function shipmentEventOf(db: Db, orderId: string) {
  const [row] = await db
    .select({ data: orderEvents.data, at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'ops_shipped')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row;
}
