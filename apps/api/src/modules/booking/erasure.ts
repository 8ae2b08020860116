/** Erasing a member (docs/decisions/0033): future bookings cancelled (their place free at once), every booking without the person. */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from './tables.ts';

/** Returns how many future bookings were cancelled. No cancellation e-mail: the address is gone. */
export async function eraseBookings(t: Db, customerId: number, email: string, now: Date): Promise<number> {
  const cancelled = await t
    .update(bookings)
    .set({ status: 'cancelled', cancelReason: 'member_erased', updatedAt: now })
    .where(and(eq(bookings.customerId, customerId), ne(bookings.status, 'cancelled'), gt(bookings.startsAt, now)))
    .returning({ id: bookings.id });
  await t.update(bookings).set({ fullName: '', email, callingCode: '', phone: '', answers: {} }).where(eq(bookings.customerId, customerId));
  return cancelled.length;
}
