/**
 * What pressing a bag button does, loaded on the first interaction (`loadBagActions`): call the API,
 * then put the bag it answers everywhere it is shown — the header count and the cached bag of the
 * bag page. Moving a line to the wishlist also marks the wishlist (and the account's counts) stale.
 */
import type { BagDto } from '@blush/shared/bag-contracts';
import { formatMoney } from '@blush/shared/money';
import type { ApiLocale } from '../../lib/api-core.ts';
import { cardVariant } from '../../lib/product-variant.ts';
import { loadedQueryClient } from '../../lib/query.ts';
import { ACCOUNT_QUERY_KEY } from '../../lib/session.ts';
import { WISHLIST_KEY_PREFIX, bagKey } from '../../lib/shop-keys.ts';
import { bagApi } from './bag-api.ts';
import { bagCountKey, setBagCount } from './bag-count.ts';

/** The message to show for a failed bag call: the API's own (translated) text, else `fallback`. */
export function bagErrorMessage(error: unknown, fallback: string): string {
  const { status, message, code } = (error ?? {}) as { status?: unknown; message?: unknown; code?: unknown };
  if (code === 'invalid_response' || code === 'internal_error' || typeof status !== 'number' || status >= 500) return fallback;
  return typeof message === 'string' && message && !message.startsWith('HTTP ') ? message : fallback;
}

export interface BagContext {
  locale: ApiLocale;
  /** `sessionSubject()`: whose bag it is. */
  subject: string | null;
}

/**
 * Show `bag` as the current bag: the header count, and the bag page's cache when there is one (a
 * page that never showed the bag has no query cache loaded, and nothing to update).
 */
export async function showBag({ locale, subject }: BagContext, bag: BagDto): Promise<BagDto> {
  setBagCount(bagCountKey(locale.country, subject), bag.itemsCount);
  const client = await loadedQueryClient()?.catch(() => null);
  client?.setQueryData(bagKey(locale.country, subject), bag);
  return bag;
}

export async function addToBag(context: BagContext, variantId: number, quantity: number): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).add(variantId, quantity);
  return showBag(context, bag);
}

/**
 * A quick add (a product card's one variant, or a wishlist item's): one unit. Never throws: the
 * notice to show, "… is in your bag" with the bag subtotal, or why it failed.
 */
export async function quickAdd(
  context: BagContext,
  target: { slug: string; variantId?: number | undefined; name: string },
  t: (key: string, options?: Record<string, unknown>) => string,
): Promise<{ ok: boolean; text: string }> {
  try {
    const variantId = target.variantId ?? (await cardVariant(context.locale, target.slug))?.id;
    if (variantId === undefined) return { ok: false, text: t('bag.add_failed') };
    const bag = await addToBag(context, variantId, 1);
    const subtotal = formatMoney(bag.summary.subtotal, context.locale.language, context.locale.country);
    return { ok: true, text: t('bag.added_notice', { name: target.name, subtotal }) };
  } catch (error) {
    return { ok: false, text: bagErrorMessage(error, t('bag.add_failed')) };
  }
}

export async function fetchBag(context: BagContext, signal?: AbortSignal): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).bag(signal);
  setBagCount(bagCountKey(context.locale.country, context.subject), bag.itemsCount);
  return bag;
}

export async function updateLine(context: BagContext, lineId: number, quantity: number): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).update(lineId, quantity);
  return showBag(context, bag);
}

export async function removeLine(context: BagContext, lineId: number): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).remove(lineId);
  return showBag(context, bag);
}

export async function moveToWishlist(context: BagContext, lineId: number): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).moveToWishlist(lineId);
  const client = await loadedQueryClient()?.catch(() => null);
  void client?.invalidateQueries({ queryKey: WISHLIST_KEY_PREFIX });
  void client?.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  return showBag(context, bag);
}

// ---- Promotions, gifts, samples and Beauty Pass rewards (product guide §3, §4, §5) ----

/**
 * A failed promo code: the API's message ("Sorry, the promotion is invalid.") and, when the
 * shopper can do something about it, the hint of its `details` ("Spend S$12.00 more…").
 */
export function promoErrorText(error: unknown, fallback: string): { message: string; hint: string | null } {
  const message = bagErrorMessage(error, fallback);
  const details = (error as { details?: unknown } | null)?.details;
  const hint = typeof details === 'object' && details !== null ? (details as { hint?: unknown }).hint : null;
  return { message, hint: message !== fallback && typeof hint === 'string' && hint ? hint : null };
}

/**
 * A gift still to choose: a gift promotion of the bag with fewer gifts chosen than it allows. With
 * `previous` (the bag before a code was applied): only the code's own, or one that was not waiting
 * before, so applying a code does not bring up a choice the shopper already put off.
 */
export function giftPending(bag: BagDto, previous?: BagDto): boolean {
  const waiting = (b: BagDto) => b.giftChoices.filter((choice) => choice.selected < choice.max);
  const before = new Set(previous ? waiting(previous).map((choice) => choice.promotionId) : []);
  return waiting(bag).some((choice) => !previous || choice.promotionId === bag.promotion?.id || !before.has(choice.promotionId));
}

/**
 * The promo code on the bag comes with a gift and none of it is added: removing the code asks
 * first, as closing the gift choice does (product guide §4).
 */
export function promoGiftMissing(bag: BagDto): boolean {
  const promotion = bag.promotion;
  return !!promotion && bag.giftChoices.some((choice) => choice.promotionId === promotion.id && choice.selected === 0);
}

export async function applyPromo(context: BagContext, code: string): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).applyCoupon(code);
  return showBag(context, bag);
}

export async function removePromo(context: BagContext): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).removeCoupon();
  return showBag(context, bag);
}

export async function addBundle(context: BagContext, promotionId: number): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).addBundle(promotionId);
  return showBag(context, bag);
}

export async function chooseGifts(context: BagContext, promotionId: number, giftIds: number[]): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).chooseGifts(promotionId, giftIds);
  return showBag(context, bag);
}

export async function chooseSamples(context: BagContext, sampleIds: number[]): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).chooseSamples(sampleIds);
  return showBag(context, bag);
}

export async function redeemReward(context: BagContext, rewardId: number): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).redeemReward(rewardId);
  return showBag(context, bag);
}

export async function removeReward(context: BagContext, redemptionId: number): Promise<BagDto> {
  const { bag } = await bagApi(context.locale).removeReward(redemptionId);
  return showBag(context, bag);
}

export const fetchOffers = (context: BagContext, signal?: AbortSignal) => bagApi(context.locale).offers(signal).then((r) => r.offers);
export const fetchGiftSets = (context: BagContext, signal?: AbortSignal) => bagApi(context.locale).giftSets(signal).then((r) => r.sets);
export const fetchSamples = (context: BagContext, signal?: AbortSignal) => bagApi(context.locale).samples(signal);
/** What the samples offered depend on: whether the bag holds anything to buy, and the choice made. */
export const samplesKey = (bag: BagDto): string => `${bag.itemsCount > 0}|${bag.samples.map((sample) => sample.id).join(',')}`;
export const fetchBagRewards = (context: BagContext, signal?: AbortSignal) => bagApi(context.locale).rewards(signal);

export type { BagReward, BagRewards } from './bag-api.ts';
