import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { giftMessages, giftUploadParts, giftUploads } from './tables.ts';

export type GiftMessageRow = typeof giftMessages.$inferSelect;
export type GiftUploadRow = typeof giftUploads.$inferSelect;
export type GiftUploadPart = typeof giftUploadParts.$inferSelect;

/** Fulfilment and status at which an order's gift message can no longer change (it has left the shop, or it is over). */
const LOCKED_FULFILMENT = ['shipped', 'delivered', 'collected'];
const CLOSED_STATUS = ['cancelled', 'payment_expired', 'payment_failed', 'payment_blocked'];

export const isLockedOrder = (order: { fulfilment: string; status: string }) =>
  LOCKED_FULFILMENT.includes(order.fulfilment) || CLOSED_STATUS.includes(order.status);

export async function messageOf(db: Db, orderId: string): Promise<GiftMessageRow | undefined> {
  const [row] = await db.select().from(giftMessages).where(eq(giftMessages.orderId, orderId));
  return row;
}

export async function messageByTokenHash(db: Db, hash: string): Promise<GiftMessageRow | undefined> {
  const [row] = await db.select().from(giftMessages).where(eq(giftMessages.linkTokenHash, hash));
  return row;
}

/**
 * Run `work` on the order's message row, locked (made when missing), after a shared lock on the
 * order itself: an order being shipped waits for the change, and the change sees it shipped when
 * it came first (`locked`). The order is read, not written, as other modules read product names.
 */
export async function changeMessage<T>(
  db: Db,
  orderId: string,
  work: (t: Db, row: GiftMessageRow) => Promise<T>,
): Promise<{ outcome: 'locked' } | { outcome: 'done'; value: T }> {
  return withTransaction(db, async (t) => {
    const [order] = await queryRows<{ fulfilment: string; status: string }>(t, sql`select fulfilment, status from orders where id = ${orderId}::uuid for share`);
    if (!order || isLockedOrder(order)) return { outcome: 'locked' as const };
    await t.insert(giftMessages).values({ orderId }).onConflictDoNothing();
    const [row] = await queryRows<Record<string, unknown>>(t, sql`select order_id from gift_messages where order_id = ${orderId}::uuid for update`);
    if (!row) throw new Error('gift message row missing after insert');
    const current = (await messageOf(t, orderId))!;
    return { outcome: 'done' as const, value: await work(t, current) };
  });
}

export async function updateMessage(t: Db, orderId: string, values: Partial<Omit<GiftMessageRow, 'orderId'>>): Promise<GiftMessageRow> {
  const [row] = await t
    .update(giftMessages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(giftMessages.orderId, orderId))
    .returning();
  return row!;
}

export async function createUpload(db: Db, values: { orderId: string; size: number; declaredType: string; declaredDurationMs: number }): Promise<GiftUploadRow> {
  const [row] = await db.insert(giftUploads).values(values).returning();
  return row!;
}

export async function uploadOf(db: Db, orderId: string, uploadId: string): Promise<GiftUploadRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uploadId)) return undefined;
  const [row] = await db
    .select()
    .from(giftUploads)
    .where(and(eq(giftUploads.id, uploadId), eq(giftUploads.orderId, orderId)));
  return row;
}

/** The order's open uploads, oldest first. */
export async function openUploads(db: Db, orderId: string): Promise<GiftUploadRow[]> {
  return db
    .select()
    .from(giftUploads)
    .where(and(eq(giftUploads.orderId, orderId), eq(giftUploads.status, 'open')))
    .orderBy(asc(giftUploads.createdAt));
}

export type AppendOutcome = { outcome: 'appended'; upload: GiftUploadRow } | { outcome: 'mismatch'; received: number } | { outcome: 'closed' };

/**
 * Record a part that is already stored, if the upload still stands at `offset` (under the upload's
 * lock: of two parts sent for one offset at once, one is taken and the other told where it stands).
 */
export async function appendPart(db: Db, uploadId: string, part: { offset: number; length: number; objectKey: string; format: string | null }): Promise<AppendOutcome> {
  return withTransaction(db, async (t) => {
    const [row] = await queryRows<{ received: string | number; status: string }>(t, sql`select received, status from gift_uploads where id = ${uploadId}::uuid for update`);
    if (!row || row.status !== 'open') return { outcome: 'closed' as const };
    if (Number(row.received) !== part.offset) return { outcome: 'mismatch' as const, received: Number(row.received) };
    await t.insert(giftUploadParts).values({ uploadId, offset: part.offset, length: part.length, objectKey: part.objectKey });
    const [upload] = await t
      .update(giftUploads)
      .set({ received: part.offset + part.length, ...(part.format ? { format: part.format } : {}) })
      .where(eq(giftUploads.id, uploadId))
      .returning();
    return { outcome: 'appended' as const, upload: upload! };
  });
}

export async function partsOf(db: Db, uploadId: string): Promise<GiftUploadPart[]> {
  return db.select().from(giftUploadParts).where(eq(giftUploadParts.uploadId, uploadId)).orderBy(asc(giftUploadParts.offset));
}

/** Close an open upload (finished, or abandoned); false when it was no longer open. Its parts' rows go; their objects are the caller's to delete. */
export async function closeUpload(t: Db, uploadId: string, status: 'finished' | 'abandoned'): Promise<boolean> {
  const closed = await t
    .update(giftUploads)
    .set({ status })
    .where(and(eq(giftUploads.id, uploadId), eq(giftUploads.status, 'open')))
    .returning({ id: giftUploads.id });
  if (closed.length > 0) await t.delete(giftUploadParts).where(eq(giftUploadParts.uploadId, uploadId));
  return closed.length > 0;
}

/** Open uploads started before `before` (a phone that never came back), oldest first. */
export async function staleUploads(db: Db, before: Date, limit: number): Promise<GiftUploadRow[]> {
  return db
    .select()
    .from(giftUploads)
    .where(and(eq(giftUploads.status, 'open'), lt(giftUploads.createdAt, before)))
    .orderBy(asc(giftUploads.createdAt))
    .limit(limit);
}
