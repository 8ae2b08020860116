/**
 * A member's notification choices (topic × channel). A missing row means the default: everything a
 * member asked for or that concerns their orders and bookings is on; Beauty Pass news follows the
 * marketing consent given at registration — the e-mail choice *is* that consent (changing it records
 * a consent, through the notification-settings flow), so the two can never disagree.
 */
import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationTopic,
} from '@blush/shared/notification-contracts';
import { type Db, queryRows } from '../../db/client.ts';

function defaultFor(topic: NotificationTopic, marketingConsent: boolean): boolean {
  return topic === 'beauty_pass' ? marketingConsent : true;
}

/** Every topic × channel with the member's choice or the default. */
export async function preferencesOf(db: Db, customerId: number, marketingConsent: boolean): Promise<NotificationPreference[]> {
  const rows = await queryRows<{ topic: NotificationTopic; channel: NotificationChannel; enabled: boolean }>(
    db,
    sql`select topic, channel, enabled from notification_preferences where customer_id = ${customerId}`,
  );
  const chosen = new Map(rows.map((r) => [`${r.topic}:${r.channel}`, r.enabled]));
  return NOTIFICATION_TOPICS.flatMap((topic) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      topic,
      channel,
      enabled: topic === 'beauty_pass' && channel === 'email' ? marketingConsent : (chosen.get(`${topic}:${channel}`) ?? defaultFor(topic, marketingConsent)),
    })),
  );
}

/** Store choices (the Beauty Pass e-mail choice is the marketing consent, kept by the customer module). */
export async function savePreferences(db: Db, customerId: number, choices: readonly NotificationPreference[]): Promise<void> {
  const rows = choices.filter((c) => !(c.topic === 'beauty_pass' && c.channel === 'email'));
  for (const c of rows) {
    await db.execute(sql`
      insert into notification_preferences (customer_id, topic, channel, enabled, updated_at)
      values (${customerId}, ${c.topic}, ${c.channel}, ${c.enabled}, now())
      on conflict (customer_id, topic, channel) do update set enabled = excluded.enabled, updated_at = now()`);
  }
}

/** Whether a member wants `topic` through `channel` (marketing consent read from the customers row). */
export async function allows(db: Db, customerId: number, topic: NotificationTopic, channel: NotificationChannel): Promise<boolean> {
  const [row] = await queryRows<{ enabled: boolean | null; consent: boolean }>(
    db,
    sql`select (select enabled from notification_preferences where customer_id = c.id and topic = ${topic} and channel = ${channel}) as enabled,
               c.marketing_consent as consent
        from customers c where c.id = ${customerId}`,
  );
  if (!row) return false;
  if (topic === 'beauty_pass' && channel === 'email') return row.consent;
  return row.enabled ?? defaultFor(topic, row.consent);
}
