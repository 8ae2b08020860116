import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Translated } from '@blush/shared/catalog';
import { bags } from '../bag/tables.ts';
import { orders } from '../order/tables.ts';

/** A gift card's face: its name in every language and its colours (seeded; `position` orders them). */
export const giftCardDesigns = pgTable('gift_card_designs', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<Translated>().notNull(),
  background: text('background').notNull(),
  foreground: text('foreground').notNull(),
  accent: text('accent').notNull(),
  position: integer('position').notNull().default(0),
});

/** The delivery day chosen: 'now' or YYYY-MM-DD in the country's time zone. */
export type DeliverOn = 'now' | `${number}-${number}-${number}`;

/** What a gift card to buy says: its face, amount, who gives it to whom, the message and the day. */
const purchaseColumns = () => ({
  designId: text('design_id').notNull().references(() => giftCardDesigns.id),
  amount: integer('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  recipientName: text('recipient_name').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  senderName: text('sender_name').notNull(),
  message: text('message').notNull().default(''),
  deliverOn: text('deliver_on').$type<DeliverOn>().notNull().default('now'),
});

/** Gift cards waiting in a bag to be bought (priced in the bag's currency; no discount, points or shipping). */
export const giftCardBagLines = pgTable(
  'gift_card_bag_lines',
  {
    id: serial('id').primaryKey(),
    bagId: uuid('bag_id').notNull().references(() => bags.id, { onDelete: 'cascade' }),
    ...purchaseColumns(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_bag_lines_bag_idx').on(t.bagId), check('gift_card_bag_lines_amount_ck', sql`${t.amount} > 0`)],
);

/**
 * Gift cards bought by an order, copied from its bag when it is placed: each becomes one card once
 * the order is paid (`gift_cards.purchase_id` is unique, so a repeated issue issues nothing).
 */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    /** The buyer's site language: the recipient's e-mail is written in it. */
    language: text('language').notNull(),
    ...purchaseColumns(),
  },
  (t) => [index('gift_card_purchases_order_idx').on(t.orderId)],
);

/**
 * An issued gift card of one country and currency. The number is found by its SHA-256
 * (`number_hash`); the PIN is kept only as a salted scrypt hash. Number and PIN in clear
 * (`delivery_secret`) stay only until the recipient's e-mail is sent, then are wiped. `balance`
 * never goes below 0 (a check, and every debit is a conditional update).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    numberHash: text('number_hash').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    pinHash: text('pin_hash').notNull(),
    deliverySecret: jsonb('delivery_secret').$type<{ number: string; pin: string }>(),
    country: char('country', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    initialAmount: integer('initial_amount').notNull(),
    balance: integer('balance').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The purchase it was issued for (null: made by operations or the demo seed). */
    purchaseId: integer('purchase_id').references(() => giftCardPurchases.id, { onDelete: 'set null' }),
    designId: text('design_id').notNull().references(() => giftCardDesigns.id),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    language: text('language').notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Voided by staff in the back office (issue 21 item 9): its balance is 0 and it takes no adjustment. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_number_uq').on(t.numberHash),
    uniqueIndex('gift_cards_purchase_uq').on(t.purchaseId),
    index('gift_cards_due_idx').on(t.deliverAt).where(sql`${t.deliveredAt} is null`),
    check('gift_cards_balance_ck', sql`${t.balance} >= 0 and ${t.balance} <= ${t.initialAmount}`),
  ],
);

/**
 * Every movement of a card's balance: issued, redeemed by an order, returned when that order is
 * released, voided when the order that bought the card is cancelled. One `redeemed` and one `returned` per card and order at most (unique), so an amount
 * goes back exactly once however often a release is retried.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'issued' | 'redeemed' | 'returned' | 'voided' | 'adjusted'>().notNull(),
    /** Signed: negative when spent. */
    amount: integer('amount').notNull(),
    /** The staff member's reason (back-office issue, void and adjustment). */
    note: text('note'),
    /** The back office's Idempotency-Key of the request that wrote it (unique): a retry changes nothing. */
    requestKey: text('request_key'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_card_ledger_order_uq').on(t.giftCardId, t.orderId, t.kind).where(sql`${t.orderId} is not null`),
    uniqueIndex('gift_card_ledger_request_uq').on(t.requestKey),
    index('gift_card_ledger_order_idx').on(t.orderId),
  ],
);

/** Gift cards applied to pay a bag, in the order applied (that is the order they are used in). */
export const giftCardBagRedemptions = pgTable(
  'gift_card_bag_redemptions',
  {
    id: serial('id').notNull(),
    bagId: uuid('bag_id').notNull().references(() => bags.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bagId, t.giftCardId] }), uniqueIndex('gift_card_bag_redemptions_id_uq').on(t.id)],
);

/**
 * Balance checks and redemptions that failed, by who asked (the IP's hash) and by what was asked
 * (the number's hash, whether or not it exists): both are throttled the same way, so a wrong PIN
 * and an unknown number look alike.
 */
export const giftCardAttempts = pgTable(
  'gift_card_attempts',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_attempts_subject_idx').on(t.subject, t.at)],
);
