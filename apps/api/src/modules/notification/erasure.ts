/** Erasing a member (docs/decisions/0033): their waitlist alerts, preferences and push subscriptions go. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, productAlerts, pushSubscriptions } from './tables.ts';

export async function eraseNotifications(t: Db, customerId: number): Promise<void> {
  await t.delete(productAlerts).where(eq(productAlerts.customerId, customerId));
  await t.delete(notificationPreferences).where(eq(notificationPreferences.customerId, customerId));
  await t.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}
