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
