/**
 * The notification module: product alerts ("Waitlist me", "Remind me"), a member's choices of what
 * to hear about and how, and web push. Other modules and flows import from here.
 */
import type { NotificationSettings } from '@blush/shared/notification-contracts';
import type { Db } from '../../db/client.ts';
import { preferencesOf } from './preferences.ts';
import { pushDevices, vapidKeys } from './push.ts';

export { addMemberAlert, confirmAlert, memberAlerts, removeMemberAlert, subscribeByEmail, unsubscribeAlert } from './alerts.ts';
export { allows, savePreferences } from './preferences.ts';
export { configurePush, pushToMember, removePushSubscription, savePushSubscription } from './push.ts';
export { configureAlertMail, sendAlertMail } from './emails.ts';
export { notifyAlert, scanAlerts } from './deliver.ts';

export async function notificationSettings(db: Db, customerId: number, marketingConsent: boolean): Promise<NotificationSettings> {
  const [preferences, keys, devices] = await Promise.all([preferencesOf(db, customerId, marketingConsent), vapidKeys(db), pushDevices(db, customerId)]);
  return { preferences, push: { publicKey: keys.publicKey, devices } };
}
