/**
 * Changing the wishlist (loaded on a press of a heart or "Remove"): `PUT /wishlist`, then the list
 * it answers goes into the cache every heart reads, and the account's counts are marked stale.
 * A card's heart saves the product's default variant (cards carry no variant) and, pressed again,
 * removes every saved variant of that product.
 */
import type { ApiLocale } from '../../lib/api-core.ts';
import { cardVariant } from '../../lib/product-variant.ts';
import { loadQueryClient } from '../../lib/query.ts';
import { ACCOUNT_QUERY_KEY } from '../../lib/session.ts';
import { wishlistKey } from '../../lib/shop-keys.ts';
import { type WishlistItem, wishlistApi } from './wishlist-api.ts';

export interface WishlistContext {
  locale: ApiLocale;
  subject: string | null;
}

export type WishlistTarget = { variantId: number } | { productId: number; slug: string };

async function store(context: WishlistContext, items: WishlistItem[]): Promise<WishlistItem[]> {
  const client = await loadQueryClient();
  client.setQueryData(wishlistKey(context.locale.country, context.subject), items);
  void client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  return items;
}

export async function addToWishlist(context: WishlistContext, target: WishlistTarget): Promise<WishlistItem[]> {
  let variantId: number;
  if ('variantId' in target) variantId = target.variantId;
  else {
    const variant = await cardVariant(context.locale, target.slug);
    if (!variant) throw new Error('No variant of this product is sold here');
    variantId = variant.id;
  }
  return store(context, await wishlistApi(context.locale).update(variantId, 'add'));
}

export async function removeFromWishlist(context: WishlistContext, target: WishlistTarget, saved: readonly WishlistItem[]): Promise<WishlistItem[]> {
  const api = wishlistApi(context.locale);
  const variants = 'variantId' in target ? [target.variantId] : saved.filter((item) => item.product.id === target.productId).map((item) => item.variantId);
  let items: WishlistItem[] | undefined;
  for (const variantId of variants) items = await api.update(variantId, 'remove');
  return store(context, items ?? [...saved]);
}
