/**
 * HTTP contracts of product alerts and notification choices (product guide §7 `waitlist`: index,
 * update; `notification-subscription`: index, create; `notification-subscription/subscribe`: create).
 * "Waitlist me" waits for a sold-out variant to come back (`restock`), "Remind me" for a coming-soon
 * product to launch (`launch`); which one a variant gets is the server's decision from its state.
 */
import { z } from 'zod';
import { recordIdSchema } from './contracts.ts';

export const ALERT_KINDS = ['restock', 'launch'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_STATUSES = ['pending', 'active', 'notified', 'cancelled'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** What a member can choose to hear about, and how. */
export const NOTIFICATION_TOPICS = ['restock', 'launch', 'beauty_pass', 'booking_reminder', 'order_update'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A member keeps at most this many live alerts. */
export const ALERTS_MAX = 100;

export const productAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  status: z.enum(ALERT_STATUSES),
  createdAt: z.string().describe('ISO date-time'),
  notifiedAt: z.string().nullable(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), brand: z.string(), imageUrl: z.string().nullable() }),
  variant: z.object({ id: z.number().int(), sku: z.string(), shade: z.string().nullable(), shadeHex: z.string().nullable(), size: z.string().nullable() }),
  /** The variant can be bought now in the alert's country. */
  inStock: z.boolean(),
});
export type ProductAlert = z.infer<typeof productAlertSchema>;

export const waitlistResponseSchema = z.object({ items: z.array(productAlertSchema) });
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;

export const waitlistUpdateBodySchema = z.object({
  variant_id: recordIdSchema,
  action: z.enum(['add', 'remove']),
});

/** A guest (or anyone) asks by e-mail: a confirmation link is sent first. */
export const subscribeBodySchema = z.object({
  variant_id: recordIdSchema,
  email: z.string().trim().max(254).pipe(z.email()),
});
export const subscribeResponseSchema = z.object({
  /** `confirmation_sent`: check the mailbox; `active`: a signed-in member with this e-mail is subscribed at once. */
  status: z.enum(['confirmation_sent', 'active']),
  kind: z.enum(ALERT_KINDS),
});

/** The link of a confirmation or unsubscribe e-mail: the alert and its signed token. */
export const alertTokenBodySchema = z.object({
  id: z.uuid(),
  token: z.string().min(10).max(200),
});
export const alertTokenResponseSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  status: z.enum(ALERT_STATUSES),
  product: z.object({ slug: z.string(), name: z.string(), brand: z.string() }),
  shade: z.string().nullable(),
});
export type AlertTokenResponse = z.infer<typeof alertTokenResponseSchema>;

export const preferenceSchema = z.object({ topic: z.enum(NOTIFICATION_TOPICS), channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() });
export type NotificationPreference = z.infer<typeof preferenceSchema>;

export const notificationSettingsSchema = z.object({
  /** Every topic × channel, defaults filled in. */
  preferences: z.array(preferenceSchema),
  push: z.object({
    /** The VAPID public key (base64url) for PushManager.subscribe. */
    publicKey: z.string(),
    /** How many browsers of this member receive push notifications. */
    devices: z.number().int(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});

export const notificationSettingsBodySchema = z.object({
  preferences: z.array(preferenceSchema).max(20).optional(),
  /** Register this browser for push (a PushSubscription's JSON), or `{ remove: endpoint }` to stop it. */
  push: z.union([pushSubscriptionSchema, z.object({ remove: z.string().max(2000) })]).optional(),
});
