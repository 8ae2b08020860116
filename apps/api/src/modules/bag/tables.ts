import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { variants } from '../catalog/tables.ts';
import { customers } from '../customer/tables.ts';
import { promotionGifts, samples } from '../promotion/tables.ts';

/**
 * A shopping bag in one country: a guest's (found by the SHA-256 of the token in their httpOnly
 * `bag` cookie) or a member's (one active bag per member and country). At sign-in a guest's bag is
 * merged into the member's and marked `merged`; an order marks it `ordered`.
 */
export const bags = pgTable(
  'bags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    status: text('status').$type<'active' | 'merged' | 'ordered'>().notNull().default('active'),
    /** The promo code applied (one per order), as typed; checked again on every read of the bag. */
    promotionCode: text('promotion_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bags_token_country_uq').on(t.tokenHash, t.country).where(sql`${t.tokenHash} is not null and ${t.status} = 'active'`),
    uniqueIndex('bags_customer_country_uq').on(t.customerId, t.country).where(sql`${t.customerId} is not null and ${t.status} = 'active'`),
    index('bags_updated_idx').on(t.updatedAt),
  ],
);

/**
 * Lines of a bag. One line per variant and kind; `quantity` between 1 and 6 is a constraint, and
 * adding goes through one `insert … on conflict do update … where quantity + n <= limit`, so two
 * tabs adding at once can never pass the limit.
 */
export const bagLines = pgTable(
  'bag_lines',
  {
    id: serial('id').primaryKey(),
    bagId: uuid('bag_id').notNull().references(() => bags.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'product' | 'gift' | 'sample' | 'reward'>().notNull().default('product'),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bag_lines_variant_uq').on(t.bagId, t.variantId, t.kind), check('bag_lines_quantity_ck', sql`${t.quantity} between 1 and 6`)],
);

/** The free samples chosen for a bag (at most the country's number; checked under the bag lock). */
export const bagSamples = pgTable(
  'bag_samples',
  {
    bagId: uuid('bag_id').notNull().references(() => bags.id, { onDelete: 'cascade' }),
    sampleId: integer('sample_id').notNull().references(() => samples.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bagId, t.sampleId] })],
);

/** The gifts chosen for a bag's gift promotions (at most the promotion's `gift_max` each). */
export const bagGifts = pgTable(
  'bag_gifts',
  {
    bagId: uuid('bag_id').notNull().references(() => bags.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id').notNull().references(() => promotionGifts.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bagId, t.giftId] }), index('bag_gifts_promotion_idx').on(t.bagId, t.promotionId)],
);
