import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../store/tables.ts';
import { variants } from './tables.ts';

export const STOCK_LOCATION_KINDS = ['warehouse', 'store'] as const;
export type StockLocationKind = (typeof STOCK_LOCATION_KINDS)[number];
export const STOCK_MOVEMENT_REASONS = ['order', 'release', 'staff', 'import', 'integration'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/**
 * Where stock is kept (decision 0035): a country's warehouses, which ship online orders, and the
 * stores' shelves, which do not. `variant_markets.stock` (what the storefront sells online in a
 * country) is always the sum of the quantities at that country's `ships_online` locations, kept in
 * code in the same transaction (`stock-repo.ts`).
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    /** Shown to staff and used by stock files: `WH-SG`, or the store's slug upper-cased. */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<StockLocationKind>().notNull(),
    country: char('country', { length: 2 }).notNull(),
    storeId: integer('store_id').unique().references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shipsOnline: boolean('ships_online').notNull(),
  },
  (t) => [
    index('stock_locations_country_idx').on(t.country, t.shipsOnline),
    check('stock_locations_kind_ck', sql`${t.kind} in ('warehouse', 'store') and (${t.kind} = 'store') = (${t.storeId} is not null)`),
  ],
);

/** Units of a variant at a location. `version` moves with every staff or file edit (a stale edit is a 409), not with checkouts. */
export const locationStock = pgTable(
  'location_stock',
  {
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull().references(() => stockLocations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.locationId] }),
    index('location_stock_location_idx').on(t.locationId, t.variantId),
    check('location_stock_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);

/** Every change of a location's quantity: who or what moved how many units; a release reverses its order's rows. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull().references(() => stockLocations.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    orderId: uuid('order_id'),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_order_idx').on(t.orderId, t.variantId).where(sql`${t.orderId} is not null`),
    index('stock_movements_location_idx').on(t.locationId, t.variantId, t.createdAt),
    check('stock_movements_reason_ck', sql`${t.reason} in ('order', 'release', 'staff', 'import', 'integration')`),
  ],
);
