/**
 * The promotion module's public face: other modules read promotions, gifts and samples through
 * here (DESIGN.md rule 1); the rules themselves are decided by engine.ts.
 */
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import { promotionGifts, promotions, samples } from './tables.ts';

export type { FreeItemRow, PromotionRow } from './repo.ts';

export const promotionByCode = repo.byCode;
export const promotionById = repo.byId;
/** Automatic promotions change rarely and are read on every bag read: each instance keeps them 30 s. */
const AUTOMATIC_TTL_MS = 30_000;
const automaticCache = new WeakMap<Db, { at: number; rows: Promise<repo.PromotionRow[]> }>();
export function automaticPromotions(db: Db): Promise<repo.PromotionRow[]> {
  const hit = automaticCache.get(db);
  if (hit && Date.now() - hit.at < AUTOMATIC_TTL_MS) return hit.rows;
  const rows = repo.automatic(db);
  automaticCache.set(db, { at: Date.now(), rows });
  rows.catch(() => automaticCache.delete(db));
  return rows;
}
/** Forget the cached automatic promotions (after a change made in this process). */
export const forgetAutomaticPromotions = (db: Db) => automaticCache.delete(db);
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
