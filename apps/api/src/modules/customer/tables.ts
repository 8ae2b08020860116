import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BeautyProfile } from '@blush/shared/account-contracts';
import type { ConsentKind, Tier } from '@blush/shared/account';

/**
 * Members (Beauty Pass customers). A member is a customer from registration on: `tier` and
 * `card_number` are their Beauty Pass membership (the loyalty work adds the points ledger and tier
 * history beside it). `password_hash` is null for a member who only signs in with a social account.
 * E-mail is unique without regard to case (`lower(email)`).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    callingCode: text('calling_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: char('country', { length: 2 }).notNull(),
    language: char('language', { length: 2 }).notNull(),
    tier: text('tier').$type<Tier>().notNull().default('pink'),
    tierSince: timestamp('tier_since', { withTimezone: true }).notNull().defaultNow(),
    cardNumber: text('card_number').notNull(),
    /**
     * A tier set by staff (back office, `tier.override`) that the member has instead of `tier` until
     * `tier_override_ends_at`; `tier` stays what the rules give (the repo reads the override in).
     */
    tierOverride: text('tier_override').$type<Tier>(),
    tierOverrideEndsAt: timestamp('tier_override_ends_at', { withTimezone: true }),
    tierOverrideReason: text('tier_override_reason'),
    isEmployee: boolean('is_employee').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    beautyProfile: jsonb('beauty_profile').$type<Partial<BeautyProfile>>().notNull().default({}),
    /** Sandbox users (sandbox/users) are marked so the sandbox can list and delete only its own. */
    sandbox: boolean('sandbox').notNull().default(false),
    /** When staff erased the member's personal data (back office, `members.erase`): the row stays as an anonymous placeholder. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('customers_public_id_uq').on(t.publicId),
    uniqueIndex('customers_card_number_uq').on(t.cardNumber),
    check('customers_tier_ck', sql`${t.tier} in ('pink', 'white', 'black', 'gold')`),
    check('customers_tier_override_ck', sql`${t.tierOverride} is null or (${t.tierOverride} in ('pink', 'white', 'black', 'gold') and ${t.tierOverrideEndsAt} is not null)`),
  ],
);

/** Every consent given or withdrawn, with the wording version and time: an append-only record. */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    granted: boolean('granted').notNull(),
    version: text('version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_consents_customer_idx').on(t.customerId, t.kind, t.recordedAt)],
);

/** Earlier password hashes, newest first by time, for AUTH_MS_PV_006. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_customer_idx').on(t.customerId, t.createdAt)],
);
