import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@blush/shared/checkout-contracts';
import type { Db } from '../../db/client.ts';
import { type RefundStatus, paymentEvents, payments, refunds } from './tables.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

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

/** The payment row, locked for the rest of the transaction. */
export async function lockById(t: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await t.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/**
 * Record the gateway's session of an attempt: its id, and what the shopper needs (QR payload,
 * virtual account) or saw (card brand, last four digits). Details learnt before are kept.
 */
export async function attachDetails(
  t: Db,
  id: string,
  ref: string,
  details: Partial<Pick<NewPayment, 'qrPayload' | 'vaBank' | 'vaNumber' | 'cardBrand' | 'cardLast4'>>,
): Promise<void> {
  await t
    .update(payments)
    .set({
      providerRef: ref,
      qrPayload: sql`coalesce(${payments.qrPayload}, ${details.qrPayload ?? null})`,
      vaBank: sql`coalesce(${payments.vaBank}, ${details.vaBank ?? null})`,
      vaNumber: sql`coalesce(${payments.vaNumber}, ${details.vaNumber ?? null})`,
      cardBrand: sql`coalesce(${payments.cardBrand}, ${details.cardBrand ?? null})`,
      cardLast4: sql`coalesce(${payments.cardLast4}, ${details.cardLast4 ?? null})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.id, id), or(isNull(payments.providerRef), eq(payments.providerRef, ref))));
}

export async function markSettled(t: Db, id: string): Promise<void> {
  await t.update(payments).set({ settledAt: sql`now()` }).where(and(eq(payments.id, id), isNull(payments.settledAt)));
}

/** Attempts still open after `before` (their answer may have been lost). */
export async function openSince(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(and(inArray(payments.status, OPEN), lt(payments.createdAt, before))).orderBy(payments.createdAt).limit(limit);
}

/** Succeeded attempts whose settling never finished. */
export async function unsettled(db: Db, limit: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(and(eq(payments.status, 'succeeded'), isNull(payments.settledAt))).limit(limit);
}

/** Of these ids, the payments that do not know they succeeded. */
export async function notSucceeded(db: Db, ids: readonly string[]): Promise<PaymentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(payments).where(and(inArray(payments.id, [...ids]), ne(payments.status, 'succeeded')));
}

export async function succeededOf(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
}

export async function openOf(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN)));
}

/** Ask for a refund once per key; undefined when that key was asked for already. */
export async function insertRefund(t: Db, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await t.insert(refunds).values(values).onConflictDoNothing({ target: refunds.key }).returning();
  return row;
}

/** Minor units of a payment given back or on their way (refused refunds do not count). */
export async function refundedOf(t: Db, paymentId: string): Promise<number> {
  const [row] = await t
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

export async function refundById(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Record the gateway's answer once: false when another worker recorded it first. */
export async function finishRefund(db: Db, id: string, status: RefundStatus, providerRef: string | null, failureCode: string | null): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ status, providerRef, failureCode, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** Every payment attempt of an order, oldest first (the back office's timeline). */
export async function allOf(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt);
}

/** The gateway's webhook events about these payments. */
export async function eventsOfPayments(db: Db, paymentIds: readonly string[]): Promise<PaymentEventRow[]> {
  if (!paymentIds.length) return [];
  return db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, [...paymentIds])).orderBy(paymentEvents.receivedAt);
}

export async function refundByKey(db: Db, key: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.key, key));
  return row;
}
