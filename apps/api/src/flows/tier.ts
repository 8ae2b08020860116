/**
 * Beauty Pass tiers (product guide §3, decision 0012): the rules are the loyalty module's, the tier
 * is a field of the customer, so applying them crosses two modules.
 *
 *   1. the loyalty module says what the rules give now (`tierDecision`: up, down, a new term, or nothing);
 *   2. the member's tier and its start are set and the change recorded, in one transaction;
 *   3. reaching Gold issues the Gold welcome gift.
 */
import type { Tier } from '@blush/shared/account';
import { TIER_TERM_MONTHS } from '@blush/shared/loyalty';
import { type Db, withTransaction } from '../db/client.ts';
import { membersDueForReview, setTier } from '../modules/customer/service.ts';
import { type PurchaseInput, recordPurchase, recordTierChange, tierDecision, welcomeToGold } from '../modules/loyalty/service.ts';

export async function evaluateTier(db: Db, customerId: number, now: Date = new Date()): Promise<{ from: Tier; to: Tier } | null> {
  const move = await tierDecision(db, customerId, now);
  if (!move) return null;
  if (move.kind === 'new_term') {
    await setTier(db, customerId, move.tier, move.since);
    return null;
  }
  await withTransaction(db, async (t) => {
    await setTier(t, customerId, move.to, move.since);
    await recordTierChange(t, move);
  });
  if (move.to === 'gold') await welcomeToGold(db, customerId, now);
  return { from: move.from, to: move.to };
}

/** A member's purchase (points pending, spend counted) and the tier it may reach; once per order number. */
export async function recordPurchaseAndTier(db: Db, input: PurchaseInput): Promise<{ points: number; tier: Tier | null }> {
  const { points, recorded } = await recordPurchase(db, input);
  const changed = recorded ? await evaluateTier(db, input.customerId, input.at ?? new Date()) : null;
  return { points, tier: changed?.to ?? null };
}

/** A tier set outside the rules (support, demo data), with its history row. */
export async function changeTier(db: Db, customerId: number, from: Tier, to: Tier, at: Date): Promise<void> {
  await withTransaction(db, async (t) => {
    await setTier(t, customerId, to, at);
    await recordTierChange(t, { customerId, from, to, reason: 'manual', qualifyingSpend: 0, at });
  });
  if (to === 'gold') await welcomeToGold(db, customerId, at);
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
