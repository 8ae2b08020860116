import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { bagGifts, bagLines, bagSamples, bags } from './tables.ts';

export type BagRow = typeof bags.$inferSelect;
export type LineRow = typeof bagLines.$inferSelect;
type Owner = { customerId: number } | { tokenHash: string };

const ownerWhere = (owner: Owner, country: string) =>
  and(
    'customerId' in owner ? eq(bags.customerId, owner.customerId) : eq(bags.tokenHash, owner.tokenHash),
    eq(bags.country, country),
    eq(bags.status, 'active'),
  );

export async function findBag(db: Db, owner: Owner, country: string): Promise<BagRow | undefined> {
  const [row] = await db.select().from(bags).where(ownerWhere(owner, country));
  return row;
}

/** The owner's active bag in the country, made if missing (two requests racing make one). */
export async function findOrCreateBag(db: Db, owner: Owner, country: string): Promise<BagRow> {
  const existing = await findBag(db, owner, country);
  if (existing) return existing;
  await db
    .insert(bags)
    .values({ country, ...('customerId' in owner ? { customerId: owner.customerId } : { tokenHash: owner.tokenHash }) })
    .onConflictDoNothing();
  return (await findBag(db, owner, country))!;
}

/**
 * Lock the bag for the rest of the transaction (changes to one bag happen one at a time) and mark
 * it changed, in one statement.
 */
export async function lockBag(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function linesOf(db: Db, bagId: string): Promise<LineRow[]> {
  return db.select().from(bagLines).where(eq(bagLines.bagId, bagId)).orderBy(asc(bagLines.addedAt), asc(bagLines.id));
}

/** Add `quantity` to the variant's line (made if missing), only while the total stays within `limit`. */
export async function addToLine(db: Db, bagId: string, variantId: number, kind: LineRow['kind'], quantity: number, limit: number): Promise<LineRow | undefined> {
  const [row] = await queryRows<LineRow>(db, sql`
    insert into bag_lines (bag_id, variant_id, kind, quantity) values (${bagId}, ${variantId}, ${kind}, ${quantity})
    on conflict (bag_id, variant_id, kind) do update set quantity = bag_lines.quantity + excluded.quantity
    where bag_lines.quantity + excluded.quantity <= ${limit}
    returning id, bag_id as "bagId", variant_id as "variantId", kind, quantity, added_at as "addedAt"`);
  return row;
}

export async function setLineQuantity(db: Db, bagId: string, lineId: number, quantity: number): Promise<LineRow | undefined> {
  const [row] = await db.update(bagLines).set({ quantity }).where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, bagId))).returning();
  return row;
}

export async function deleteLine(db: Db, bagId: string, lineId: number): Promise<boolean> {
  const rows = await db.delete(bagLines).where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, bagId))).returning({ id: bagLines.id });
  return rows.length > 0;
}

export async function touchBag(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function guestBags(db: Db, tokenHash: string): Promise<BagRow[]> {
  return db.select().from(bags).where(and(eq(bags.tokenHash, tokenHash), eq(bags.status, 'active')));
}

export async function markMerged(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ status: 'merged', updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function countItems(db: Db, bagId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select (select coalesce(sum(quantity), 0)::int from bag_lines where bag_id = ${bagId}) + (select count(*)::int from gift_card_bag_lines where bag_id = ${bagId}) as n`);
  return Number(row?.n ?? 0);
}

export async function setPromotionCode(db: Db, bagId: string, code: string | null): Promise<void> {
  await db.update(bags).set({ promotionCode: code, updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

/** The gifts chosen in a bag, with the promotion each belongs to. */
export async function chosenGifts(db: Db, bagId: string): Promise<Array<{ giftId: number; promotionId: number }>> {
  return db.select({ giftId: bagGifts.giftId, promotionId: bagGifts.promotionId }).from(bagGifts).where(eq(bagGifts.bagId, bagId)).orderBy(asc(bagGifts.addedAt));
}

/** Replace the gifts chosen for one promotion. */
export async function replaceGifts(db: Db, bagId: string, promotionId: number, giftIds: readonly number[]): Promise<void> {
  await db.delete(bagGifts).where(and(eq(bagGifts.bagId, bagId), eq(bagGifts.promotionId, promotionId)));
  if (giftIds.length) await db.insert(bagGifts).values(giftIds.map((giftId) => ({ bagId, giftId, promotionId })));
}

export async function chosenSamples(db: Db, bagId: string): Promise<number[]> {
  return (await db.select({ id: bagSamples.sampleId }).from(bagSamples).where(eq(bagSamples.bagId, bagId)).orderBy(asc(bagSamples.addedAt))).map((r) => r.id);
}

export async function replaceSamples(db: Db, bagId: string, sampleIds: readonly number[]): Promise<void> {
  await db.delete(bagSamples).where(eq(bagSamples.bagId, bagId));
  if (sampleIds.length) await db.insert(bagSamples).values(sampleIds.map((sampleId) => ({ bagId, sampleId })));
}

/** The reward a member reserved for this bag (one per transaction), if any. */
export async function reservedReward(db: Db, customerId: number, bagId: string, language: string) {
  const [row] = await queryRows<{ redemption_id: number; reward_id: number; points: number; name: string; brand: string | null; slug: string; image_id: number | null }>(db, sql`
    select rr.id as redemption_id, r.id as reward_id, rr.points, coalesce(r.name->>${language}, r.name->>'en') as name, b.name as brand, r.slug,
           (select pi.id from product_images pi where pi.variant_id = r.variant_id order by pi.position limit 1) as image_id
    from reward_redemptions rr join rewards r on r.id = rr.reward_id left join brands b on b.id = r.brand_id
    where rr.customer_id = ${customerId} and rr.transaction_ref = ${bagId} and rr.status = 'reserved'
    limit 1`);
  return row;
}

export async function bagById(db: Db, id: string): Promise<BagRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(bags).where(eq(bags.id, id));
  return row;
}

/** What a bag holds besides its lines, in one round trip: chosen gifts and samples, and the member's reserved reward. */
export async function bagChoices(db: Db, bagId: string, customerId: number | null, language: string) {
  const [row] = await queryRows<{
    gifts: Array<{ giftId: number; promotionId: number }>;
    samples: number[];
    reward: { redemption_id: number; reward_id: number; points: number; name: string; brand: string | null; slug: string; image_id: number | null } | null;
  }>(db, sql`
    select
      (select coalesce(json_agg(json_build_object('giftId', gift_id, 'promotionId', promotion_id) order by added_at), '[]'::json) from bag_gifts where bag_id = ${bagId}) as gifts,
      (select coalesce(json_agg(sample_id order by added_at), '[]'::json) from bag_samples where bag_id = ${bagId}) as samples,
      (select json_build_object('redemption_id', rr.id, 'reward_id', r.id, 'points', rr.points, 'name', coalesce(r.name->>${language}, r.name->>'en'), 'brand', b.name, 'slug', r.slug,
              'image_id', (select pi.id from product_images pi where pi.variant_id = r.variant_id order by pi.position limit 1))
         from reward_redemptions rr join rewards r on r.id = rr.reward_id left join brands b on b.id = r.brand_id
        where rr.customer_id = ${customerId ?? -1} and rr.transaction_ref = ${bagId} and rr.status = 'reserved' limit 1) as reward`);
  return { gifts: row?.gifts ?? [], samples: row?.samples ?? [], reward: row?.reward ?? undefined };
}

export async function markStatus(db: Db, bagId: string, status: BagRow['status']): Promise<void> {
  await db.update(bags).set({ status, updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}
