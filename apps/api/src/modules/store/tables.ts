import { sql } from 'drizzle-orm';
import { boolean, char, check, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from '@blush/shared/catalog';

/** Opening hours by weekday (0 = Sunday): [opens, closes] as "HH:MM" local time, null when closed. */
export type WeeklyHours = ReadonlyArray<readonly [string, string] | null>;

/**
 * Blush stores (product guide §7 store locations): where click-and-collect orders are picked up, and —
 * with the stores and bookings capability — where services, classes and events happen.
 * `click_and_collect` says whether the store hands over online orders.
 */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    country: char('country', { length: 2 }).notNull(),
    name: jsonb('name').$type<Translated>().notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    timeZone: text('time_zone').notNull(),
    hours: jsonb('hours').$type<WeeklyHours>().notNull(),
    clickAndCollect: boolean('click_and_collect').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** Moves with every back-office change of hours, closures or click-and-collect (a stale write is a 409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('stores_slug_uq').on(t.slug), index('stores_country_idx').on(t.country, t.active)],
);

/**
 * Days a store is closed although its weekly hours say open (a holiday, a refit): `starts_on` to
 * `ends_on` inclusive, local dates of the store. No slot is offered on them; the back office refuses
 * overlapping closures and a closure over live bookings.
 */
export const storeClosures = pgTable(
  'store_closures',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_closures_store_idx').on(t.storeId, t.startsOn), check('store_closures_range_ck', sql`${t.endsOn} >= ${t.startsOn}`)],
);
