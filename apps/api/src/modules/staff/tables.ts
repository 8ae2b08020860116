import { sql } from 'drizzle-orm';
import { bigserial, bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@blush/shared/staff-permissions';
import { signInFailureColumns } from '../auth/tables.ts';

/**
 * The retailer's staff (issue 21, docs/decisions/0029): accounts apart from the shoppers', signed in
 * with a password and a TOTP second factor. The TOTP secret is kept encrypted with a key derived
 * from the signing key (`secret-box.ts`); `totp_last_step` is the last time step accepted, so a code
 * is never accepted twice. `version` moves on every change: an edit made from a stale copy is refused.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull().default(sql`'{}'::text[]`),
    /** The stores a store manager works for (their permissions hold there only). */
    storeIds: integer('store_ids').array().$type<number[]>().notNull().default(sql`'{}'::integer[]`),
    language: text('language').notNull().default('en'),
    totpSecret: text('totp_secret'),
    /** A secret handed out by enrolment, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong second-factor codes since the last right one; at the limit the account locks. */
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockReference: text('lock_reference'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The company account bound by the first single sign-on (decision 0034): from then on only this
     * issuer + subject signs the staff member in that way. Cleared by an administrator.
     */
    ssoIssuer: text('sso_issuer'),
    ssoSubject: text('sso_subject'),
    ssoLinkedAt: timestamp('sso_linked_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('staff_members_public_id_uq').on(t.publicId),
    uniqueIndex('staff_members_sso_uq').on(t.ssoIssuer, t.ssoSubject),
  ],
);

/** Ten single-use recovery codes per enrolment, HMAC-hashed. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_uq').on(t.staffId, t.codeHash)],
);

/**
 * A back-office session, found by the SHA-256 of its opaque cookie token. `stage` is
 * `second_factor` between the password and the code (it opens nothing but the second step and
 * enrolment), then `active`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage').$type<'second_factor' | 'active'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('staff_sessions_token_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Failed staff passwords per (subject, address) pair, as the shoppers' sign-in guard counts them (decision 0017). */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  signInFailureColumns(),
  (t) => [primaryKey({ columns: [t.subject, t.address] })],
);

/**
 * The audit trail: one row per change a staff member (or the command line, `staff_id` null) made,
 * written in the transaction of the change. Read newest first by `id` (keyset pagination).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    requestId: text('request_id'),
    /** HMAC of the client's address: the same address is recognisable, never readable. */
    ipHash: text('ip_hash'),
  },
  (t) => [
    index('staff_audit_log_staff_idx').on(t.staffId, t.id),
    index('staff_audit_log_action_idx').on(t.action, t.id),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('staff_audit_log_at_idx').on(t.at),
  ],
);

/**
 * Bearer tokens for integrations (issue 21 item 2): an integration acts as the staff member its
 * token belongs to, through the same permission table and audit trail as the back office. Kept as
 * the SHA-256 of the token (shown once when issued); a revoked token, or one whose staff member is
 * disabled, opens nothing.
 */
export const staffApiTokens = pgTable(
  'staff_api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_api_tokens_hash_uq').on(t.tokenHash), index('staff_api_tokens_staff_idx').on(t.staffId)],
);
