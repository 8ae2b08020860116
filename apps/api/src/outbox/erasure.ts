/**
 * Erasing a member (docs/decisions/0033): e-mails and pushes queued for them and not yet done are
 * cancelled in the erasure's transaction (marked done, `member_erased`), so none goes out after it:
 * an order's or refund's e-mail (by the member's orders), a booking's (by their bookings), a
 * restock or launch alert's (by their alerts). Mail to other people (a gift card's or gift
 * message's recipient) stays queued.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings } from '../modules/booking/tables.ts';
import { productAlerts } from '../modules/notification/tables.ts';
import { orders } from '../modules/order/tables.ts';
import { outbox } from './tables.ts';

/** The topics that write to (or push to) the member, and the payload field naming what they are about. */
export const MEMBER_MAIL_TOPICS = {
  orderId: ['order.email', 'refund.email', 'order.update'],
  bookingId: ['booking.confirmed', 'booking.rescheduled', 'booking.cancelled', 'booking.reminder'],
  alertId: ['alert.confirm', 'alert.notify'],
} as const;

/** Cancel the member's queued e-mails; returns how many. Run before their alerts are deleted. */
export async function cancelQueuedMailOf(t: Db, customerId: number): Promise<number> {
  const ref = (field: string) => sql`${outbox.payload}->>${field}`;
  const rows = await t
    .update(outbox)
    .set({ doneAt: sql`now()`, lastError: 'member_erased' })
    .where(
      and(
        isNull(outbox.doneAt),
        sql`(
          (${inArray(outbox.topic, [...MEMBER_MAIL_TOPICS.orderId])} and ${ref('orderId')} in (select ${orders.id}::text from ${orders} where ${orders.customerId} = ${customerId}))
          or (${inArray(outbox.topic, [...MEMBER_MAIL_TOPICS.bookingId])} and ${ref('bookingId')} in (select ${bookings.id}::text from ${bookings} where ${bookings.customerId} = ${customerId}))
          or (${inArray(outbox.topic, [...MEMBER_MAIL_TOPICS.alertId])} and ${ref('alertId')} in (select ${productAlerts.id}::text from ${productAlerts} where ${productAlerts.customerId} = ${customerId}))
        )`,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
