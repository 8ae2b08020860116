import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type OrderStatus, orderEvents, orderLines, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewLine = typeof orderLines.$inferInsert;

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
  await db.update(orders).set({ status, updatedAt: sql`now()`, ...(status === 'paid' ? { paidAt: sql`now()` } : {}) }).where(eq(orders.id, id));
}

export async function setReleased(db: Db, id: string, status: OrderStatus): Promise<void> {
  await db.update(orders).set({ status, releasedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, id));
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
  await db.update(orders).set({ paymentMethod: method, updatedAt: sql`now()` }).where(eq(orders.id, id));
}
