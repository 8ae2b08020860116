import { boolean, char, doublePrecision, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [uniqueIndex('stores_slug_uq').on(t.slug), index('stores_country_idx').on(t.country, t.active)],
);
