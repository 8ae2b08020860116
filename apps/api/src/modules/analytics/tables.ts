import { char, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in first-party analytics collector (issue 19): page views and other events the data
 * layer sends with the visitor's analytics consent, so the retailer sees traffic with no third
 * party. A visitor is the random id of the `blush_vid` cookie; no address is stored, only a daily
 * quota keyed by its hash, so one visitor (or one address changing ids) cannot fill the database.
 */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    /** The page's path without its query (a query may carry a token). */
    path: text('path').notNull(),
    country: char('country', { length: 2 }).notNull(),
    language: char('language', { length: 2 }).notNull(),
    layout: text('layout').$type<'Mobile' | 'Desktop'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_page_views_created_idx').on(t.createdAt)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    country: char('country', { length: 2 }).notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt)],
);

/** Events taken today per key (`v:<visitor id>` or `a:<hash of the address>`); older days are dropped. */
export const analyticsQuota = pgTable(
  'analytics_quota',
  {
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    events: integer('events').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] })],
);
