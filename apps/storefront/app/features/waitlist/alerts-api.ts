/**
 * The calls of product alerts and notification choices (`@blush/shared/notification-contracts`),
 * from the browser: the member's waitlist (`GET`/`PUT /waitlist`), a guest's subscription by e-mail
 * (`POST /notification-subscription/subscribe`), the e-mail links (`…/confirm`, `…/unsubscribe`) and
 * the member's notification choices (`GET`/`POST /notification-subscription`). Loaded lazily.
 */
import {
  alertTokenResponseSchema,
  notificationSettingsSchema,
  subscribeResponseSchema,
  waitlistResponseSchema,
  type NotificationPreference,
} from '@blush/shared/notification-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function alertsApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    list: async (signal?: AbortSignal) => (await api.get('/waitlist', { schema: waitlistResponseSchema, ...(signal ? { signal } : {}) })).items,
    update: async (variantId: number, action: 'add' | 'remove') =>
      (await api.send('PUT', '/waitlist', { variant_id: variantId, action }, { schema: waitlistResponseSchema })).items,
    subscribe: (variantId: number, email: string) =>
      api.send('POST', '/notification-subscription/subscribe', { variant_id: variantId, email }, { schema: subscribeResponseSchema }),
    confirm: (id: string, token: string) => api.send('POST', '/notification-subscription/confirm', { id, token }, { schema: alertTokenResponseSchema }),
    unsubscribe: (id: string, token: string) => api.send('POST', '/notification-subscription/unsubscribe', { id, token }, { schema: alertTokenResponseSchema }),
    settings: (signal?: AbortSignal) => api.get('/notification-subscription', { schema: notificationSettingsSchema, ...(signal ? { signal } : {}) }),
    save: (body: { preferences?: NotificationPreference[]; push?: PushSubscriptionBody | { remove: string } }) =>
      api.send('POST', '/notification-subscription', body, { schema: notificationSettingsSchema }),
  };
}
