import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PerkKind, PointSource } from '@blush/shared/loyalty';
import type { Tier } from '@blush/shared/account';
import { customers } from '../customer/tables.ts';

/**
 * A member's points position, kept in step with the ledger inside the same transaction: the
 * check constraints make an overdraw impossible whatever the concurrency (an update that would
 * take `balance` below zero fails). `last_activity_at` (the last purchase or redemption) drives
 * the 18-month expiry.
 */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('loyalty_accounts_balance_ck', sql`${t.balance} >= 0`), check('loyalty_accounts_pending_ck', sql`${t.pending} >= 0`)],
);

/**
 * The points ledger: append-only, one row per movement. Available points are the sum of the
 * available rows; pending purchase points wait for delivery plus three working days. A row with a
 * `reference` is unique per member and source, which makes every award idempotent.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    source: text('source').$type<PointSource>().notNull(),
    points: integer('points').notNull(),
    status: text('status').$type<'pending' | 'available'>().notNull(),
    /** Pending rows: when they become available (null until the order is delivered). */
    availableAt: timestamp('available_at', { withTimezone: true }),
    orderNumber: text('order_number'),
    reference: text('reference'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_customer_idx').on(t.customerId, t.createdAt),
    index('points_ledger_pending_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('points_ledger_reference_uq').on(t.customerId, t.source, t.reference),
    check('points_ledger_nonzero_ck', sql`${t.points} <> 0`),
  ],
);

/** Qualifying spend, one row per order, for tiers (rolling 12 months in the member's currency). */
export const qualifyingSpend = pgTable(
  'qualifying_spend',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    country: char('country', { length: 2 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('qualifying_spend_order_uq').on(t.orderNumber), index('qualifying_spend_customer_idx').on(t.customerId, t.occurredAt), check('qualifying_spend_amount_ck', sql`${t.amount} >= 0`)],
);

/** Every tier change, for "just upgraded" / "just downgraded" and the member's history. */
export const tierChanges = pgTable(
  'tier_changes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').$type<Tier>().notNull(),
    toTier: text('to_tier').$type<Tier>().notNull(),
    reason: text('reason').$type<'spend' | 'review' | 'manual'>().notNull(),
    qualifyingSpend: integer('qualifying_spend').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tier_changes_customer_idx').on(t.customerId, t.changedAt)],
);

/**
 * Beauty-perk gifts (product guide §3) issued to a member. `period` makes issuing idempotent: `once`
 * for the welcome voucher and Gold welcome, the year for birthday perks.
 */
export const perks = pgTable(
  'perks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PerkKind>().notNull(),
    period: text('period').notNull(),
    status: text('status').$type<'issued' | 'redeemed' | 'expired'>().notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    redeemBy: date('redeem_by', { mode: 'string' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    orderNumber: text('order_number'),
  },
  (t) => [uniqueIndex('perks_period_uq').on(t.customerId, t.kind, t.period)],
);
