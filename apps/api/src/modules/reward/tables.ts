import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from '@blush/shared/catalog';
import { brands, variants } from '../catalog/tables.ts';
import { customers } from '../customer/tables.ts';

export type RedemptionStatus = 'reserved' | 'redeemed' | 'cancelled';

/**
 * Beauty Pass rewards (product guide §7 `rewards`): gifts a member takes for points, one per
 * transaction (§5, §9). `stock` is what is left; the check constraint means a redemption can never
 * take it below zero, whatever the concurrency. `variant_id` is the item given (its product image
 * is the reward's image); without one the reward is drawn from `art` (pouch, tote, voucher …).
 * `countries` lists where it is offered; null or empty means every country.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    /** What the generated image draws when no variant is linked. */
    art: text('art').notNull().default('gift'),
    points: integer('points').notNull(),
    stock: integer('stock').notNull().default(0),
    countries: char('countries', { length: 2 }).array(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rewards_slug_uq').on(t.slug),
    index('rewards_listing_idx').on(t.active, t.position),
    check('rewards_points_ck', sql`${t.points} > 0`),
    check('rewards_stock_ck', sql`${t.stock} >= 0`),
    check('rewards_window_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A member's reward for one transaction (the bag, later the order): `reserved` while in the bag,
 * `redeemed` once the order is placed (no returns or exchanges), `cancelled` when taken out of
 * the bag (points and stock given back). One live redemption per member and transaction: the
 * partial unique index is what enforces it under concurrency.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    rewardId: integer('reward_id').notNull().references(() => rewards.id),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    transactionRef: text('transaction_ref').notNull(),
    /** The country site it was redeemed on. */
    country: char('country', { length: 2 }).notNull(),
    /** Points charged: the reward's price at the time. */
    points: integer('points').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_redemptions_transaction_uq').on(t.customerId, t.transactionRef).where(sql`${t.status} <> 'cancelled'`),
    index('reward_redemptions_reward_idx').on(t.rewardId),
    check('reward_redemptions_points_ck', sql`${t.points} > 0`),
    check('reward_redemptions_status_ck', sql`${t.status} in ('reserved', 'redeemed', 'cancelled')`),
  ],
);
