/**
 * The promotion module's public face: other modules read promotions, gifts and samples through
 * here (docs/architecture.md rule 1); the rules themselves are decided by engine.ts.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { createMemo } from '../../cache/memo.ts';
import { type Db, queryRows } from '../../db/client.ts';
import * as repo from './repo.ts';
import { promotionGifts, promotionRedemptions, promotions, samples } from './tables.ts';

export type { FreeItemRow, PromotionRow } from './repo.ts';

export const promotionByCode = repo.byCode;
export const promotionById = repo.byId;
/**
 * Automatic promotions change rarely and are read on every bag read: each instance keeps them until a
 * promotion changes (the change feed's `promotion` topic, migration 0040), from any instance or writer.
 */
const automaticMemo = createMemo<repo.PromotionRow[]>('promotion', { max: 1, ttlMs: 30_000 });
export function automaticPromotions(db: Db): Promise<repo.PromotionRow[]> {
  return automaticMemo.get(db, 'automatic', () => repo.automatic(db));
}
/** Forget the cached automatic promotions (after a change made in this process, before the feed has it). */
export const forgetAutomaticPromotions = (db: Db) => automaticMemo.forget(db);
export const listedPromotions = repo.listed;
export const promotionUsage = repo.usage;
export const ordersPlaced = repo.ordersPlaced;
export const giftsOf = repo.giftsOf;
export const giftRows = repo.giftRows;
export const samplesIn = repo.samplesIn;
export const bundleProducts = repo.bundleProducts;

/** Create a promotion (back office, seed, tests). */
export async function createPromotion(db: Db, values: typeof promotions.$inferInsert): Promise<repo.PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  forgetAutomaticPromotions(db);
  return row!;
}

/** Add a gift to a gift promotion. */
export async function createGift(db: Db, values: typeof promotionGifts.$inferInsert) {
  const [row] = await db.insert(promotionGifts).values(values).returning();
  return row!;
}

/** Offer a free sample. */
export async function createSample(db: Db, values: typeof samples.$inferInsert) {
  const [row] = await db.insert(samples).values(values).returning();
  return row!;
}

/** Take one of a gift's or a sample's stock for an order (false when none is left). */
export async function takeFreeItemStock(db: Db, kind: 'gift' | 'sample', id: number): Promise<boolean> {
  const table = kind === 'gift' ? promotionGifts : samples;
  const rows = await db.update(table).set({ stock: sql`${table.stock} - 1` }).where(and(eq(table.id, id), gt(table.stock, 0))).returning({ id: table.id });
  return rows.length > 0;
}

export async function returnFreeItemStock(db: Db, kind: 'gift' | 'sample', id: number): Promise<void> {
  const table = kind === 'gift' ? promotionGifts : samples;
  await db.update(table).set({ stock: sql`${table.stock} + 1` }).where(eq(table.id, id));
}

/**
 * Use a promotion for an order, under a lock on the promotion row so that racing orders count
 * one after another: refused (false) when its total or per-customer uses are spent.
 */
export async function consumePromotion(db: Db, input: { promotionId: number; customerId: number | null; email: string; orderRef: string }): Promise<boolean> {
  const [rule] = await db.select().from(promotions).where(eq(promotions.id, input.promotionId)).for('update');
  if (!rule) return false;
  if (rule.usageLimit !== null || rule.perCustomerLimit !== null) {
    const [row] = await queryRows<{ total: number; mine: number }>(db, sql`
      select count(*)::int as total,
             count(*) filter (where (customer_id is not null and customer_id = ${input.customerId ?? -1}) or email = ${input.email.toLowerCase()})::int as mine
      from promotion_redemptions where promotion_id = ${input.promotionId}`);
    if (rule.usageLimit !== null && Number(row?.total ?? 0) >= rule.usageLimit) return false;
    if (rule.perCustomerLimit !== null && Number(row?.mine ?? 0) >= rule.perCustomerLimit) return false;
  }
  await db.insert(promotionRedemptions).values({ promotionId: input.promotionId, customerId: input.customerId, email: input.email.toLowerCase(), orderRef: input.orderRef });
  return true;
}

/** An unpaid order was released: its promotion use no longer counts. */
export async function releasePromotion(db: Db, orderRef: string): Promise<void> {
  await db.delete(promotionRedemptions).where(eq(promotionRedemptions.orderRef, orderRef));
}
