import type { z } from 'zod';
import type { wishlistItemSchema, wishlistResponseSchema } from '@blush/shared/bag-contracts';
import { APP_ONLY_BADGE } from '@blush/shared/catalog';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { variantsById } from '../catalog/service.ts';
import * as repo from './repo.ts';

export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** Most items one member's wishlist holds; the next add answers `wishlist_full`. */
export const WISHLIST_MAX_ITEMS = 200;

/**
 * A member's wishlist, newest first, each item priced in the request country: price and sale
 * price null and not in stock where the variant is not sold. Items of products taken off the
 * catalogue (unpublished) are left out.
 */
export async function wishlist(db: Db, customerId: number, country: CountryCode, language: Language): Promise<WishlistResponse> {
  const rows = await repo.itemsOf(db, customerId);
  if (rows.length === 0) return { items: [] };
  const { variants } = await variantsById(
    db,
    rows.map((r) => r.variantId),
    country,
    language,
  );
  const byId = new Map(variants.map((v) => [v.id, v]));
  return {
    items: rows.flatMap((row): WishlistItem[] => {
      const v = byId.get(row.variantId);
      if (!v) return [];
      return [
        {
          variantId: v.id,
          product: v.product,
          brand: v.brand,
          shade: v.shadeName,
          size: v.size,
          imageUrl: v.imageUrl,
          price: v.offer?.price ?? null,
          salePrice: v.offer?.salePrice ?? null,
          inStock: v.offer?.inStock ?? false,
          appExclusive: v.product.badges.includes(APP_ONLY_BADGE),
          addedAt: row.addedAt.toISOString(),
        },
      ];
    }),
  };
}

/**
 * Save a variant (idempotent: saving it again changes nothing). 404 `resource_not_found` for a
 * variant that does not exist (or whose product is unpublished); 422 `wishlist_full` once the
 * member has `WISHLIST_MAX_ITEMS` items. Safe under concurrent calls (see repo.addItem).
 */
export async function addToWishlist(db: Db, customerId: number, variantId: number): Promise<void> {
  const outcome = await repo.addItem(db, customerId, variantId, WISHLIST_MAX_ITEMS);
  if (outcome === 'unknown_variant') throw new DomainError('resource_not_found');
  if (outcome === 'full') throw new DomainError('wishlist_full', { max: WISHLIST_MAX_ITEMS });
}

/** Take a variant off the member's own list; removing one that is not there changes nothing. */
export async function removeFromWishlist(db: Db, customerId: number, variantId: number): Promise<void> {
  await repo.removeItem(db, customerId, variantId);
}

/** The number the account dashboard shows: the items the wishlist lists. */
export function wishlistCount(db: Db, customerId: number): Promise<number> {
  return repo.countVisible(db, customerId);
}

/** The variants the member saved, newest first (the storefront's filled hearts). */
export async function wishlistVariantIds(db: Db, customerId: number): Promise<number[]> {
  return (await repo.itemsOf(db, customerId)).map((r) => r.variantId);
}
