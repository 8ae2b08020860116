import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Breadcrumb, StackFrame } from '@blush/shared/error-reporter-contracts';

/**
 * The built-in error collector (decision 0025): one row per error group (class + message + top
 * in-app frame, hashed into `fingerprint`), counting every occurrence, and a bounded number of its
 * latest events with their stacks and breadcrumbs. Old events and groups are pruned on write, so a
 * flood cannot fill the database.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: serial('id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    source: text('source').$type<'browser' | 'server'>().notNull(),
    errorClass: text('error_class').notNull(),
    message: text('message').notNull(),
    location: text('location').notNull(),
    occurrences: integer('occurrences').notNull().default(0),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('error_groups_fingerprint_idx').on(t.fingerprint), index('error_groups_last_seen_idx').on(t.lastSeen)],
);

export interface StoredException {
  errorClass: string;
  message: string;
  stacktrace: StackFrame[];
}

export const errorEvents = pgTable(
  'error_events',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    severity: text('severity').notNull(),
    unhandled: boolean('unhandled').notNull(),
    context: text('context'),
    url: text('url'),
    userId: text('user_id'),
    sessionId: text('session_id'),
    /** SHA-256 of the sender's address: enough to cap one visitor, not their address. */
    client: text('client').notNull(),
    exceptions: jsonb('exceptions').$type<StoredException[]>().notNull(),
    breadcrumbs: jsonb('breadcrumbs').$type<Breadcrumb[]>().notNull(),
  },
  (t) => [index('error_events_group_idx').on(t.groupId, t.id), index('error_events_client_idx').on(t.client, t.receivedAt)],
);

/** Sessions (Bugsnag's session payload), so an event's session and its user can be looked up. */
export const errorSessions = pgTable(
  'error_sessions',
  {
    id: text('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    userId: text('user_id'),
    client: text('client').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_sessions_received_idx').on(t.receivedAt), index('error_sessions_client_idx').on(t.client, t.receivedAt)],
);

/**
 * What each client sent today: events and sessions are counted as they arrive (stored events are
 * pruned, so they cannot be counted), and a client over its day's share is refused.
 */
export const errorClientQuota = pgTable(
  'error_client_quota',
  {
    client: text('client').notNull(),
    day: date('day').notNull(),
    events: integer('events').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.client, t.day] })],
);
