import type { LoyaltySummary } from '@blush/shared/loyalty-contracts';
import {
  POINT_AWARDS,
  POINT_SOURCE_TEXT,
  POINTS_EXPIRY_MONTHS,
  POINTS_RELEASE_WORKING_DAYS,
  PERK_TEXT,
  REGISTRATION_SOURCE,
  TIER_TERM_MONTHS,
  type PerkKind,
  type PointSource,
  addDays,
  addMonths,
  addWorkingDays,
  daysBetween,
  localDate,
  purchasePoints,
  tierAtReview,
  tierForSpend,
  tierRank,
  tierStatus,
  tierThreshold,
} from '@blush/shared/loyalty';
import { TIERS, type Tier } from '@blush/shared/account';
import { interpolate } from '@blush/shared/errors';
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { type CustomerRow, membersBornIn, membersDueForReview, requireCustomer, setTier } from '../customer/service.ts';
import * as repo from './repo.ts';

const tx = <T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => work(t as unknown as Db));
const countryOf = (c: CustomerRow) => c.country as CountryCode;

/** Midnight at the start of a local date in a country, as an instant. */
function startOfLocalDay(country: CountryCode, date: string): Date {
  const guess = new Date(`${date}T00:00:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone: MARKETS[country].timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()));
}

export interface AwardInput {
  customerId: number;
  source: PointSource;
  points: number;
  /** Awards with a reference are given once per member, source and reference. */
  reference?: string | undefined;
  params?: Record<string, string> | undefined;
  orderNumber?: string | undefined;
  status?: 'pending' | 'available';
  availableAt?: Date | null;
  at?: Date;
}

/** Add points (available or pending) in one transaction with the account. False when already awarded. */
export async function award(db: Db, input: AwardInput): Promise<boolean> {
  if (!Number.isInteger(input.points) || input.points <= 0) throw new DomainError('validation_failed');
  const at = input.at ?? new Date();
  const status = input.status ?? 'available';
  return tx(db, async (t) => {
    await repo.ensureAccount(t, input.customerId);
    const row = await repo.insertLedger(t, {
      customerId: input.customerId,
      source: input.source,
      points: input.points,
      status,
      availableAt: input.availableAt ?? null,
      orderNumber: input.orderNumber ?? null,
      reference: input.reference ?? null,
      params: input.params ?? {},
      createdAt: at,
    });
    if (!row) return false;
    await repo.moveAccount(t, input.customerId, status === 'available' ? { balance: input.points } : { pending: input.points });
    return true;
  });
}

export interface SpendInput {
  customerId: number;
  points: number;
  source: Extract<PointSource, 'used_points' | 'level_redemption' | 'manual_points_adjustment'>;
  reference: string;
  params?: Record<string, string>;
  at?: Date;
}

/**
 * Take points from the balance: the account row is updated only if it holds enough (so two
 * redemptions racing for one balance cannot both pass), and the ledger row is written in the same
 * transaction. `insufficient_points` otherwise, and nothing changes. A redemption counts as
 * activity for the 18-month expiry.
 */
export async function spendPoints(db: Db, input: SpendInput): Promise<{ balance: number }> {
  if (!Number.isInteger(input.points) || input.points <= 0) throw new DomainError('validation_failed');
  const at = input.at ?? new Date();
  return tx(db, async (t) => {
    await repo.ensureAccount(t, input.customerId);
    const account = await repo.takePoints(t, input.customerId, input.points, at);
    if (!account) throw new DomainError('insufficient_points');
    const row = await repo.insertLedger(t, {
      customerId: input.customerId,
      source: input.source,
      points: -input.points,
      status: 'available',
      reference: input.reference,
      params: input.params ?? {},
      createdAt: at,
    });
    if (!row) throw new DomainError('already_redeemed');
    return { balance: account.balance };
  });
}

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
  const recorded = await tx(db, async (t) => {
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
 * A paid order was cancelled before it shipped: its qualifying spend stops counting and its
 * points, still pending (they become available only after delivery), are taken back. Idempotent.
 */
export async function cancelPurchase(db: Db, orderNumber: string): Promise<number> {
  return tx(db, async (t) => {
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

/** Job: pending points whose time has come become available. Each row moves once. */
export async function releaseDuePoints(db: Db, now: Date = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const moved = await tx(db, async (t) => {
      const rows = await repo.duePendingRows(t, now, 200);
      for (const row of rows) {
        const done = await repo.releaseRow(t, row.id);
        if (done) await repo.moveAccount(t, row.customer_id, { pending: -done.points, balance: done.points });
      }
      return rows.length;
    });
    released += moved;
    if (moved < 200) return released;
  }
}

/**
 * Job: a balance untouched by a purchase or redemption for 18 months expires, with an
 * `expired_points` row. A purchase or redemption that lands meanwhile keeps the points.
 */
export async function expirePoints(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - POINTS_EXPIRY_MONTHS);
  let expired = 0;
  for (const row of await repo.accountsToExpire(db, cutoff)) {
    const lastActivity = new Date(row.last_activity_at);
    const done = await tx(db, async (t) => {
      if (!(await repo.zeroBalance(t, row.customer_id, Number(row.balance), lastActivity))) return false;
      await repo.insertLedger(t, {
        customerId: row.customer_id,
        source: 'expired_points',
        points: -Number(row.balance),
        status: 'available',
        reference: `expiry:${lastActivity.toISOString()}`,
        createdAt: now,
      });
      return true;
    });
    if (done) expired++;
  }
  return expired;
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
    await tx(db, async (t) => {
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
  await tx(db, async (t) => {
    await setTier(t, customer.id, after, now);
    await repo.insertTierChange(t, { customerId: customer.id, fromTier: customer.tier, toTier: after, reason: 'review', qualifyingSpend: sinceTier, changedAt: now });
  });
  return { from: customer.tier, to: after };
}

/** Record a tier change made outside the rules (support, demo data), with its history row. */
export async function changeTier(db: Db, customerId: number, from: Tier, to: Tier, at: Date): Promise<void> {
  await tx(db, async (t) => {
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

async function issuePerk(db: Db, customerId: number, kind: PerkKind, period: string, redeemBy: string | null, at: Date): Promise<boolean> {
  return !!(await repo.insertPerk(db, { customerId, kind, period, redeemBy, issuedAt: at, ...(kind === 'birthday_points' ? { status: 'redeemed' as const, redeemedAt: at } : {}) }));
}

const lastDayOfMonth = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

/**
 * Job: in a member's birth month, birthday points for every member and a birthday gift for Black
 * and Gold (SPEC.md §6), redeemable to the end of the month. Once a year.
 */
export async function issueBirthdayPerks(db: Db, now: Date = new Date()): Promise<number> {
  let issued = 0;
  const months = new Set(Object.values(MARKETS).map((m) => Number(localDate(m.code, now).slice(5, 7))));
  for (const month of months) {
    for (const customer of await membersBornIn(db, month)) {
      const today = localDate(countryOf(customer), now);
      if (Number(today.slice(5, 7)) !== month) continue;
      const year = today.slice(0, 4);
      const endOfMonth = lastDayOfMonth(today);
      if (await issuePerk(db, customer.id, 'birthday_points', year, endOfMonth, now)) {
        await award(db, { customerId: customer.id, source: 'bonus_points', points: POINT_AWARDS.birthday_points, reference: `birthday:${year}`, params: {}, at: now });
        issued++;
      }
      if (tierRank(customer.tier) >= tierRank('black') && (await issuePerk(db, customer.id, 'birthday_voucher', year, endOfMonth, now))) issued++;
    }
  }
  return issued;
}

/** Job: perks past their redeem-by date expire. */
export async function expireOldPerks(db: Db, now: Date = new Date()): Promise<number> {
  return repo.expirePerks(db, localDate('SG', now));
}

/** A new member: registration points, the welcome voucher, and the staff discount for employees. */
export async function memberJoined(db: Db, customer: CustomerRow, at: Date = new Date()): Promise<void> {
  const today = localDate(countryOf(customer), at);
  await repo.ensureAccount(db, customer.id, at);
  await award(db, { customerId: customer.id, source: REGISTRATION_SOURCE, points: POINT_AWARDS.registration, reference: 'once', at });
  await issuePerk(db, customer.id, 'welcome_voucher', 'once', addDays(today, 30), at);
  if (customer.isEmployee) await staffPerk(db, customer, at);
}

/** A member flagged as staff gets this year's staff discount perk (once a year). */
export async function staffPerk(db: Db, customer: CustomerRow, at: Date = new Date()): Promise<boolean> {
  const year = localDate(countryOf(customer), at).slice(0, 4);
  return issuePerk(db, customer.id, 'staff_discount', year, `${year}-12-31`, at);
}

export async function beautyProfileCompleted(db: Db, customerId: number, at?: Date): Promise<boolean> {
  return award(db, { customerId, source: 'completed_beauty_profile', points: POINT_AWARDS.completed_beauty_profile, reference: 'once', ...(at ? { at } : {}) });
}

export async function reviewPublished(db: Db, input: { customerId: number; reviewId: number; productName: string }): Promise<boolean> {
  return award(db, { customerId: input.customerId, source: 'product_review_with_name', points: POINT_AWARDS.published_review, reference: `review:${input.reviewId}`, params: { product: input.productName } });
}

/** What the app reports: an install once per member, each referred friend once. */
export async function appEvent(db: Db, customerId: number, event: 'downloaded_mobile_app' | 'referred_mobile_app', reference: string): Promise<boolean> {
  return award(db, {
    customerId,
    source: event,
    points: POINT_AWARDS[event],
    reference: event === 'downloaded_mobile_app' ? 'once' : `referral:${reference}`,
  });
}

export async function manualAdjustment(db: Db, customerId: number, points: number, reference: string): Promise<{ balance: number }> {
  if (points > 0) {
    await award(db, { customerId, source: 'manual_points_adjustment', points, reference });
    return { balance: (await repo.account(db, customerId))?.balance ?? 0 };
  }
  return spendPoints(db, { customerId, points: -points, source: 'manual_points_adjustment', reference });
}

export async function balanceOf(db: Db, customerId: number): Promise<number> {
  return (await repo.account(db, customerId))?.balance ?? 0;
}

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

export function describeEntry(row: repo.LedgerRow, language: Language): string {
  return interpolate(POINT_SOURCE_TEXT[row.source]?.[language] ?? row.source, { order: row.orderNumber ?? '', ...row.params });
}

export async function pointsLog(db: Db, customerId: number, query: { page: number; page_size: number } & repo.LedgerFilter, language: Language) {
  const { rows, total } = await repo.ledgerPage(db, customerId, query, query.page_size, (query.page - 1) * query.page_size);
  return {
    items: rows.map((row) => ({
      id: row.id,
      source: row.source,
      points: row.points,
      status: row.status,
      description: describeEntry(row, language),
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      available_at: row.availableAt?.toISOString() ?? null,
    })),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}

export async function memberPerks(db: Db, customerId: number, language: Language) {
  return (await repo.perksOf(db, customerId)).map((perk) => ({
    id: perk.id,
    kind: perk.kind,
    name: PERK_TEXT[perk.kind].name[language],
    detail: PERK_TEXT[perk.kind].detail[language],
    status: perk.status,
    issued_at: perk.issuedAt.toISOString(),
    redeem_by: perk.redeemBy ? { day: Number(perk.redeemBy.slice(8, 10)), month: Number(perk.redeemBy.slice(5, 7)), date: perk.redeemBy } : null,
    redeemed_at: perk.redeemedAt?.toISOString() ?? null,
  }));
}

/** The ledger and the account agree (tests and support). */
export const ledgerSums = (db: Db, customerId: number) => repo.ledgerSums(db, customerId);

/**
 * Use a perk with an order (the bag and checkout call this): it must be the member's, still
 * issued and not past its redeem-by date in the member's country; it can be used once.
 */
export async function redeemPerk(db: Db, customerId: number, perkId: number, orderNumber: string, at: Date = new Date()): Promise<repo.PerkRow> {
  const perk = await repo.findPerk(db, perkId);
  if (!perk) throw new DomainError('offer_not_found');
  if (perk.customerId !== customerId) throw new DomainError('owner_mismatch', { attribute: 'perk' });
  const customer = await requireCustomer(db, customerId);
  if (perk.status !== 'issued' || (perk.redeemBy && localDate(countryOf(customer), at) > perk.redeemBy)) throw new DomainError('rewards_unavailable');
  const redeemed = await repo.redeemPerk(db, perkId, orderNumber, at);
  if (!redeemed) throw new DomainError('rewards_unavailable');
  return redeemed;
}
