/**
 * Beauty Pass rewards in the bag (product guide §1, §5): the reward and its stock are the reward
 * module's, the points the loyalty ledger's; both move in one transaction, so a refusal at any
 * step changes nothing.
 *
 * Redeem:  1. the reward is reserved (offered here, one taken from stock, one per member and bag);
 *          2. its points are spent (`insufficient_points` undoes step 1).
 * Release: 1. the reservation is cancelled and the stock comes back (not once the order is placed);
 *          2. the points come back as a `manual_points_adjustment` row — the point log has no refund
 *             source, and "Points adjustment by Blush" is true of a reversal. Twice changes nothing.
 */
import type { rewardRedemptionSchema } from '@blush/shared/loyalty-contracts';
import type { Language } from '@blush/shared/markets';
import type { z } from 'zod';
import { type Db, withTransaction } from '../db/client.ts';
import { award, spendPoints } from '../modules/loyalty/service.ts';
import { type RedeemInput, releaseReservation, reserveReward, reservedOf } from '../modules/reward/service.ts';

export async function redeemReward(db: Db, input: RedeemInput): Promise<z.infer<typeof rewardRedemptionSchema>> {
  const now = input.now ?? new Date();
  return withTransaction(db, async (t) => {
    const reserved = await reserveReward(t, { ...input, now });
    const { balance } = await spendPoints(t, { customerId: input.customerId, points: reserved.points, source: 'used_points', reference: reserved.reference, params: reserved.params, at: now });
    return { id: reserved.redemptionId, reward_id: reserved.rewardId, points: reserved.points, balance, transaction_ref: reserved.transactionRef };
  });
}

export async function cancelRedemption(db: Db, input: { customerId: number; redemptionId: number; language: Language }): Promise<void> {
  await withTransaction(db, async (t) => {
    const released = await releaseReservation(t, input);
    if (released) await award(t, { customerId: released.customerId, source: 'manual_points_adjustment', points: released.points, reference: released.reference, params: released.params });
  });
}

/** An unpaid order was released: the rewards reserved for its transaction go back (points and stock). */
export async function releaseTransaction(db: Db, input: { customerId: number; transactionRef: string; language: Language }): Promise<number> {
  const reserved = await reservedOf(db, input.customerId, input.transactionRef);
  for (const r of reserved) await cancelRedemption(db, { customerId: input.customerId, redemptionId: r.id, language: input.language });
  return reserved.length;
}
