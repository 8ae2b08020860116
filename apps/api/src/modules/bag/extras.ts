/**
 * What a bag holds besides its lines — the promo code's rules and usage, the automatic promotions,
 * the chosen gifts and samples, the reserved Beauty Pass reward — read together for composing the
 * bag. Reads only: the changes are in offers.ts.
 */
import type { Translated } from '@blush/shared/catalog';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { sql } from 'drizzle-orm';
import { bagCredit, creditAppliedSql } from '../credit/service.ts';
import { type BagGiftCards, type GiftCardsHeld, bagGiftCards, giftCardsHeldSql } from '../giftcard/service.ts';
import type { Usage } from '../promotion/engine.ts';
import * as promos from '../promotion/service.ts';
import * as repo from './repo.ts';

export interface Extras {
  now: Date;
  /** The rules of the code on the bag, if it still exists. */
  code: promos.PromotionRow | undefined;
  usage: Usage;
  automatic: promos.PromotionRow[];
  /** Chosen gifts (`owner_id` is the promotion). */
  gifts: promos.FreeItemRow[];
  /** Chosen samples still in stock. */
  samples: promos.FreeItemRow[];
  reward: Awaited<ReturnType<typeof repo.bagChoices>>['reward'];
  /** Gift cards to buy and gift cards applied to pay; the member's store credit (null for a guest). */
  giftCards: BagGiftCards;
  credit: Awaited<ReturnType<typeof bagCredit>>;
}

export const titleOf = (rule: { title: Translated }, language: Language) => rule.title[language] || rule.title.en;

const customerOf = (owner: { customerId: number } | { tokenHash: string } | null) => (owner && 'customerId' in owner ? owner.customerId : null);

/** How often the code was used, and whether the member has ordered before, when its rules ask. */
export async function usageOf(db: Db, rule: promos.PromotionRow, customerId: number | null): Promise<Usage> {
  const [counts, orders] = await inParallel(db, [
    () => (rule.usageLimit !== null || rule.perCustomerLimit !== null ? promos.promotionUsage(db, rule.id, customerId) : { total: 0, byShopper: 0 }),
    () => (rule.firstOrderOnly && customerId !== null ? promos.ordersPlaced(db, customerId) : null),
  ]);
  return { ...counts, shopperOrders: orders };
}

type ShopperOf = { owner: { customerId: number } | { tokenHash: string } | null; country: string; language: Language };

/** What a read of the bag learns besides its lines: its choices, and whether it holds gift cards or the member's credit. */
export type Known = { choices: Awaited<ReturnType<typeof repo.bagChoices>>; held: { giftCards: GiftCardsHeld; credit: boolean } };

/**
 * The shopper's bag in one read (see `repo.bagState`), with what `loadExtras` needs to skip the
 * reads that cannot apply (no gift card in the bag, no card applied: no gift card query).
 */
export function bagState(db: Db, shopper: ShopperOf & { owner: { customerId: number } | { tokenHash: string } }) {
  return repo.bagState<Known['held']>(db, shopper.owner, shopper.country, shopper.language, (bagId) => sql`json_build_object('giftCards', ${giftCardsHeldSql(bagId)}, 'credit', ${creditAppliedSql(bagId)})`);
}

export async function loadExtras(db: Db, shopper: ShopperOf, bag: repo.BagRow | undefined, override?: { code?: promos.PromotionRow | null }, known?: Known): Promise<Extras> {
  const now = new Date();
  const customerId = customerOf(shopper.owner);
  const country = shopper.country as CountryCode;
  if (!bag) {
    const [automatic, credit] = await inParallel(db, [() => promos.automaticPromotions(db), () => bagCredit(db, undefined, customerId, country)]);
    return { now, code: undefined, usage: { total: 0, byShopper: 0, shopperOrders: null }, automatic, gifts: [], samples: [], reward: undefined, giftCards: { lines: [], cards: [] }, credit };
  }
  // Side by side on the database; one after another inside a transaction (checkout's read under the bag's lock).
  const [code, automatic, choices, giftCards, credit] = await inParallel(db, [
    () => (override?.code !== undefined ? (override.code ?? undefined) : bag.promotionCode ? promos.promotionByCode(db, bag.promotionCode) : undefined),
    () => promos.automaticPromotions(db),
    () => known?.choices ?? repo.bagChoices(db, bag.id, customerId, shopper.language),
    () => bagGiftCards(db, bag.id, country, shopper.language, now, known?.held.giftCards),
    () => bagCredit(db, bag.id, customerId, country, known?.held.credit),
  ]);
  const { gifts: chosenGifts, samples: chosenSamples, reward } = choices;
  const giftIds = new Set(chosenGifts.map((g) => g.giftId));
  const sampleIds = new Set(chosenSamples);
  const [usage, gifts, samples] = await inParallel(db, [
    () => (code ? usageOf(db, code, customerId) : { total: 0, byShopper: 0, shopperOrders: null }),
    () => (giftIds.size ? promos.giftsOf(db, [...new Set(chosenGifts.map((g) => g.promotionId))], shopper.language) : []),
    () => (sampleIds.size ? promos.samplesIn(db, shopper.country, shopper.language) : []),
  ]);
  return {
    now,
    code,
    usage,
    automatic,
    gifts: gifts.filter((g) => giftIds.has(g.id) && g.stock > 0),
    samples: samples.filter((s) => sampleIds.has(s.id) && s.stock > 0),
    reward,
    giftCards,
    credit,
  };
}
