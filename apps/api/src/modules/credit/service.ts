/**
 * Store credit (issue 18 item 4): a member's credit per country, granted by operations (goodwill,
 * refunds), shown in the account, and spent at checkout like a gift card after the cards. It
 * never goes below 0: a spend is a conditional update on the member's account row. Credit and
 * promo codes do not combine (product guide §5): the bag pays nothing with credit while a code is
 * on it, and applying either while the other is there is refused. Decision 0024.
 */
import type { StoreCreditDto } from '@blush/shared/giftcard-contracts';
import { type CountryCode, type CurrencyCode, MARKETS } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { DomainError } from '../../domain-error.ts';
import * as repo from './repo.ts';

const money = (amount: number, country: CountryCode) => ({ amount, currency: MARKETS[country].currency as CurrencyCode });

export async function storeCredit(db: Db, customerId: number, country: CountryCode): Promise<StoreCreditDto> {
  const [balance, entries] = await Promise.all([repo.balanceOf(db, customerId, country), repo.entriesOf(db, customerId, country)]);
  return {
    balance: money(balance, country),
    entries: entries.map((e) => ({ id: e.id, kind: e.kind, amount: money(e.amount, country), note: e.note, orderNumber: e.orderNumber, createdAt: e.createdAt.toISOString() })),
  };
}

/**
 * Grant credit once per request key: a retry with the same key answers the same entry. The key is
 * the operator's Idempotency-Key; a key used for another request is a conflict.
 */
export async function grantCredit(
  db: Db,
  input: { customerId: number; country: CountryCode; amount: number; kind: 'goodwill' | 'refund'; note?: string; orderId?: string; orderNumber?: string },
  requestKey: string,
): Promise<{ entryId: number; balance: { amount: number; currency: CurrencyCode } }> {
  const entry =
    (await repo.grant(db, {
      customerId: input.customerId,
      country: input.country,
      currency: MARKETS[input.country].currency,
      kind: input.kind,
      amount: input.amount,
      note: input.note ?? null,
      orderId: input.orderId ?? null,
      orderNumber: input.orderNumber ?? null,
      requestKey,
    })) ?? (await repo.entryByRequestKey(db, requestKey));
  if (!entry || entry.customerId !== input.customerId || entry.country !== input.country || entry.amount !== input.amount || entry.kind !== input.kind) throw new DomainError('idempotency_conflict');
  return { entryId: entry.id, balance: money(await repo.balanceOf(db, input.customerId, input.country), input.country) };
}

/** What the bag's member can pay with credit, and whether they chose to; null for a guest. */
/** The member's credit for the bag; `known` (from `creditAppliedSql`, when the caller read it) spares asking whether it is applied. */
export async function bagCredit(db: Db, bagId: string | undefined, customerId: number | null, country: CountryCode, known?: boolean): Promise<{ applied: boolean; available: { amount: number; currency: CurrencyCode } } | null> {
  if (customerId === null) return null;
  const [balance, applied] = await inParallel(db, [() => repo.balanceOf(db, customerId, country), () => known ?? (bagId ? repo.isApplied(db, bagId) : false)]);
  return { applied, available: money(balance, country) };
}

/** For a read of the bag: whether the credit pays it (`bagId` is an expression). */
export const creditAppliedSql = repo.appliedSql;

export const creditApplied = (db: Db, bagId: string): Promise<boolean> => repo.isApplied(db, bagId);

/** Pay bag `bagId` with the member's credit (a promo code on it is checked by the caller's flow). */
export async function applyCredit(db: Db, bagId: string, customerId: number, country: CountryCode): Promise<void> {
  if ((await repo.balanceOf(db, customerId, country)) <= 0) throw new DomainError('store_credit_empty');
  await repo.apply(db, bagId);
}

export const removeCredit = (db: Db, bagId: string): Promise<void> => repo.unapply(db, bagId);

/** In the order's transaction: spend `amount`; not enough left (spent meanwhile) refuses the order. */
export async function spendForOrder(t: Db, customerId: number, country: CountryCode, amount: number, order: { id: string; number: string }): Promise<void> {
  if (amount <= 0) return;
  if (!(await repo.spend(t, customerId, country, amount, order))) throw new DomainError('tender_changed');
}

/** In the release's transaction: what the order spent comes back, once. */
export const returnCredit = (t: Db, orderId: string): Promise<number> => repo.returnForOrder(t, orderId);
