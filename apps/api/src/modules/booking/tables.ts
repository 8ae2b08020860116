import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ActivityKind, BookingQuestion } from '@blush/shared/booking';
import type { Translated } from '@blush/shared/catalog';
import { customers } from '../customer/tables.ts';
import { stores } from '../store/tables.ts';

/** Groups of activities as the happening pages tab and list them ("Makeup", "Skincare", "Masterclasses"). */
export const activityGroups = pgTable('activity_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<ActivityKind>().notNull(),
  name: jsonb('name').$type<Translated>().notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * What a store offers (product guide §1, §3): a beauty service done by an artist, a class or an event
 * with seats. One country's: its price is in that country's currency (0 = free).
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    country: char('country', { length: 2 }).notNull(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    groupId: integer('group_id').references(() => activityGroups.id),
    name: jsonb('name').$type<Translated>().notNull(),
    summary: jsonb('summary').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: integer('price').notNull().default(0),
    imageUrl: text('image_url'),
    questions: jsonb('questions').$type<BookingQuestion[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('activities_slug_uq').on(t.slug), index('activities_country_idx').on(t.country, t.kind), check('activities_duration_ck', sql`${t.durationMinutes} > 0`)],
);

/** The stores that hold an activity. */
export const activityStores = pgTable(
  'activity_stores',
  {
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.storeId] }), index('activity_stores_store_idx').on(t.storeId)],
);

/** A store's beauty artists. Bookings of a service lock the artist rows they may take. */
export const artists = pgTable('artists', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  /** Moves with every back-office change of the artist's week (a stale write is a 409). */
  version: integer('version').notNull().default(1),
});

/** The services an artist performs. */
export const artistSkills = pgTable(
  'artist_skills',
  {
    artistId: integer('artist_id').notNull().references(() => artists.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.activityId] })],
);

/** An artist's working hours by weekday (0 = Sunday), "HH:MM" in the store's local time. */
export const artistHours = pgTable(
  'artist_hours',
  {
    artistId: integer('artist_id').notNull().references(() => artists.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    starts: text('starts').notNull(),
    ends: text('ends').notNull(),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.weekday] })],
);

/** A scheduled class or event at a store, with its seats. */
export const activitySessions = pgTable(
  'activity_sessions',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    seats: integer('seats').notNull(),
    /** Moves with every back-office change of the seats (a stale write is a 409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('activity_sessions_lookup_idx').on(t.activityId, t.storeId, t.startsAt), check('activity_sessions_seats_ck', sql`${t.seats} > 0`)],
);

/** Confirmation numbers: the country and this sequence ("BK-SG-200001"), never reused. */
export const bookingNumberSeq = pgSequence('booking_number_seq', { startWith: 200001 });

/**
 * A booking (product guide §3, §4): confirmed, rescheduled (moved at least once) or cancelled; shown
 * as expired once its time has passed. A service's booking holds an artist; a class's or event's a
 * seat of its session. A guest manages it with the signed link of
 * its e-mails (`links.ts`).
 * The partial unique indexes are the last word against double booking: one artist per start, one
 * person per slot.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    country: char('country', { length: 2 }).notNull(),
    language: text('language').notNull(),
    activityId: integer('activity_id').notNull().references(() => activities.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    artistId: integer('artist_id').references(() => artists.id),
    sessionId: integer('session_id').references(() => activitySessions.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'confirmed' | 'rescheduled' | 'cancelled'>().notNull().default('confirmed'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    callingCode: text('calling_code').notNull(),
    phone: text('phone').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    cancelReason: text('cancel_reason'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_number_uq').on(t.number),
    uniqueIndex('bookings_artist_start_uq').on(t.artistId, t.startsAt).where(sql`${t.status} <> 'cancelled' and ${t.artistId} is not null`),
    uniqueIndex('bookings_person_slot_uq').on(t.activityId, t.storeId, t.startsAt, sql`lower(${t.email})`).where(sql`${t.status} <> 'cancelled'`),
    index('bookings_store_start_idx').on(t.storeId, t.startsAt),
    index('bookings_session_idx').on(t.sessionId),
    index('bookings_customer_idx').on(t.customerId),
  ],
);
