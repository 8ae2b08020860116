/**
 * The Beauty Pass service: what routes, flows, jobs and other modules call. The ledger, perks,
 * earning events, delivered and cancelled purchases and the summary live in their own files and are
 * re-exported here. The tier rules stay here with the purchase that triggers them; they decide and
 * record, and the tier flow (flows/tier.ts) writes the member's tier (a customer's field).
 */
import { TIER_TERM_MONTHS, addDays, addMonths, localDate, purchasePoints, tierAtReview, tierForSpend, tierRank } from '@blush/shared/loyalty';
import type { Tier } from '@blush/shared/account';
import { MARKETS } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import { requireCustomer } from '../customer/service.ts';
import { countryOf, startOfLocalDay } from './local-time.ts';
import { issuePerk } from './perks.ts';
import * as repo from './repo.ts';

export { type AwardInput, type SpendInput, award, balanceOf, describeEntry, expirePoints, ledgerSums, manualAdjustment, pointsLog, releaseDuePoints, spendPoints } from './ledger.ts';
export { cancelPurchase, markDelivered } from './purchases.ts';
export { expireOldPerks, issueBirthdayPerks, issueStaffPerks, memberPerks, redeemPerk, staffPerk } from './perks.ts';
export { appEvent, beautyProfileCompleted, memberJoined, reviewPublished } from './earning.ts';
export { summary } from './summary.ts';

export interface PurchaseInput {
  customerId: number;
  orderNumber: string;
  /** Qualifying amount in minor units of the member's currency. */
  amount: number;
  at?: Date;
}

/**
 * A member bought something: the spend counts for tiers at once (the tier flow evaluates it after),
 * the purchase points wait as pending until the order is delivered and three working days pass.
 * Idempotent by order number: `recorded` is false for an order seen before.
 */
export async function recordPurchase(db: Db, input: PurchaseInput): Promise<{ points: number; recorded: boolean }> {
  const at = input.at ?? new Date();
  const customer = await requireCustomer(db, input.customerId);
  const country = countryOf(customer);
  const points = purchasePoints(country, input.amount, customer.tier);
  const recorded = await withTransaction(db, async (t) => {
    await repo.ensureAccount(t, customer.id);
    const spend = await repo.insertSpend(t, { customerId: customer.id, orderNumber: input.orderNumber, amount: input.amount, currency: MARKETS[country].currency, country, occurredAt: at });
    if (!spend) return false;
    await repo.moveAccount(t, customer.id, { activityAt: at });
    if (points > 0) {
      await repo.insertLedger(t, {
        customerId: customer.id,
        source: 'purchase_points_with_order_number',
        points,
        status: 'pending',
        orderNumber: input.orderNumber,
        reference: input.orderNumber,
        params: { order: input.orderNumber },
        createdAt: at,
      });
      await repo.moveAccount(t, customer.id, { pending: points });
    }
    return true;
  });
  return { points: recorded ? points : 0, recorded };
}

/**
 * What the tier rules say of one member now: up at once when the 12-month spend reaches a higher
 * tier; on the review date kept for another term (a new term from that day) when the spend since
 * the term began reaches the tier, else down to the tier that spend reaches (the earned tier: a staff
 * override changes what the member has until it ends, not what the rules decide). Reads only; the tier
 * flow (flows/tier.ts) applies it to the member and records it here.
 */
export type TierMove =
  | { kind: 'change'; customerId: number; from: Tier; to: Tier; reason: 'spend' | 'review'; qualifyingSpend: number; at: Date; since: Date }
  | { kind: 'new_term'; customerId: number; tier: Tier; since: Date };

export async function tierDecision(db: Db, customerId: number, now: Date = new Date()): Promise<TierMove | null> {
  const customer = await requireCustomer(db, customerId);
  const country = countryOf(customer);
  const since12m = new Date(now);
  since12m.setUTCMonth(since12m.getUTCMonth() - 12);
  const { spend12m, sinceTier } = await repo.spendSince(db, customer.id, since12m, customer.tierSince);
  const reached = tierForSpend(country, spend12m);
  const today = localDate(country, now);
  // The rules move the tier the member earned; a staff override only changes what they have meanwhile.
  const earned = customer.earnedTier;
  if (tierRank(reached) > tierRank(earned)) {
    return { kind: 'change', customerId, from: earned, to: reached, reason: 'spend', qualifyingSpend: spend12m, at: now, since: now };
  }
  const reviewDate = addMonths(localDate(country, customer.tierSince), TIER_TERM_MONTHS);
  if (earned === 'pink' || today < reviewDate) return null;
  const after = tierAtReview(country, earned, sinceTier);
  if (after === earned) return { kind: 'new_term', customerId, tier: earned, since: startOfLocalDay(country, reviewDate) };
  return { kind: 'change', customerId, from: earned, to: after, reason: 'review', qualifyingSpend: sinceTier, at: now, since: now };
}

/** The history row of a tier change (rules, support or demo data), in the caller's transaction. */
export async function recordTierChange(t: Db, change: { customerId: number; from: Tier; to: Tier; reason: 'spend' | 'review' | 'manual'; qualifyingSpend: number; at: Date }): Promise<void> {
  await repo.insertTierChange(t, { customerId: change.customerId, fromTier: change.from, toTier: change.to, reason: change.reason, qualifyingSpend: change.qualifyingSpend, changedAt: change.at });
}

/** Reaching Gold brings the Gold welcome gift, redeemable for 90 days (once per member). */
export async function welcomeToGold(db: Db, customerId: number, at: Date): Promise<void> {
  const customer = await requireCustomer(db, customerId);
  await issuePerk(db, customerId, 'gold_welcome', 'once', addDays(localDate(countryOf(customer), at), 90), at);
}
