import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customer/tables.ts';

/**
 * A signed-in device or browser. Access tokens carry the session id (`sid`); signing out or a
 * detected refresh-token reuse revokes the session, and with it every refresh token it holds.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    flow: text('flow').$type<'client' | 'app'>().notNull(),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<'sign_out' | 'reuse' | 'password_changed' | 'locked'>(),
  },
  (t) => [index('auth_sessions_customer_idx').on(t.customerId)],
);

/**
 * Rotating refresh tokens, stored as SHA-256 hashes. Using one marks it used and issues its
 * successor; a used token presented again within the grace period (two tabs refreshing at once)
 * gets a sibling, later it counts as reuse and revokes the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').notNull().references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use links sent by e-mail (password reset, unlock) and pending social links, hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'password_reset' | 'unlock' | 'social_link'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    data: text('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash), index('one_time_tokens_customer_idx').on(t.customerId, t.purpose)],
);

/**
 * The account-level lock (docs/decisions/0017): set only by a distributed attack (or by support),
 * it makes new devices sign in with an e-mailed code. Every failure of a known account is counted
 * in a transaction that locks this row first, so racing guesses lock the account exactly once.
 * Known-device cookies issued before `devices_valid_after` (a password reset) no longer count.
 */
export const signInGuards = pgTable('sign_in_guards', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  reference: text('reference'),
  devicesValidAfter: timestamp('devices_valid_after', { withTimezone: true }),
});

/** The columns of a sign-in failure counter per (subject, address) pair (shoppers here, staff in modules/staff). */
export const signInFailureColumns = () => ({
  subject: text('subject').notNull(),
  address: text('address').notNull(),
  failures: integer('failures').notNull().default(0),
  firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  reference: text('reference'),
});

/**
 * Failed sign-ins per (subject, address) pair: the subject is a hash of the lower-cased e-mail, so
 * unknown e-mails are slowed and blocked exactly like members; the address is the client's IP
 * (an IPv6 /64). Too many failures slow the pair down (`retry_at`), then block it with a Reference ID.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  signInFailureColumns(),
  (t) => [primaryKey({ columns: [t.subject, t.address] }), index('sign_in_failures_last_failed_idx').on(t.lastFailedAt)],
);

/** One-time sign-in codes e-mailed to the owner of a locked account: HMAC-hashed, short-lived, single use, few tries. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_codes_customer_idx').on(t.customerId, t.createdAt)],
);

/** A social account (OpenID Connect issuer + subject) linked to a member. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_customer_idx').on(t.customerId)],
);

/** Secrets generated on first start when none is configured (the access-token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
