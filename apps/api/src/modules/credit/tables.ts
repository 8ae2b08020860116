import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bags } from '../bag/tables.ts';
import { customers } from '../customer/tables.ts';

/**
 * A member's store credit in one country (its currency): the balance the ledger adds up to, kept
 * on one row so a spend is one conditional update (`balance >= amount`) and never goes below 0.
 */
export const storeCreditAccounts = pgTable(
  'store_credit_accounts',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.country] }), check('store_credit_accounts_balance_ck', sql`${t.balance} >= 0`)],
);

export type StoreCreditKind = 'goodwill' | 'refund' | 'spent' | 'returned' | 'adjusted';

/**
 * Every movement of store credit: granted by operations (goodwill, refund; unique by the request's
 * Idempotency-Key), spent by an order, returned when that order is released (one `spent` and one
 * `returned` per order at most).
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    kind: text('kind').$type<StoreCreditKind>().notNull(),
    /** Signed, minor units: negative when spent. */
    amount: integer('amount').notNull(),
    note: text('note'),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_credit_entries_customer_idx').on(t.customerId, t.country, t.createdAt),
    uniqueIndex('store_credit_entries_request_uq').on(t.requestKey),
    uniqueIndex('store_credit_entries_order_uq').on(t.customerId, t.orderId, t.kind).where(sql`${t.orderId} is not null and ${t.kind} in ('spent', 'returned')`),
  ],
);

/** Bags the member chose to pay with their store credit (as much of it as the bag needs). */
export const storeCreditBags = pgTable('store_credit_bags', {
  bagId: uuid('bag_id').primaryKey().references(() => bags.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
