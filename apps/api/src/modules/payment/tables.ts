import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@blush/shared/checkout-contracts';
import { orders } from '../order/tables.ts';

/**
 * A payment attempt of an order, as the shop knows it: the method, the amount asked, the gateway
 * session behind it (`provider_ref`) and what the shopper needs to pay (a QR payload, a virtual
 * account) or saw (card brand and last four digits; never the number or the CVC). An order has at
 * most one open attempt (pending or requires_action); a new one supersedes it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The gateway's session id, set once the session is open. */
    providerRef: text('provider_ref'),
    /** The client's Idempotency-Key, when it sent one: a retry returns this payment. */
    idempotencyKey: text('idempotency_key'),
    /** What the client sent with that key: the same key with another request is refused (409). */
    fingerprint: text('fingerprint'),
    qrPayload: text('qr_payload'),
    qrExpiresAt: timestamp('qr_expires_at', { withTimezone: true }),
    vaBank: text('va_bank'),
    vaNumber: text('va_number'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    actionUrl: text('action_url'),
    /** card_declined, authentication_failed, declined, expired, superseded, invalid_number … */
    failureCode: text('failure_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the flow that learned this payment succeeded finished with it (order paid, or its
     * refund asked for), in the same transaction: a succeeded payment without it is unfinished
     * work that reconciliation picks up.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_unsettled_idx').on(t.updatedAt).where(sql`${t.status} = 'succeeded' and ${t.settledAt} is null`),
    uniqueIndex('payments_provider_ref_uq').on(t.providerRef),
    uniqueIndex('payments_idempotency_uq').on(t.orderId, t.idempotencyKey),
    uniqueIndex('payments_one_open_uq').on(t.orderId).where(sql`${t.status} in ('pending', 'requires_action')`),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} in ('pending', 'requires_action')`),
    check('payments_status_ck', sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed', 'expired')`),
    check('payments_amount_ck', sql`${t.amount} > 0`),
    check('payments_card_last4_ck', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Webhook events received from the gateway: the event id is unique, so a replayed webhook changes nothing twice. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What applying it did: applied, unchanged, unknown_payment, amount_mismatch, paid_after_release. */
    result: text('result'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.eventId), index('payment_events_payment_idx').on(t.paymentId)],
);

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Money given back through the gateway: a payment that arrived for an order that could no longer
 * take it, a cancelled or blocked paid order, or an operator's partial refund. The row is the
 * shop's intent, written in the transaction that decided it; the outbox then asks the gateway
 * (idempotently, by the refund's id) until it answers. `key` stops one cause refunding twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** not_payable, duplicate_payment, cancelled, blocked, operator */
    reason: text('reason').notNull(),
    key: text('key').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_key_uq').on(t.key),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
    check('refunds_status_ck', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
