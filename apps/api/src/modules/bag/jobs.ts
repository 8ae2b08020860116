import type { Job } from '../../jobs/scheduler.ts';
import type { Db } from '../../db/client.ts';
import { reservedBefore } from '../reward/service.ts';
import { cancelRedemption } from '../../flows/reward-redemption.ts';
import { bagById } from './repo.ts';

/** A reward reserved in a bag nobody has changed for this long goes back (points and stock). */
export const REWARD_HOLD_DAYS = 7;

/**
 * Release the Beauty Pass rewards of abandoned bags: a reservation whose bag is gone, no longer
 * active (merged) or untouched for REWARD_HOLD_DAYS is cancelled, so the member's points and the
 * reward's stock come back. A reservation whose order was placed is `redeemed` and never touched.
 */
export async function releaseAbandonedRewards(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REWARD_HOLD_DAYS * 86_400_000);
  let released = 0;
  for (const r of await reservedBefore(db, cutoff)) {
    const bag = await bagById(db, r.transactionRef);
    // An ordered bag's reward is settled by its order (redeemed when paid, given back when released).
    if (bag && (bag.status === 'ordered' || (bag.status === 'active' && bag.updatedAt >= cutoff))) continue;
    await cancelRedemption(db, { customerId: r.customerId, redemptionId: r.id, language: 'en' });
    released++;
  }
  return released;
}

export const BAG_JOBS: readonly Job[] = [{ name: 'bag.release_abandoned_rewards', every: 'hour', run: releaseAbandonedRewards }];
