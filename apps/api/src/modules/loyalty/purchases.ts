/** A purchase cancelled before it shipped (spend and pending points taken back) or delivered (points scheduled for release). */
import { POINTS_RELEASE_WORKING_DAYS, addWorkingDays, daysBetween, localDate } from '@blush/shared/loyalty';
import type { CountryCode } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * A paid order was cancelled before it shipped: its qualifying spend stops counting and its
 * points, still pending (they become available only after delivery), are taken back. Idempotent.
 */
export async function cancelPurchase(db: Db, orderNumber: string): Promise<number> {
  return withTransaction(db, async (t) => {
    await repo.deleteSpend(t, orderNumber);
    let taken = 0;
    for (const row of await repo.deletePendingOf(t, orderNumber)) {
      await repo.moveAccount(t, row.customerId, { pending: -row.points });
      taken += row.points;
    }
    return taken;
  });
}

/** The order was delivered: its purchase points become available three working days later (in the member's country). */
export async function markDelivered(db: Db, orderNumber: string, deliveredAt: Date = new Date()): Promise<Date | null> {
  const spend = await repo.setSpendDelivered(db, orderNumber, deliveredAt);
  if (!spend) return null;
  const country = spend.country as CountryCode;
  const deliveredOn = localDate(country, deliveredAt);
  const releaseOn = addWorkingDays(deliveredOn, POINTS_RELEASE_WORKING_DAYS);
  const availableAt = new Date(deliveredAt.getTime() + daysBetween(deliveredOn, releaseOn) * 86_400_000);
  await repo.scheduleRelease(db, orderNumber, availableAt);
  return availableAt;
}
