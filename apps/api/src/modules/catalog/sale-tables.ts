import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { variants } from './tables.ts';

export const SALE_WINDOW_STATUSES = ['scheduled', 'active', 'ended', 'cancelled'] as const;
export type SaleWindowStatus = (typeof SALE_WINDOW_STATUSES)[number];

/**
 * Scheduled sales (issue 21 item 3, decision 0032): a sale price for a variant in a country from
 * `starts_at` to `ends_at`. The `catalog.sale_windows` job writes the sale price into
 * `variant_markets` at the start (`scheduled` → `active`, remembering the sale price it replaced)
 * and puts that back at the end (`active` → `ended`), through the same write as a manual price
 * edit. Windows of one variant and country never overlap (checked under the market row's lock).
 */
export const saleWindows = pgTable(
  'sale_windows',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    salePrice: integer('sale_price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SaleWindowStatus>().notNull().default('scheduled'),
    /** The sale price in force when the window started (null: none), put back when it ends. */
    replacedSalePrice: integer('replaced_sale_price'),
    /** Moves on every change (a staff edit, the job's start or end): an edit naming an older one is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_windows_market_idx').on(t.variantId, t.country),
    index('sale_windows_due_idx').on(t.status, t.startsAt).where(sql`${t.status} in ('scheduled', 'active')`),
    check('sale_windows_price_ck', sql`${t.salePrice} > 0`),
    check('sale_windows_range_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('sale_windows_status_ck', sql.raw(`status in (${SALE_WINDOW_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
