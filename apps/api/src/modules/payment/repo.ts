import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@blush/shared/checkout-contracts';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from './tables.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

const OPEN: PaymentStatus[] = ['pending', 'requires_action'];
/** Namespace of the per-order advisory lock taken while a payment attempt is started. */
const START_LOCK = 4242;

/** Serialise payment starts of one order until the transaction ends, then read its open attempts (locked). */
export async function lockOpenPayments(t: Db, orderId: string): Promise<PaymentRow[]> {
  await t.execute(sql`select pg_advisory_xact_lock(${START_LOCK}, hashtext(${orderId}))`);
  return t.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN))).for('update');
}

/** Whether an attempt of the order has succeeded (its order may not be marked paid yet). */
export async function hasSucceeded(db: Db, orderId: string): Promise<boolean> {
  const rows = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'))).limit(1);
  return rows.length > 0;
}

export async function byIdempotencyKey(db: Db, orderId: string, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.idempotencyKey, key)));
  return row;
}

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function byId(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function latestOf(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
  return row;
}

export async function latestVirtualAccount(db: Db, orderId: string, bank: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'virtual_account'), eq(payments.vaBank, bank)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function statusesOf(db: Db, orderId: string): Promise<PaymentStatus[]> {
  const rows = await db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId));
  return rows.map((r) => r.status);
}

/** Attach the gateway session to an attempt still waiting for it; undefined when it was superseded meanwhile. */
export async function attachSession(db: Db, id: string, values: Partial<NewPayment>): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.providerRef)))
    .returning();
  return row;
}

/** Move a payment to `to` if it is in one of `from`: returns the row only when it changed. */
export async function transition(db: Db, id: string, from: readonly PaymentStatus[], to: PaymentStatus, failureCode: string | null): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: to, failureCode, updatedAt: sql`now()`, ...(to === 'requires_action' ? {} : { actionUrl: null }) })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row;
}

/** Money moved: the payment succeeded whatever the shop thought of it before (unless it already had). */
export async function markSucceeded(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'succeeded', failureCode: null, actionUrl: null, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), ne(payments.status, 'succeeded')))
    .returning();
  return row;
}

export async function setRequiresAction(db: Db, id: string, actionUrl: string | null): Promise<void> {
  await db.update(payments).set({ status: 'requires_action', actionUrl, updatedAt: sql`now()` }).where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/** Open attempts whose time has passed (QR codes by their own expiry). */
export async function dueOpen(db: Db, now: Date, limit = 500): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, OPEN), lt(sql`coalesce(${payments.qrExpiresAt}, ${payments.expiresAt})`, now)))
    .limit(limit);
}

/** Record a received webhook event; undefined when its id was seen before. */
export async function insertEvent(db: Db, values: typeof paymentEvents.$inferInsert): Promise<PaymentEventRow | undefined> {
  const [row] = await db.insert(paymentEvents).values(values).onConflictDoNothing({ target: paymentEvents.eventId }).returning();
  return row;
}

export async function eventById(db: Db, eventId: string): Promise<PaymentEventRow | undefined> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return row;
}

/** Mark an event processed, once: false when another delivery of it got there first. */
export async function finishEvent(db: Db, id: number, result: string): Promise<boolean> {
  const rows = await db.update(paymentEvents).set({ result, processedAt: sql`now()` }).where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processedAt))).returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function eventsOf(db: Db, paymentId: string): Promise<PaymentEventRow[]> {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
}
