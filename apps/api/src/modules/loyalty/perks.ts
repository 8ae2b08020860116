/** Beauty Pass perks: welcome, birthday, Gold and staff perks issued once per period, listed and redeemed with an order. */
import { POINT_AWARDS, type PerkKind, addDays, addMonths, localDate, tierRank } from '@blush/shared/loyalty';
import { message } from '@blush/shared/messages';
import { type Language, MARKETS } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { type CustomerRow, membersBornIn, requireCustomer, staffMembers } from '../customer/service.ts';
import { award } from './ledger.ts';
import { countryOf } from './local-time.ts';
import * as repo from './repo.ts';

export async function issuePerk(db: Db, customerId: number, kind: PerkKind, period: string, redeemBy: string | null, at: Date): Promise<boolean> {
  return !!(await repo.insertPerk(db, { customerId, kind, period, redeemBy, issuedAt: at, ...(kind === 'birthday_points' ? { status: 'redeemed' as const, redeemedAt: at } : {}) }));
}

const lastDayOfMonth = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

/**
 * Job: in a member's birth month, birthday points for every member and a birthday gift for Black
 * and Gold (product guide §6), redeemable to the end of the month. Once a year.
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

/** A member flagged as staff gets this year's staff discount perk (once a year). */
export async function staffPerk(db: Db, customer: CustomerRow, at: Date = new Date()): Promise<boolean> {
  const year = localDate(countryOf(customer), at).slice(0, 4);
  return issuePerk(db, customer.id, 'staff_discount', year, `${year}-12-31`, at);
}

/**
 * Job: every staff member holds this year's staff discount, as the bag gives it all year (product
 * guide §6): a new year's perk on its first day in their country, the last one having run out.
 */
export async function issueStaffPerks(db: Db, now: Date = new Date()): Promise<number> {
  let issued = 0;
  for (const customer of await staffMembers(db)) if (await staffPerk(db, customer, now)) issued++;
  return issued;
}

export async function memberPerks(db: Db, customerId: number, language: Language) {
  return (await repo.perksOf(db, customerId)).map((perk) => ({
    id: perk.id,
    kind: perk.kind,
    name: message(language, `loyalty.perk.${perk.kind}.name`),
    detail: message(language, `loyalty.perk.${perk.kind}.detail`),
    status: perk.status,
    issued_at: perk.issuedAt.toISOString(),
    redeem_by: perk.redeemBy ? { day: Number(perk.redeemBy.slice(8, 10)), month: Number(perk.redeemBy.slice(5, 7)), date: perk.redeemBy } : null,
    redeemed_at: perk.redeemedAt?.toISOString() ?? null,
  }));
}

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
