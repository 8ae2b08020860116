import { formatMoney } from '@blush/shared/money';
import { SAMPLES_PER_ORDER, promotionHint } from '@blush/shared/promotion';
import { MAX_QUANTITY_PER_ITEM, includedTax, percentOf, shippingFee, staffDiscountPercent, toFreeShipping } from '@blush/shared/bag';
import type { BagDto, BagLine } from '@blush/shared/bag-contracts';
import type { TenderDto } from '@blush/shared/giftcard-contracts';
import { allocateTender } from '@blush/shared/tender';
import { errorMessage } from '@blush/shared/errors';
import { purchasePoints } from '@blush/shared/loyalty';
import { type CountryCode, type CurrencyCode, type Language, MARKETS } from '@blush/shared/markets';
import { message, translator } from '@blush/shared/messages';
import { type Tier, tierHasBenefit } from '@blush/shared/account';
import { type Db, withTransaction } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { DomainError } from '../../domain-error.ts';
import { type BagVariant, bagVariants, mediaUrl } from '../catalog/service.ts';
import { type PricedLine, evaluate, matchBundles } from '../promotion/engine.ts';
import type { FreeItemRow } from '../promotion/service.ts';
import { memberErased } from '../customer/erasure.ts';
import { rewardImageUrl } from '../reward/service.ts';
import { type Extras, bagState, loadExtras, titleOf } from './extras.ts';
import * as repo from './repo.ts';

export type BagOwner = { customerId: number } | { tokenHash: string };

/** Who is shopping, for prices and discounts: a member's tier and staff flag, or a guest. */
export interface Shopper {
  owner: BagOwner | null;
  country: CountryCode;
  language: Language;
  tier: Tier;
  isEmployee: boolean;
}

export function sold(v: BagVariant | undefined): v is BagVariant & { price: number; currency: string; stock: number } {
  return !!v && v.price !== null && v.available === true && v.currency !== null;
}

/** The most of a variant one bag may hold now: 6, the stock left, and the variant's own limit. */
export function lineLimit(v: BagVariant & { stock: number }): number {
  return Math.min(MAX_QUANTITY_PER_ITEM, v.stock, v.purchase_limit ?? MAX_QUANTITY_PER_ITEM);
}

/** Check a wanted quantity against every limit, with the catalogue's message for the first it breaks. */
export function checkQuantity(v: BagVariant | undefined, wanted: number, brandOthers: number): asserts v is BagVariant & { price: number; currency: string; stock: number } {
  if (!v) throw new DomainError('resource_not_found');
  // Sold only in the Blush app: the web's bag never takes it (product guide §1).
  if (v.app_exclusive) throw new DomainError('app_exclusive');
  if (!sold(v)) throw new DomainError('variant_unavailable_in_country');
  if (v.stock <= 0) throw new DomainError('out_of_stock');
  if (wanted > MAX_QUANTITY_PER_ITEM) throw new DomainError('quantity_limit', { max: MAX_QUANTITY_PER_ITEM });
  if (v.purchase_limit !== null && wanted > v.purchase_limit) throw new DomainError('variant_limit', { max: v.purchase_limit });
  if (v.brand_purchase_limit !== null && brandOthers + wanted > v.brand_purchase_limit) throw new DomainError('brand_limit', { max: v.brand_purchase_limit });
  if (wanted > v.stock) throw new DomainError('quantity_limit', { max: v.stock });
}

/** The catalogue's view of the variants of some lines (and `extra` ones) in the shopper's country. */
export async function variantsFor(db: Db, lines: readonly repo.LineRow[], extra: number[], shopper: Shopper): Promise<Map<number, BagVariant>> {
  const ids = [...new Set([...lines.map((l) => l.variantId), ...extra])];
  return new Map((await bagVariants(db, ids, shopper.country, shopper.language)).map((v) => [v.id, v]));
}

export const brandQuantity = (lines: readonly repo.LineRow[], variants: Map<number, BagVariant>, brandId: number, exceptVariant: number) =>
  lines.filter((l) => l.variantId !== exceptVariant && variants.get(l.variantId)?.brand_id === brandId).reduce((n, l) => n + l.quantity, 0);

/** A guest's active bags (one per country), before they are merged at sign-in. */
export async function guestBagsOf(db: Db, tokenHash: string): Promise<Array<{ id: string; country: string }>> {
  return (await repo.guestBags(db, tokenHash)).map((b) => ({ id: b.id, country: b.country }));
}

/** A member's active bag in a country, if any. */
export async function memberBagOf(db: Db, customerId: number, country: CountryCode): Promise<string | undefined> {
  return (await repo.findBag(db, { customerId }, country))?.id;
}

/** The shopper's active bag in their country, made if missing; its id. */
export async function openBag(db: Db, shopper: Shopper & { owner: BagOwner }): Promise<string> {
  const bag = await repo.findOrCreateBag(db, shopper.owner, shopper.country);
  await repo.touchBag(db, bag.id);
  return bag.id;
}

export async function lineVariant(db: Db, shopper: Shopper, lineId: number): Promise<number> {
  const bag = shopper.owner && (await repo.findBag(db, shopper.owner, shopper.country));
  const line = bag ? (await repo.linesOf(db, bag.id)).find((l) => l.id === lineId) : undefined;
  if (!line) throw new DomainError('resource_not_found');
  return line.variantId;
}

export async function itemsCount(db: Db, shopper: Shopper): Promise<number> {
  const bag = shopper.owner && (await repo.findBag(db, shopper.owner, shopper.country));
  return bag ? repo.countItems(db, bag.id) : 0;
}

/**
 * A guest signs in: every active guest bag (one per country) joins the member's bag of its country,
 * quantities added up to 6 per item; nothing of either side is lost. The guest's promo code and
 * samples come along when the member's bag has none. The guest bags are then merged.
 */
export async function mergeGuestBags(db: Db, tokenHash: string, customerId: number): Promise<number> {
  let moved = 0;
  for (const guest of await repo.guestBags(db, tokenHash)) {
    const target = await repo.findOrCreateBag(db, { customerId }, guest.country);
    await withTransaction(db, async (t) => {
      await repo.lockBag(t, target.id);
      const mine = await repo.linesOf(t, target.id);
      for (const line of await repo.linesOf(t, guest.id)) {
        const have = mine.find((l) => l.variantId === line.variantId && l.kind === line.kind)?.quantity ?? 0;
        const add = Math.min(line.quantity, MAX_QUANTITY_PER_ITEM - have);
        if (add > 0 && (await repo.addToLine(t, target.id, line.variantId, line.kind, add, MAX_QUANTITY_PER_ITEM))) moved++;
      }
      // The guest's promo code and samples come along when the member's bag has none of its own.
      if (!target.promotionCode && guest.promotionCode) await repo.setPromotionCode(t, target.id, guest.promotionCode);
      const guestSamples = await repo.chosenSamples(t, guest.id);
      if (guestSamples.length && !(await repo.chosenSamples(t, target.id)).length) await repo.replaceSamples(t, target.id, guestSamples);
      await repo.markMerged(t, guest.id);
    });
  }
  return moved;
}

const money = (amount: number, currency: CurrencyCode) => ({ amount, currency });

/**
 * What may pay the bag besides money: the cards applied, and the member's credit — which pays
 * nothing while a promo code is on the bag (product guide §5).
 */
function tenderOf(extras: Extras, hasPromoCode: boolean, currency: CurrencyCode): Pick<TenderDto, 'giftCards'> & { credit: Omit<NonNullable<TenderDto['credit']>, 'used'> | null } {
  return {
    giftCards: extras.giftCards.cards.map((c) => ({ id: c.id, maskedNumber: c.maskedNumber, balance: c.balance, amountUsed: money(0, currency) })),
    credit: extras.credit ? { applied: extras.credit.applied, available: extras.credit.available, canApply: !hasPromoCode } : null,
  };
}

/** The bag as shown: lines with their flags, promotions, free items, and the cost summary computed here only. */
export async function viewBag(db: Db, shopper: Shopper): Promise<BagDto> {
  // One read of the bag, then its variants and only the extras it holds, side by side.
  const state = shopper.owner ? await bagState(db, { ...shopper, owner: shopper.owner }) : undefined;
  const lines = state?.lines ?? [];
  const [variants, extras] = await inParallel(db, [() => variantsFor(db, lines, [], shopper), () => loadExtras(db, shopper, state?.bag, undefined, state)]);
  return composeBag(shopper, state?.bag, lines, variants, extras);
}

/** Compose the bag after a change made in a transaction: the extras are read once it committed. */
export async function answer(db: Db, shopper: Shopper, bag: repo.BagRow, lines: readonly repo.LineRow[], variants: Map<number, BagVariant>): Promise<BagDto> {
  return composeBag(shopper, bag, lines, variants, await loadExtras(db, shopper, bag));
}

/** What each line costs before promotions, and whether it counts towards the order (sold here, on the web, and in stock). */
export function priceLines(lines: readonly repo.LineRow[], variants: Map<number, BagVariant>): PricedLine[] {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const v = variants.get(line.variantId);
    if (!v) continue;
    const available = sold(v);
    priced.push({
      lineId: line.id,
      productId: v.product_id,
      brandId: v.brand_id,
      unitPrice: available ? (v.sale_price ?? v.price!) : 0,
      quantity: line.quantity,
      nonDiscountable: v.non_discountable,
      payable: available && !v.app_exclusive && (v.stock ?? 0) >= line.quantity,
    });
  }
  return priced;
}

export function composeBag(shopper: Shopper, bag: repo.BagRow | undefined, lines: readonly repo.LineRow[], variants: Map<number, BagVariant>, extras: Extras): BagDto {
  const market = MARKETS[shopper.country];
  const currency = market.currency;
  const language = shopper.language;
  const now = extras.now;
  const blockers: BagDto['blockers'] = [];

  // 1. What each line costs before promotions, and whether it counts towards the order.
  const priced = priceLines(lines, variants);

  // 2. Bundles first (automatic), then the code on the lines outside them, then automatic gifts.
  const bundles = matchBundles(extras.automatic, priced, shopper.country, now);
  const bundled = new Set(bundles.flatMap((b) => b.lineIds));
  const bundleOf = new Map(bundles.flatMap((b) => b.lineIds.map((id) => [id, b] as const)));
  const rule = extras.code;
  const evaluation = rule && rule.kind !== 'bundle' ? evaluate(rule, priced, { country: shopper.country, now, usage: extras.usage, bundled }) : undefined;
  const promo = evaluation?.ok ? evaluation : undefined;
  const openGifts = [
    ...(rule && promo?.opensGiftChoice ? [rule] : []),
    ...extras.automatic.filter((r) => r.kind === 'gift' && evaluate(r, priced, { country: shopper.country, now, bundled }).ok),
  ];

  // 3. Lines with their discounts: bundle, promotion, then the staff discount on what is left.
  const out: BagLine[] = [];
  let subtotal = 0;
  let promoTotal = 0;
  let staffTotal = 0;
  let bundleTotal = 0;
  for (const line of lines) {
    const v = variants.get(line.variantId);
    const p = priced.find((x) => x.lineId === line.id);
    if (!v || !p) continue;
    const available = sold(v);
    const lineSubtotal = p.unitPrice * line.quantity;
    const bundleDiscount = bundleOf.get(line.id)?.discounts.get(line.id) ?? 0;
    const promoDiscount = promo?.discounts.get(line.id) ?? 0;
    const staff = p.payable && shopper.isEmployee && !v.non_discountable && !bundled.has(line.id) ? percentOf(lineSubtotal - promoDiscount, staffDiscountPercent(v.brand_is_house)) : 0;
    const discount = bundleDiscount + promoDiscount + staff;
    if (p.payable) {
      subtotal += lineSubtotal;
      promoTotal += promoDiscount;
      staffTotal += staff;
      bundleTotal += bundleDiscount;
    }
    if (!available) blockers.push({ lineId: line.id, code: 'variant_unavailable_in_country', message: errorMessage('variant_unavailable_in_country', language) });
    // A line put in the bag before its product became app exclusive stays, flagged, until removed.
    else if (v.app_exclusive) blockers.push({ lineId: line.id, code: 'app_exclusive', message: errorMessage('app_exclusive', language) });
    else if (!p.payable) blockers.push({ lineId: line.id, code: 'out_of_stock', message: errorMessage('out_of_stock', language) });
    const bundle = bundleOf.get(line.id);
    out.push({
      id: line.id,
      kind: line.kind,
      variant: { id: v.id, sku: v.sku, type: v.type, shade: v.shade_name, shadeHex: v.shade_hex, size: v.size, imageUrl: v.imageUrl },
      product: { id: v.product_id, slug: v.product_slug, name: v.product_name },
      brand: { slug: v.brand_slug, name: v.brand_name },
      quantity: line.quantity,
      maxQuantity: available && !v.app_exclusive ? Math.max(line.quantity, lineLimit(v as BagVariant & { stock: number })) : line.quantity,
      inventory: v.stock ?? 0,
      price: money(p.unitPrice, currency),
      regularPrice: money(available ? v.price! : 0, currency),
      subtotal: money(p.payable ? lineSubtotal : 0, currency),
      discount: money(p.payable ? discount : 0, currency),
      gstPercent: market.taxPercent,
      pointsEarned: p.payable ? purchasePoints(shopper.country, lineSubtotal - discount, shopper.tier) : 0,
      nonDiscountable: v.non_discountable,
      outOfStock: available && !v.app_exclusive && !p.payable,
      unavailable: !available || v.app_exclusive,
      clickAndCollectOnly: v.click_and_collect_only,
      bundle: bundle ? { promotionId: bundle.rule.id, title: titleOf(bundle.rule, language) } : null,
    });
  }

  // 4. The summary: every discount named, shipping after discounts, tax included in the total.
  const discountTotal = promoTotal + staffTotal + bundleTotal;
  const merchandise = subtotal - discountTotal;
  // Standard shipping is free with a free-shipping code and for Gold members (product guide §6).
  const shipsFree = !!promo?.freeShipping || tierHasBenefit(shopper.tier, 'free_shipping');
  const shipping = shipsFree ? 0 : shippingFee(shopper.country, merchandise);
  // Gift cards bought: their face value, with no discount, points, tax or shipping (decision 0024).
  const giftCardLines = extras.giftCards.lines;
  const giftCardGoods = giftCardLines.reduce((n, l) => n + l.amount.amount, 0);
  const due = merchandise + shipping + giftCardGoods;
  const tender = tenderOf(extras, !!bag?.promotionCode, currency);
  const split = allocateTender(due, tender);
  const giftCard = split.cards.reduce((n, x) => n + x, 0);
  const total = due - giftCard - split.credit;
  const tax = includedTax(merchandise + shipping, market.taxPercent);
  const discounts: BagDto['summary']['discounts'] = [
    ...bundles.filter((b) => b.saving > 0).map((b) => ({ kind: 'bundle' as const, label: titleOf(b.rule, language), amount: money(b.saving, currency) })),
    ...(rule && promoTotal > 0 ? [{ kind: 'promotion' as const, label: `${rule.code} · ${titleOf(rule, language)}`, amount: money(promoTotal, currency) }] : []),
    ...(staffTotal > 0 ? [{ kind: 'staff' as const, label: message(language, 'bag.staff_discount'), amount: money(staffTotal, currency) }] : []),
  ];
  const hasMerchandise = subtotal > 0;
  const openIds = new Set(openGifts.map((r) => r.id));
  const freeItem = (row: FreeItemRow) => ({ id: row.id, name: row.label, brand: row.brand_name, imageUrl: row.image_id === null ? null : mediaUrl.productImage(row.image_id) });
  const gifts = hasMerchandise ? extras.gifts.filter((g) => g.owner_id !== null && openIds.has(g.owner_id)) : [];

  return {
    id: bag?.id ?? '',
    country: shopper.country,
    lines: out,
    itemsCount: lines.reduce((n, l) => n + l.quantity, 0) + giftCardLines.length,
    summary: {
      subtotal: money(subtotal + giftCardGoods, currency),
      discount: money(discountTotal, currency),
      discounts,
      priceBeforeTax: money(due - tax, currency),
      tax: money(tax, currency),
      taxPercent: market.taxPercent,
      taxName: market.taxName,
      shipping: money(shipping, currency),
      // A bag of gift cards alone ships nothing, so there is no free shipping to reach.
      toFreeShipping: money(shipsFree || (lines.length === 0 && giftCardLines.length > 0) ? 0 : merchandise > 0 ? toFreeShipping(shopper.country, merchandise) : market.freeShippingThreshold, currency),
      giftCardRedeemed: money(giftCard, currency),
      storeCreditRedeemed: money(split.credit, currency),
      pointsEarned: purchasePoints(shopper.country, merchandise, shopper.tier),
      total: money(total, currency),
    },
    canCheckout: (lines.length > 0 || giftCardLines.length > 0) && blockers.length === 0,
    blockers,
    giftCardLines,
    tender: {
      giftCards: tender.giftCards.map((c, i) => ({ ...c, amountUsed: money(split.cards[i] ?? 0, currency) })),
      credit: tender.credit ? { ...tender.credit, used: money(split.credit, currency) } : null,
    },
    promotion: rule
      ? {
          id: rule.id,
          code: rule.code ?? '',
          kind: rule.kind,
          title: titleOf(rule, language),
          applicable: !!promo,
          hint: evaluation && !evaluation.ok ? promotionHint(evaluation.reason, translator(language), evaluation.missing ? formatMoney(money(evaluation.missing, currency), language, shopper.country) : undefined) : null,
          discount: money(promoTotal, currency),
          freeShipping: !!promo?.freeShipping,
        }
      : null,
    giftChoices: hasMerchandise
      ? openGifts.map((r) => ({ promotionId: r.id, title: titleOf(r, language), max: r.giftMax ?? 1, selected: gifts.filter((g) => g.owner_id === r.id).length }))
      : [],
    gifts: gifts.map((g) => ({ ...freeItem(g), promotionId: g.owner_id! })),
    samples: hasMerchandise ? extras.samples.map(freeItem) : [],
    samplesMax: SAMPLES_PER_ORDER[shopper.country],
    reward: extras.reward
      ? {
          id: extras.reward.reward_id,
          redemptionId: extras.reward.redemption_id,
          name: extras.reward.name,
          brand: extras.reward.brand,
          points: extras.reward.points,
          imageUrl: extras.reward.image_id === null ? rewardImageUrl(extras.reward.slug) : mediaUrl.productImage(extras.reward.image_id),
        }
      : null,
    bundles: bundles.map((b) => ({ promotionId: b.rule.id, title: titleOf(b.rule, language), lineIds: b.lineIds, saving: money(b.saving, currency) })),
  };
}

/**
 * For checkout: the shopper's active bag locked for the rest of the transaction, composed exactly
 * as the bag page shows it (same prices, promotions and free items). Undefined without a bag.
 */
export async function lockForCheckout(t: Db, shopper: Shopper): Promise<{ bag: repo.BagRow; dto: BagDto; extras: Extras } | undefined> {
  const bag = shopper.owner ? await repo.findBag(t, shopper.owner, shopper.country) : undefined;
  if (bag) await repo.lockBag(t, bag.id);
  // A member erased while this checkout was under way (its session was read before): the erasure
  // deleted the bag under its lock, so this placement waited for it and now finds the account gone.
  if (shopper.owner && 'customerId' in shopper.owner && (await memberErased(t, shopper.owner.customerId))) throw new DomainError('authentication_failed');
  if (!bag) return undefined;
  const lines = await repo.linesOf(t, bag.id);
  const [variants, extras] = [await variantsFor(t, lines, [], shopper), await loadExtras(t, shopper, bag)];
  return { bag, dto: composeBag(shopper, bag, lines, variants, extras), extras };
}

/** The bag became an order: it is closed, and the shopper's next add starts a new one. */
export async function markOrdered(t: Db, bagId: string): Promise<void> {
  await repo.markStatus(t, bagId, 'ordered');
}
