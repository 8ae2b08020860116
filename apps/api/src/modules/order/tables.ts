import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CostSummary } from '@blush/shared/bag-contracts';
import { customers } from '../customer/tables.ts';

/**
 * The states of an order's payment and of its pickup (product guide §4): payment_pending until the
 * gateway answers; paid; payment_failed / payment_expired release the stock, promo use and
 * points (payment_failed_with_inventory when the stock could be kept for a retry);
 * fraud_check_pending and payment_blocked from screening; cancelled.
 */
export type OrderStatus =
  | 'payment_pending'
  | 'paid'
  | 'fraud_check_pending'
  | 'payment_failed'
  | 'payment_failed_with_inventory'
  | 'payment_expired'
  | 'payment_blocked'
  | 'cancelled';
export type Fulfilment = 'unfulfilled' | 'packed' | 'shipped' | 'delivered' | 'collected';

/** Order numbers: the country and this sequence ("SG00100001"), unique and never reused. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export interface OrderPerson {
  firstName: string;
  lastName: string;
  email?: string;
  callingCode: string;
  mobile: string;
}

/**
 * An order as placed: who, where, how it is delivered and paid, and the cost summary exactly as
 * the shopper saw it (prices never re-read afterwards). `id` is the public reference of
 * `/orders/{id}`; `number` is what shoppers quote. A guest reaches it with the token whose hash is
 * `guest_token_hash`. `idempotency_key` makes a retried placement return the same order; the bag's
 * `fingerprint` tells a retry from another bag sent with the same key.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    country: char('country', { length: 2 }).notNull(),
    language: text('language').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestTokenHash: text('guest_token_hash'),
    email: text('email').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('payment_pending'),
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull().default('unfulfilled'),
    bagId: uuid('bag_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    deliveryOption: text('delivery_option').notNull(),
    storeId: text('store_id'),
    estimatedFrom: text('estimated_from'),
    estimatedTo: text('estimated_to'),
    recipient: jsonb('recipient').$type<OrderPerson>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>(),
    registrationNumber: text('registration_number'),
    promotionId: integer('promotion_id'),
    promotionCode: text('promotion_code'),
    summary: jsonb('summary').$type<CostSummary>().notNull(),
    total: integer('total').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    fraudToken: text('fraud_token'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment attempt whose money paid the order: any other attempt that succeeded is refunded. */
    paidPaymentId: uuid('paid_payment_id'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every change of the row (and every refund): a back-office edit sent from an older copy is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    // The back office's search, newest first (keyset on created_at, id), and its fraud review queue, oldest first.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_fraud_queue_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'fraud_check_pending'`),
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_pending_idx').on(t.paymentExpiresAt).where(sql`${t.status} = 'payment_pending'`),
    check('orders_total_ck', sql`${t.total} >= 0`),
  ],
);

/** The lines of an order as sold: product lines with their prices, and free gifts, samples and the reward. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'product' | 'gift' | 'sample' | 'reward' | 'gift_card'>().notNull(),
    variantId: integer('variant_id'),
    /** The gift, sample or reward redemption id for free lines. */
    refId: integer('ref_id'),
    sku: text('sku'),
    name: text('name').notNull(),
    brand: text('brand'),
    detail: text('detail'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull().default(0),
    subtotal: integer('subtotal').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    /** Stock taken for this line (given back when an unpaid order is released). */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_ck', sql`${t.quantity} > 0`)],
);

/** What happened to an order, in order: placed, paid, failed, expired, released, packed … */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);
