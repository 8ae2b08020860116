import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from '@blush/shared/catalog';
import type { PromotionKind } from '@blush/shared/promotion';
import { variants } from '../catalog/tables.ts';
import { customers } from '../customer/tables.ts';

/**
 * Promotions (product guide §3 promo, §5 promo rules). A `code` promotion is entered by the shopper
 * (case sensitive, one per order); an automatic one (`code` null) applies by itself: bundles and
 * spend-and-get gifts. Kinds: `percentage` (`percent` off the eligible lines), `fixed` (`amounts`
 * off, per country in minor units), `free_shipping`, `gift` (opens the gift choice: `gift_max`
 * of the promotion's gifts) and `bundle` (`percent` off each complete set of `product_ids`).
 * Conditions: `min_spend` per country (minor units, on the eligible lines), `first_order_only`,
 * `product_ids` / `brand_ids` (the lines it applies to; for a bundle, its products), the
 * `starts_at`–`ends_at` window, `usage_limit` in all and `per_customer_limit` — counted from
 * `promotion_redemptions`, which the order placement writes under a row lock on the promotion.
 * `countries` null means every country. `listed` ones show in the offers panel.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    title: jsonb('title').$type<Translated>().notNull(),
    details: jsonb('details').$type<Translated>().notNull(),
    terms: jsonb('terms').$type<Translated>().notNull(),
    percent: integer('percent'),
    amounts: jsonb('amounts').$type<Partial<Record<string, number>>>(),
    minSpend: jsonb('min_spend').$type<Partial<Record<string, number>>>(),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    productIds: integer('product_ids').array(),
    brandIds: integer('brand_ids').array(),
    countries: char('countries', { length: 2 }).array(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    giftMax: integer('gift_max'),
    listed: boolean('listed').notNull().default(true),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Moves on every back-office edit: a save naming an older one is refused (two staff editing at once). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_uq').on(t.code).where(sql`${t.code} is not null`),
    index('promotions_automatic_idx').on(t.active).where(sql`${t.code} is null`),
    check('promotions_kind_ck', sql`${t.kind} in ('percentage', 'fixed', 'free_shipping', 'gift', 'bundle')`),
    check('promotions_percent_ck', sql`${t.percent} is null or ${t.percent} between 1 and 100`),
    check('promotions_window_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('promotions_limits_ck', sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)`),
    check('promotions_gift_ck', sql`${t.kind} <> 'gift' or ${t.giftMax} > 0`),
  ],
);

/**
 * The gifts a `gift` promotion offers: each a catalogue variant given free (its deluxe or mini
 * size), with its own stock that can never go below zero. A gift with no stock shows as Fully
 * Redeemed.
 */
export const promotionGifts = pgTable(
  'promotion_gifts',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<Translated>().notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('promotion_gifts_promotion_idx').on(t.promotionId), check('promotion_gifts_stock_ck', sql`${t.stock} >= 0`)],
);

/** A promotion used by an order: what the usage limits count. Written at order placement. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Lower-cased e-mail of the buyer, so a guest's uses count too. */
    email: text('email'),
    orderRef: text('order_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_order_uq').on(t.promotionId, t.orderRef),
    index('promotion_redemptions_customer_idx').on(t.promotionId, t.customerId),
  ],
);

/**
 * Free samples (product guide §3): deluxe sizes of catalogue variants a shopper may add, up to the
 * country's number per order. Stock is taken at order placement; at zero the sample shows as
 * Fully Redeemed.
 */
export const samples = pgTable(
  'samples',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<Translated>().notNull(),
    countries: char('countries', { length: 2 }).array(),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('samples_listing_idx').on(t.active, t.position), check('samples_stock_ck', sql`${t.stock} >= 0`)],
);
