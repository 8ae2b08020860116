/**
 * The Beauty Pass service: what routes, flows, jobs and other modules call. The ledger, perks,
 * earning events, delivered and cancelled purchases and the summary live in their own files and are
 * re-exported here. The tier rules stay here with the purchase that triggers them: they write the
 * member's tier through customer's `setTier`, a cross-module write still to move into a flow
 * (issue 14 part 4; `SERVICE_WRITES_PENDING` in eslint.config.js names this file).
 */
import { TIER_TERM_MONTHS, addDays, addMonths, localDate, purchasePoints, tierAtReview, tierForSpend, tierRank } from '@blush/shared/loyalty';
import type { Tier } from '@blush/shared/account';
import { MARKETS } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import { membersDueForReview, requireCustomer, setTier } from '../customer/service.ts';
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
 * A member bought something: the spend counts for tiers at once (an upgrade happens now), the
 * purchase points wait as pending until the order is delivered and three working days pass.
 * Idempotent by order number.
 */
export async function recordPurchase(db: Db, input: PurchaseInput, options: { evaluate?: boolean } = {}): Promise<{ points: number; tier: Tier }> {
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
  const changed = recorded && options.evaluate !== false ? await evaluateTier(db, customer.id, at) : null;
  return { points: recorded ? points : 0, tier: changed?.to ?? customer.tier };
}

/**
 * Evaluate one member's tier: up at once when the 12-month spend reaches a higher tier (Gold
 * brings the Gold welcome gift); on the review date kept for another term when the spend since
 * the term began reaches the tier, else down to the tier that spend reaches.
 */
export async function evaluateTier(db: Db, customerId: number, now: Date = new Date()): Promise<{ from: Tier; to: Tier } | null> {
  const customer = await requireCustomer(db, customerId);
  const country = countryOf(customer);
  const since12m = new Date(now);
  since12m.setUTCMonth(since12m.getUTCMonth() - 12);
  const { spend12m, sinceTier } = await repo.spendSince(db, customer.id, since12m, customer.tierSince);
  const reached = tierForSpend(country, spend12m);
  const today = localDate(country, now);
  if (tierRank(reached) > tierRank(customer.tier)) {
    await withTransaction(db, async (t) => {
      await setTier(t, customer.id, reached, now);
      await repo.insertTierChange(t, { customerId: customer.id, fromTier: customer.tier, toTier: reached, reason: 'spend', qualifyingSpend: spend12m, changedAt: now });
    });
    if (reached === 'gold') await issuePerk(db, customer.id, 'gold_welcome', 'once', addDays(today, 90), now);
    return { from: customer.tier, to: reached };
  }
  const reviewDate = addMonths(localDate(country, customer.tierSince), TIER_TERM_MONTHS);
  if (customer.tier === 'pink' || today < reviewDate) return null;
  const after = tierAtReview(country, customer.tier, sinceTier);
  if (after === customer.tier) {
    await setTier(db, customer.id, customer.tier, startOfLocalDay(country, reviewDate));
    return null;
  }
  await withTransaction(db, async (t) => {
    await setTier(t, customer.id, after, now);
    await repo.insertTierChange(t, { customerId: customer.id, fromTier: customer.tier, toTier: after, reason: 'review', qualifyingSpend: sinceTier, changedAt: now });
  });
  return { from: customer.tier, to: after };
}

/** Record a tier change made outside the rules (support, demo data), with its history row. */
export async function changeTier(db: Db, customerId: number, from: Tier, to: Tier, at: Date): Promise<void> {
  await withTransaction(db, async (t) => {
    await setTier(t, customerId, to, at);
    await repo.insertTierChange(t, { customerId, fromTier: from, toTier: to, reason: 'manual', qualifyingSpend: 0, changedAt: at });
  });
  if (to === 'gold') await issuePerk(db, customerId, 'gold_welcome', 'once', addDays(localDate('SG', at), 90), at);
}

/** Job: review the tiers whose term has run out (upgrades happen when spend is recorded). */
export async function reviewTiers(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - TIER_TERM_MONTHS);
  before.setUTCDate(before.getUTCDate() + 1);
  let changed = 0;
  for (const customer of await membersDueForReview(db, before)) {
    if (await evaluateTier(db, customer.id, now)) changed++;
  }
  return changed;
}
