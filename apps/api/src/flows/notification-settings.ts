/**
 * A member's notification choices (issue 18): saving them crosses two modules, because the Beauty
 * Pass e-mail choice is the marketing consent given at registration (customer module, with its
 * consent record) and the rest are the notification module's.
 *
 * 1. the Beauty Pass e-mail choice, if given and changed, is recorded as the marketing consent;
 * 2. the other choices and the browser's push subscription are stored;
 * 3. the member's settings are answered, read back.
 */
import type { NotificationSettings } from '@blush/shared/notification-contracts';
import type { z } from 'zod';
import type { notificationSettingsBodySchema } from '@blush/shared/notification-contracts';
import type { Db } from '../db/client.ts';
import { customerById, updateProfile } from '../modules/customer/service.ts';
import { notificationSettings, savePreferences, savePushSubscription, removePushSubscription } from '../modules/notification/service.ts';

export async function saveNotificationSettings(db: Db, customerId: number, body: z.infer<typeof notificationSettingsBodySchema>): Promise<NotificationSettings> {
  const consent = body.preferences?.find((p) => p.topic === 'beauty_pass' && p.channel === 'email');
  if (consent) await updateProfile(db, customerId, { marketing_consent: consent.enabled });
  if (body.preferences) await savePreferences(db, customerId, body.preferences);
  if (body.push && 'remove' in body.push) await removePushSubscription(db, customerId, body.push.remove);
  else if (body.push) await savePushSubscription(db, customerId, body.push);
  const customer = await customerById(db, customerId);
  return notificationSettings(db, customerId, customer?.marketingConsent ?? false);
}
