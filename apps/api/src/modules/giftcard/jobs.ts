/**
 * Scheduled gift cards (issue 18): every minute, each card whose delivery time has come and whose
 * e-mail has not gone is queued for delivery under its id (`giftcard.deliver`, one outbox item per
 * card whatever the number of instances or runs); the e-mail itself is `deliverCard`. Old failed
 * number/PIN tries are forgotten.
 */
import type { Db } from '../../db/client.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { TRY_WINDOW_MS } from './limits.ts';
import { dueCards, forgetAttempts } from './repo.ts';

export async function queueDueGiftCards(db: Db, now: Date): Promise<number> {
  const due = await dueCards(db, now);
  for (const { id } of due) await enqueue(db, 'giftcard.deliver', String(id), { cardId: id });
  await forgetAttempts(db, new Date(now.getTime() - 2 * TRY_WINDOW_MS));
  return due.length;
}

export const GIFT_CARD_JOBS: readonly Job[] = [{ name: 'giftcard.deliver_due', every: 'minute', run: queueDueGiftCards }];
