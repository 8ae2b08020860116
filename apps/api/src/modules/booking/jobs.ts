/**
 * The reminder the day before (issue 17): every hour, each live booking starting within the next
 * 24 hours that was made more than a day ahead and has had no reminder is marked and its e-mail
 * queued in one transaction, so a crash or a second instance never sends it twice or not at all.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { enqueue } from '../../outbox/outbox.ts';

const DAY_MS = 86_400_000;

export async function remindTomorrow(db: Db, now: Date): Promise<number> {
  return withTransaction(db, async (t) => {
    const due = await queryRows<{ id: string }>(
      t,
      sql`update bookings set reminder_sent_at = ${now}
          where status <> 'cancelled' and reminder_sent_at is null
            and starts_at > ${now} and starts_at <= ${new Date(now.getTime() + DAY_MS)}
            and created_at < starts_at - interval '1 day'
          returning id`,
    );
    for (const { id } of due) await enqueue(t, 'booking.reminder', `${id}:reminder`, { bookingId: id });
    return due.length;
  });
}

export const BOOKING_JOBS: readonly Job[] = [{ name: 'booking.remind_tomorrow', every: 'hour', run: remindTomorrow }];
