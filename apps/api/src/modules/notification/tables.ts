import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AlertKind, AlertStatus, NotificationChannel, NotificationTopic } from '@blush/shared/notification-contracts';
import { products, variants } from '../catalog/tables.ts';
import { customers } from '../customer/tables.ts';

/**
 * "Waitlist me" and "Remind me" (product guide §1, §4): one row per person, variant and country.
 * `restock` waits for a sold-out variant to come back, `launch` for a coming-soon product to launch.
 * A member's alert is active at once; a guest's waits for the e-mail link (`pending`) so nobody can
 * subscribe someone else. `notified` is set in the same transaction that queues the e-mail, so each
 * alert sends once however many instances scan. Cancelled rows stay for the unsubscribe answer.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AlertKind>().notNull(),
    status: text('status').$type<AlertStatus>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    country: char('country', { length: 2 }).notNull(),
    language: char('language', { length: 2 }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One live alert per address, variant and country, whatever the concurrency.
    uniqueIndex('product_alerts_live_uq')
      .on(sql`lower(${t.email})`, t.variantId, t.country)
      .where(sql`${t.status} in ('pending', 'active')`),
    // The scan: active alerts of a variant (restock) or product (launch).
    index('product_alerts_active_variant_idx').on(t.variantId, t.country).where(sql`${t.status} = 'active'`),
    index('product_alerts_active_product_idx').on(t.productId, t.country).where(sql`${t.status} = 'active'`),
    index('product_alerts_customer_idx').on(t.customerId, t.createdAt),
    check('product_alerts_kind_ck', sql`${t.kind} in ('restock', 'launch')`),
    check('product_alerts_status_ck', sql`${t.status} in ('pending', 'active', 'notified', 'cancelled')`),
  ],
);

/**
 * A member's choice per topic and channel (restocks, launches, Beauty Pass news, booking reminders,
 * order updates × e-mail, web push). A missing row means the default (notification/preferences.ts).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<NotificationTopic>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.customerId, t.topic, t.channel] })],
);

/** A browser's Push API subscription of a member (one per endpoint; a member may have several browsers). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_customer_idx').on(t.customerId)],
);

/** The shop's VAPID key pair, generated once by whichever instance needs it first (VAPID_* settings override it). */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_one_ck', sql`${t.id} = 1`)],
);
