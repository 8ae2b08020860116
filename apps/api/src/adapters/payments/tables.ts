import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GatewayStatus } from './gateway.ts';

/**
 * The built-in gateway's own state. It stands for an outside payment service, so it keeps its own
 * tables and the shop reaches it only through the `PaymentGateway` interface, never these tables.
 */

/** The merchant account at the gateway: its webhook signing secret, generated once. */
export const gatewayAccounts = pgTable('gateway_accounts', {
  id: text('id').primaryKey(),
  webhookSecret: text('webhook_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment session: what is being paid, how, and how it ended. No full card number or CVC, ever. */
export const gatewaySessions = pgTable(
  'gateway_sessions',
  {
    ref: text('ref').primaryKey(),
    /** The merchant's reference (the shop's payment id). */
    reference: text('reference').notNull(),
    orderNumber: text('order_number').notNull(),
    method: text('method').notNull(),
    status: text('status').$type<GatewayStatus>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    qrScheme: text('qr_scheme'),
    qrPayload: text('qr_payload'),
    vaBank: text('va_bank'),
    vaNumber: text('va_number'),
    actionUrl: text('action_url'),
    failureCode: text('failure_code'),
    /** Minor units given back so far (never more than `amount`). */
    refunded: integer('refunded').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One session per merchant reference: opening it again returns the same session (idempotent).
    uniqueIndex('gateway_sessions_reference_uq').on(t.reference),
    index('gateway_sessions_settled_idx').on(t.updatedAt).where(sql`${t.status} = 'succeeded'`),
    check('gateway_sessions_refunded_ck', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
    index('gateway_sessions_open_idx').on(t.expiresAt).where(sql`${t.status} in ('pending', 'requires_action')`),
  ],
);

/** Webhook events the gateway owes the merchant (an outbox): delivered, or retried with backoff. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: text('id').primaryKey(),
    sessionRef: text('session_ref').notNull(),
    type: text('type').notNull(),
    /** The JSON body exactly as sent (and signed). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_events_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);

/** Refunds of captured sessions, one per merchant reference (the shop's refund id). */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    ref: text('ref').primaryKey(),
    reference: text('reference').notNull(),
    sessionRef: text('session_ref').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_refunds_reference_uq').on(t.reference), index('gateway_refunds_session_idx').on(t.sessionRef)],
);
