import { and, lt, eq, sql } from 'drizzle-orm';
import type { Translated } from '@blush/shared/catalog';
import { type Db, queryRows } from '../../db/client.ts';
import { type RedemptionStatus, rewardRedemptions, rewards } from './tables.ts';

export type RewardRow = typeof rewards.$inferSelect;
export type RedemptionRow = typeof rewardRedemptions.$inferSelect;

/**
 * Offered in a country now: active, inside its window, and the country listed (or none listed).
 * Written against the unaliased `rewards` table, for the query builder and raw queries alike.
 */
const offered = (country: string, now: Date) => sql`
  rewards.active
  and (rewards.starts_at is null or rewards.starts_at <= ${now.toISOString()}::timestamptz)
  and (rewards.ends_at is null or rewards.ends_at > ${now.toISOString()}::timestamptz)
  and (rewards.countries is null or cardinality(rewards.countries) = 0 or ${country} = any(rewards.countries))`;

export interface ListedReward {
  id: number;
  slug: string;
  name: Translated;
  description: Translated;
  points: number;
  stock: number;
  position: number;
  brand_name: string | null;
  /** The linked variant's image (its own, else its product's first), null without one. */
  image_id: number | null;
}

/**
 * Rewards offered in a country, in display order. The brand name and the linked variant's image
 * are read from the catalogue here (read-only, as reviews read product names).
 */
export async function offeredRewards(db: Db, country: string, now: Date): Promise<ListedReward[]> {
  const rows = await queryRows<ListedReward>(db, sql`
    select rewards.id, rewards.slug, rewards.name, rewards.description, rewards.points, rewards.stock, rewards.position,
           coalesce(b.name, vb.name) as brand_name,
           coalesce((select pi.id from product_images pi where pi.variant_id = v.id order by pi.position, pi.id limit 1),
                    (select pi.id from product_images pi where pi.product_id = v.product_id order by pi.position, pi.id limit 1)) as image_id
    from rewards
    left join brands b on b.id = rewards.brand_id
    left join variants v on v.id = rewards.variant_id
    left join products p on p.id = v.product_id
    left join brands vb on vb.id = p.brand_id
    where ${offered(country, now)}
    order by rewards.position, rewards.points, rewards.id`);
  return rows.map((r) => ({ ...r, points: Number(r.points), stock: Number(r.stock), position: Number(r.position), image_id: r.image_id === null ? null : Number(r.image_id) }));
}

/** A reward if it is offered in the country now. */
export async function offeredReward(db: Db, id: number, country: string, now: Date): Promise<RewardRow | undefined> {
  const [row] = await db.select().from(rewards).where(and(eq(rewards.id, id), offered(country, now)));
  return row;
}

/** Take one from the stock if any is left (the row stays locked to the end of the transaction). */
export async function takeStock(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db
    .update(rewards)
    .set({ stock: sql`${rewards.stock} - 1`, updatedAt: sql`now()` })
    .where(and(eq(rewards.id, id), sql`${rewards.stock} > 0`))
    .returning();
  return row;
}

export async function returnStock(db: Db, id: number): Promise<void> {
  await db.update(rewards).set({ stock: sql`${rewards.stock} + 1`, updatedAt: sql`now()` }).where(eq(rewards.id, id));
}

export async function rewardById(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id));
  return row;
}

/** Undefined when the member already has a live redemption for the transaction. */
export async function insertRedemption(db: Db, row: typeof rewardRedemptions.$inferInsert): Promise<RedemptionRow | undefined> {
  const [inserted] = await db.insert(rewardRedemptions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** A redemption, locked for the rest of the transaction. */
export async function redemptionForUpdate(db: Db, id: number): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id)).for('update');
  return row;
}

export async function setRedemptionStatus(db: Db, id: number, from: RedemptionStatus, to: RedemptionStatus): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .update(rewardRedemptions)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(rewardRedemptions.id, id), eq(rewardRedemptions.status, from)))
    .returning();
  return row;
}

/** Reserved redemptions of a member's transaction become redeemed (the order was placed). */
export async function redeemTransaction(db: Db, customerId: number, transactionRef: string): Promise<RedemptionRow[]> {
  return db
    .update(rewardRedemptions)
    .set({ status: 'redeemed', updatedAt: sql`now()` })
    .where(and(eq(rewardRedemptions.customerId, customerId), eq(rewardRedemptions.transactionRef, transactionRef), eq(rewardRedemptions.status, 'reserved')))
    .returning();
}

export async function insertReward(db: Db, row: typeof rewards.$inferInsert): Promise<RewardRow> {
  const [inserted] = await db.insert(rewards).values(row).returning();
  return inserted!;
}

/** What the generated image of a reward needs: its art kind and its brand's name and colours. */
export async function rewardArt(db: Db, slug: string): Promise<{ art: string; brand_name: string | null; colors: [string, string] | null } | undefined> {
  const [row] = await queryRows<{ art: string; brand_name: string | null; colors: [string, string] | null }>(db, sql`
    select r.art, b.name as brand_name, b.colors from rewards r left join brands b on b.id = r.brand_id where r.slug = ${slug}`);
  return row;
}

export async function reservedBefore(db: Db, before: Date): Promise<Array<{ id: number; customerId: number; transactionRef: string }>> {
  return db
    .select({ id: rewardRedemptions.id, customerId: rewardRedemptions.customerId, transactionRef: rewardRedemptions.transactionRef })
    .from(rewardRedemptions)
    .where(and(eq(rewardRedemptions.status, 'reserved'), lt(rewardRedemptions.createdAt, before)))
    .limit(1000);
}

export async function reservedOf(db: Db, customerId: number, transactionRef: string): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(rewardRedemptions)
    .where(and(eq(rewardRedemptions.customerId, customerId), eq(rewardRedemptions.transactionRef, transactionRef), eq(rewardRedemptions.status, 'reserved')));
}
