/**
 * Web push (the standard Push API with VAPID, through the `web-push` library): the shop's key pair,
 * the member's browsers, and a notification to all of them. The key pair comes from the VAPID_*
 * settings, else it is generated once and kept in the database, so every instance signs with the
 * same key and browsers stay subscribed across restarts. A browser whose subscription the push
 * service says is gone (404, 410) is forgotten.
 */
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { type Db, queryRows } from '../../db/client.ts';

export interface VapidSettings {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  /** A mailto: or https: contact the push services can reach. */
  subject: string;
}

const settingsOf = new WeakMap<Db, VapidSettings>();

export function configurePush(db: Db, settings: VapidSettings): void {
  settingsOf.set(db, settings);
}

export async function vapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string; subject: string }> {
  const settings = settingsOf.get(db) ?? { subject: 'mailto:shop@blush.example' };
  if (settings.publicKey && settings.privateKey) return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject: settings.subject };
  const fresh = webpush.generateVAPIDKeys();
  await db.execute(sql`insert into vapid_keys (id, public_key, private_key) values (1, ${fresh.publicKey}, ${fresh.privateKey}) on conflict (id) do nothing`);
  const [row] = await queryRows<{ public_key: string; private_key: string }>(db, sql`select public_key, private_key from vapid_keys where id = 1`);
  return { publicKey: row!.public_key, privateKey: row!.private_key, subject: settings.subject };
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function savePushSubscription(db: Db, customerId: number, sub: BrowserSubscription): Promise<void> {
  await db.execute(sql`
    insert into push_subscriptions (endpoint, customer_id, p256dh, auth) values (${sub.endpoint}, ${customerId}, ${sub.keys.p256dh}, ${sub.keys.auth})
    on conflict (endpoint) do update set customer_id = excluded.customer_id, p256dh = excluded.p256dh, auth = excluded.auth`);
}

export async function removePushSubscription(db: Db, customerId: number, endpoint: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where endpoint = ${endpoint} and customer_id = ${customerId}`);
}

export async function pushDevices(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from push_subscriptions where customer_id = ${customerId}`);
  return row?.n ?? 0;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Send to every browser of the member; returns how many accepted it. */
export async function pushToMember(db: Db, customerId: number, payload: PushMessage): Promise<number> {
  const subs = await queryRows<{ endpoint: string; p256dh: string; auth: string }>(db, sql`select endpoint, p256dh, auth from push_subscriptions where customer_id = ${customerId}`);
  if (subs.length === 0) return 0;
  const keys = await vapidKeys(db);
  let sent = 0;
  for (const sub of subs) {
    try {
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 86_400,
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
      });
      sent++;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await db.execute(sql`delete from push_subscriptions where endpoint = ${sub.endpoint}`);
    }
  }
  return sent;
}
