/**
 * The alerts whose wait is over, and their news. `scanAlerts` marks them `notified` and queues one
 * `alert.notify` per alert in the same transaction (so each is told once, whichever instance or
 * restock found it); `notifyAlert`, the outbox's handler, e-mails it and pushes it to the member's
 * browsers, each as the member chose (a guest asked by e-mail, so gets the e-mail).
 */
import { type Language, MARKETS, type CountryCode } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { type Db, withTransaction } from '../../db/client.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { alertWiring, productLink, sendAlertMail } from './emails.ts';
import { allows } from './preferences.ts';
import { pushToMember } from './push.ts';
import * as repo from './repo.ts';

export async function scanAlerts(db: Db, scope: repo.ScanScope, now: Date, origin = ''): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await withTransaction(db, async (t) => {
      const due = await repo.takeDue(t, scope, now);
      for (const id of due) await enqueue(t, 'alert.notify', id, { alertId: id, origin });
      return due;
    });
    total += ids.length;
    if (ids.length < 500) return total;
  }
}

export async function notifyAlert(db: Db, alertId: string, origin = ''): Promise<void> {
  const alert = await repo.alertForMail(db, alertId);
  if (!alert || alert.status !== 'notified') return;
  const member = alert.customer_id;
  if (member === null || (await allows(db, member, alert.kind, 'email'))) await sendAlertMail(db, alert.kind, alertId, origin);
  if (member !== null && (await allows(db, member, alert.kind, 'push'))) {
    const language = alert.language as Language;
    const base = alertWiring(db)?.publicUrl ?? (origin || `https://${MARKETS[alert.country as CountryCode].domain}`);
    await pushToMember(db, member, {
      title: message(language, `email.alert.push_${alert.kind}`, { product: alert.product_name }),
      body: [alert.brand_name, alert.shade_name ?? alert.size].filter(Boolean).join(' · '),
      url: productLink(base, alert),
      tag: `alert-${alert.id}`,
    });
  }
}
