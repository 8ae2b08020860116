import type { LoyaltySummary } from '@blush/shared/loyalty-contracts';
import { POINTS_EXPIRY_MONTHS, addMonths, localDate, tierStatus, tierThreshold } from '@blush/shared/loyalty';
import { TIERS, type Tier } from '@blush/shared/account';
import { MARKETS } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { requireCustomer } from '../customer/service.ts';
import { countryOf } from './local-time.ts';
import * as repo from './repo.ts';

export async function summary(db: Db, customerId: number, now: Date = new Date()): Promise<LoyaltySummary> {
  const customer = await requireCustomer(db, customerId);
  const country = countryOf(customer);
  // A member without an account row yet has nothing: read, don't write.
  const account = (await repo.account(db, customer.id)) ?? { balance: 0, pending: 0, lastActivityAt: customer.createdAt };
  const since12m = new Date(now);
  since12m.setUTCMonth(since12m.getUTCMonth() - 12);
  const [{ spend12m, sinceTier }, change] = await Promise.all([repo.spendSince(db, customer.id, since12m, customer.tierSince), repo.lastTierChange(db, customer.id)]);
  const status = tierStatus({
    country,
    tier: customer.tier,
    tierSince: localDate(country, customer.tierSince),
    lastChange: change ? { from: change.fromTier, to: change.toTier, on: localDate(country, change.changedAt) } : null,
    spend12m,
    spendTowardsReview: sinceTier,
    today: localDate(country, now),
  });
  const expiryDate = addMonths(localDate(country, account.lastActivityAt), POINTS_EXPIRY_MONTHS);
  return {
    tier: customer.tier,
    card_number: customer.cardNumber,
    balance: account.balance,
    pending: account.pending,
    expiring: account.balance > 0 ? { points: account.balance, date: expiryDate } : null,
    currency: MARKETS[country].currency,
    spend_12m: spend12m,
    status: {
      next: status.next,
      next_threshold: status.nextThreshold,
      progress: status.progress,
      amount_to_next: status.amountToNext,
      review_date: status.reviewDate,
      message: status.message,
    },
    thresholds: Object.fromEntries(TIERS.map((t) => [t, tierThreshold(country, t)])) as Record<Tier, number>,
  };
}
