/**
 * The bag's promotions and free items (product guide §3, §5, §7): apply and remove a promo code, the
 * offers panel, adding a bundle, choosing gifts (`multiple-gwps`) and samples, and taking a Beauty
 * Pass reward for the bag. Every change locks the bag row first, so two tabs choosing at once
 * cannot pass a limit; a refused change writes nothing.
 */
import type { z } from 'zod';
import type { BagDto, OfferDto, giftSetsResponseSchema, samplesResponseSchema } from '@blush/shared/bag-contracts';
import { MARKETS } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import { formatMoney } from '@blush/shared/money';
import { SAMPLES_PER_ORDER, promotionHint } from '@blush/shared/promotion';
import { type Db, withTransaction } from '../../db/client.ts';
import { eachInParallel, inParallel } from '../../db/in-parallel.ts';
import { DomainError } from '../../domain-error.ts';
import { mediaUrl } from '../catalog/service.ts';
import { type PricedLine, evaluate, liveIn, matchBundles } from '../promotion/engine.ts';
import { creditApplied } from '../credit/service.ts';
import * as promos from '../promotion/service.ts';
import { listRewards } from '../reward/service.ts';
import { cancelRedemption, redeemReward } from '../../flows/reward-redemption.ts';
import { loadExtras, titleOf, usageOf } from './extras.ts';
import * as repo from './repo.ts';
import { addLine } from './lines.ts';
import { type BagOwner, type Shopper, composeBag, priceLines, variantsFor, viewBag } from './service.ts';

const customerOf = (shopper: Shopper) => (shopper.owner && 'customerId' in shopper.owner ? shopper.owner.customerId : null);
const freeItem = (row: promos.FreeItemRow) => ({ id: row.id, name: row.label, brand: row.brand_name, imageUrl: row.image_id === null ? null : mediaUrl.productImage(row.image_id) });

async function bagOf(db: Db, shopper: Shopper): Promise<repo.BagRow | undefined> {
  return shopper.owner ? repo.findBag(db, shopper.owner, shopper.country) : undefined;
}

/** The bag as composed inside a transaction, from its locked state (used to check a change before writing it). */
async function composeLocked(t: Db, shopper: Shopper, bag: repo.BagRow, code?: promos.PromotionRow | null): Promise<BagDto> {
  await repo.lockBag(t, bag.id);
  const lines = await repo.linesOf(t, bag.id);
  return composeBag(shopper, bag, lines, await variantsFor(t, lines, [], shopper), await loadExtras(t, shopper, bag, code === undefined ? undefined : { code }));
}

/**
 * Apply a promo code (exactly as typed: codes are case sensitive). It replaces the bag's code (one
 * per order). A code that does not apply now is refused with "Sorry, the promotion is invalid."
 * and, where the shopper can act on it, a hint (spend more, add an eligible product).
 */
export async function applyCoupon(db: Db, shopper: Shopper, code: string): Promise<BagDto> {
  const invalid = (reason: string, hint: string | null = null) => new DomainError('promotion_invalid', {}, { reason, hint });
  const rule = await promos.promotionByCode(db, code);
  if (!rule || rule.kind === 'bundle') throw invalid('unknown');
  const bag = await bagOf(db, shopper);
  if (!bag) throw invalid('no_eligible_items', promotionHint('no_eligible_items', translator(shopper.language)));
  await withTransaction(db, async (t) => {
    const preview = await composeLocked(t, shopper, bag, rule);
    // Promo codes and store credit do not combine (product guide §5): the credit goes first.
    if (await creditApplied(t, bag.id)) throw new DomainError('promo_code_with_credit');
    if (!preview.promotion?.applicable) {
      const missing = await reasonOf(t, shopper, bag, rule);
      throw invalid(missing.reason, missing.hint);
    }
    if (bag.promotionCode && bag.promotionCode !== code) {
      const previous = await promos.promotionByCode(t, bag.promotionCode);
      if (previous) await repo.replaceGifts(t, bag.id, previous.id, []);
    }
    await repo.setPromotionCode(t, bag.id, code);
  });
  return viewBag(db, shopper);
}

/** Why a code does not apply to the bag (the engine's reason, with the hint the shopper can act on). */
async function reasonOf(db: Db, shopper: Shopper, bag: repo.BagRow, rule: promos.PromotionRow): Promise<{ reason: string; hint: string | null }> {
  const { priced, bundled } = await pricedLines(db, shopper, bag);
  const result = evaluate(rule, priced, { country: shopper.country, now: new Date(), usage: await usageOf(db, rule, customerOf(shopper)), bundled });
  if (result.ok) return { reason: 'unknown', hint: null };
  const currency = MARKETS[shopper.country].currency;
  const amount = result.missing ? formatMoney({ amount: result.missing, currency }, shopper.language, shopper.country) : undefined;
  return { reason: result.reason, hint: promotionHint(result.reason, translator(shopper.language), amount) };
}

async function pricedLines(db: Db, shopper: Shopper, bag: repo.BagRow | undefined): Promise<{ priced: PricedLine[]; bundled: Set<number>; subtotal: number }> {
  if (!bag) return { priced: [], bundled: new Set(), subtotal: 0 };
  const lines = await repo.linesOf(db, bag.id);
  const priced = priceLines(lines, await variantsFor(db, lines, [], shopper));
  const bundles = matchBundles(await promos.automaticPromotions(db), priced, shopper.country, new Date());
  return { priced, bundled: new Set(bundles.flatMap((b) => b.lineIds)), subtotal: priced.reduce((n, l) => n + (l.payable ? l.unitPrice * l.quantity : 0), 0) };
}

/** Take the promo code off the bag, with the gifts it gave. */
export async function removeCoupon(db: Db, shopper: Shopper): Promise<BagDto> {
  const bag = await bagOf(db, shopper);
  if (bag?.promotionCode) {
    await withTransaction(db, async (t) => {
      await repo.lockBag(t, bag.id);
      const rule = await promos.promotionByCode(t, bag.promotionCode!);
      if (rule) await repo.replaceGifts(t, bag.id, rule.id, []);
      await repo.setPromotionCode(t, bag.id, null);
    });
  }
  return viewBag(db, shopper);
}

/**
 * `cart/offers`: the listed promotions live in the country — codes, automatic gifts and bundles —
 * each with whether it applies to the bag now and, if not, what the shopper can do.
 */
export async function listOffers(db: Db, shopper: Shopper): Promise<OfferDto[]> {
  const now = new Date();
  const bag = await bagOf(db, shopper);
  const [rules, { priced, bundled }] = await inParallel(db, [() => promos.listedPromotions(db), () => pricedLines(db, shopper, bag)]);
  const live = rules.filter((r) => !liveIn(r, shopper.country, now));
  const currency = MARKETS[shopper.country].currency;
  const bundleProducts = await promos.bundleProducts(db, [...new Set(live.filter((r) => r.kind === 'bundle').flatMap((r) => r.productIds ?? []))], shopper.country, shopper.language);
  const customerId = customerOf(shopper);
  const offers: OfferDto[] = [];
  for (const rule of live) {
    const minimum = rule.minSpend?.[shopper.country] ?? null;
    let applicable: boolean;
    let hint: string | null = null;
    if (rule.kind === 'bundle') {
      applicable = matchBundles([rule], priced, shopper.country, now).length > 0;
    } else {
      const result = evaluate(rule, priced, { country: shopper.country, now, usage: await usageOf(db, rule, customerId), bundled });
      applicable = result.ok;
      if (!result.ok && priced.length > 0) hint = promotionHint(result.reason, translator(shopper.language), result.missing ? formatMoney({ amount: result.missing, currency }, shopper.language, shopper.country) : undefined);
    }
    offers.push({
      id: rule.id,
      code: rule.code,
      kind: rule.kind,
      title: titleOf(rule, shopper.language),
      details: rule.details[shopper.language] || rule.details.en,
      terms: rule.terms[shopper.language] || rule.terms.en,
      minSpend: minimum === null ? null : { amount: minimum, currency },
      limitedToOnePerOrder: rule.code !== null,
      endsAt: rule.endsAt?.toISOString() ?? null,
      applied: rule.code !== null && rule.code === bag?.promotionCode,
      applicable,
      hint,
      products:
        rule.kind === 'bundle'
          ? (rule.productIds ?? []).flatMap((id) => {
              const p = bundleProducts.find((x) => Number(x.id) === id);
              return p ? [{ id, slug: p.slug, name: p.name, brand: p.brand, variantId: p.variant_id === null ? null : Number(p.variant_id), price: p.price === null ? null : { amount: p.sale_price ?? p.price, currency } }] : [];
            })
          : [],
    });
  }
  return offers;
}

/** Put one of each of a bundle's products in the bag (those already there are left as they are). */
export async function addBundle(db: Db, shopper: Shopper & { owner: BagOwner }, promotionId: number): Promise<BagDto> {
  const rule = await promos.promotionById(db, promotionId);
  if (!rule || rule.kind !== 'bundle' || liveIn(rule, shopper.country, new Date())) throw new DomainError('offer_not_found');
  const products = await promos.bundleProducts(db, rule.productIds ?? [], shopper.country, shopper.language);
  if (products.length < (rule.productIds?.length ?? 0) || products.some((p) => p.variant_id === null)) throw new DomainError('out_of_stock');
  // One product sold only in the app refuses the whole bundle before any of it is added.
  const variants = await variantsFor(db, [], products.map((p) => Number(p.variant_id)), shopper);
  if ([...variants.values()].some((v) => v.app_exclusive)) throw new DomainError('app_exclusive');
  const bag = await bagOf(db, shopper);
  const have = new Set(bag ? (await pricedLines(db, shopper, bag)).priced.filter((l) => l.payable).map((l) => l.productId) : []);
  let result: BagDto | undefined;
  for (const p of products) if (!have.has(Number(p.id))) result = await addLine(db, shopper, Number(p.variant_id), 1);
  return result ?? viewBag(db, shopper);
}

type GiftSets = z.infer<typeof giftSetsResponseSchema>;

/** `multiple-gwps`: the gift sets open to the bag (its code's and the automatic ones), with what is chosen. */
export async function giftSets(db: Db, shopper: Shopper): Promise<GiftSets> {
  const bagDto = await viewBag(db, shopper);
  const ids = bagDto.giftChoices.map((c) => c.promotionId);
  if (!ids.length) return { sets: [] };
  const [gifts, rules] = await inParallel(db, [() => promos.giftsOf(db, ids, shopper.language), () => eachInParallel(db, ids, (id) => promos.promotionById(db, id))]);
  const chosen = new Set(bagDto.gifts.map((g) => g.id));
  return {
    sets: bagDto.giftChoices.map((choice, i) => ({
      promotionId: choice.promotionId,
      title: choice.title,
      details: rules[i] ? rules[i].details[shopper.language] || rules[i].details.en : '',
      code: rules[i]?.code ?? null,
      max: choice.max,
      selected: choice.selected,
      gifts: gifts.filter((g) => g.owner_id === choice.promotionId).map((g) => ({ ...freeItem(g), fullyRedeemed: g.stock <= 0, selected: chosen.has(g.id) })),
    })),
  };
}

/**
 * Choose the gifts of one open gift promotion (replacing the earlier choice): at most its
 * `gift_max`, each of that promotion and in stock. Checked under the bag's lock.
 */
export async function chooseGifts(db: Db, shopper: Shopper, promotionId: number, giftIds: readonly number[]): Promise<BagDto> {
  const bag = await bagOf(db, shopper);
  if (!bag) throw new DomainError('offer_not_found');
  const wanted = [...new Set(giftIds)];
  await withTransaction(db, async (t) => {
    const current = await composeLocked(t, shopper, bag);
    const choice = current.giftChoices.find((c) => c.promotionId === promotionId);
    if (!choice) throw new DomainError('offer_not_found');
    if (wanted.length > choice.max) throw new DomainError('gift_limit', { max: choice.max });
    const rows = await promos.giftRows(t, wanted);
    if (rows.length !== wanted.length || rows.some((g) => g.promotionId !== promotionId)) throw new DomainError('offer_not_found');
    if (rows.some((g) => g.stock <= 0)) throw new DomainError('fully_redeemed');
    await repo.replaceGifts(t, bag.id, promotionId, wanted);
  });
  return viewBag(db, shopper);
}

type SamplesResponse = z.infer<typeof samplesResponseSchema>;

/** `cart/samples`: the samples offered in the country, which are chosen, and how many may be. */
export async function listSamples(db: Db, shopper: Shopper): Promise<SamplesResponse> {
  const bag = await bagOf(db, shopper);
  const [rows, chosen, { subtotal }] = await inParallel(db, [
    () => promos.samplesIn(db, shopper.country, shopper.language),
    () => (bag ? repo.chosenSamples(db, bag.id) : ([] as number[])),
    () => pricedLines(db, shopper, bag),
  ]);
  return {
    max: SAMPLES_PER_ORDER[shopper.country],
    available: subtotal > 0,
    samples: rows.map((s) => ({ ...freeItem(s), fullyRedeemed: s.stock <= 0, selected: chosen.includes(s.id) && s.stock > 0 })),
  };
}

/** Choose the bag's samples (replacing the earlier choice): up to the country's number, each offered here and in stock. */
export async function chooseSamples(db: Db, shopper: Shopper, sampleIds: readonly number[]): Promise<BagDto> {
  const wanted = [...new Set(sampleIds)];
  const max = SAMPLES_PER_ORDER[shopper.country];
  if (wanted.length > max) throw new DomainError('samples_limit', { max });
  const bag = await bagOf(db, shopper);
  if (!bag) throw new DomainError('samples_unavailable');
  await withTransaction(db, async (t) => {
    await repo.lockBag(t, bag.id);
    if ((await pricedLines(t, shopper, bag)).subtotal <= 0) throw new DomainError('samples_unavailable');
    const offered = new Map((await promos.samplesIn(t, shopper.country, shopper.language)).map((s) => [s.id, s]));
    if (wanted.some((id) => !offered.has(id))) throw new DomainError('samples_unavailable');
    if (wanted.some((id) => offered.get(id)!.stock <= 0)) throw new DomainError('fully_redeemed');
    await repo.replaceSamples(t, bag.id, wanted);
  });
  return viewBag(db, shopper);
}

/** `cart/beauty-pass-offers`: the rewards catalogue for the bag, with the reward already taken for it. */
export async function bagRewards(db: Db, shopper: Shopper) {
  const customerId = customerOf(shopper);
  const bag = await bagOf(db, shopper);
  const [list, reserved] = await inParallel(db, [
    () => listRewards(db, { country: shopper.country, language: shopper.language, customerId }),
    () => (customerId !== null && bag ? repo.reservedReward(db, customerId, bag.id, shopper.language) : undefined),
  ]);
  return { ...list, redeemed: reserved ? { redemptionId: Number(reserved.redemption_id), rewardId: Number(reserved.reward_id) } : null };
}

/** A member takes a reward for this bag with points (one per transaction: the bag is the transaction). */
export async function redeemInBag(db: Db, shopper: Shopper, rewardId: number): Promise<BagDto> {
  const customerId = customerOf(shopper);
  if (customerId === null) throw new DomainError('members_only');
  const bag = await repo.findOrCreateBag(db, shopper.owner!, shopper.country);
  const { subtotal } = await pricedLines(db, shopper, bag);
  if (subtotal <= 0) throw new DomainError('rewards_unavailable');
  await redeemReward(db, { customerId, rewardId, transactionRef: bag.id, country: shopper.country, language: shopper.language });
  return viewBag(db, shopper);
}

export async function removeBagReward(db: Db, shopper: Shopper, redemptionId: number): Promise<BagDto> {
  const customerId = customerOf(shopper);
  if (customerId === null) throw new DomainError('members_only');
  await cancelRedemption(db, { customerId, redemptionId, language: shopper.language });
  return viewBag(db, shopper);
}
