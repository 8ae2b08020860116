/** Wishlist items in the shape of `@blush/shared/bag-contracts`, for component tests (SGD). */
import type { WishlistItem } from '../wishlist-api.ts';

export function wishlistItem(variantId: number, overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    variantId,
    product: { id: variantId * 10, slug: `product-${variantId}`, name: `Velvet Lip ${variantId}` },
    brand: { slug: 'nars', name: 'NARS' },
    shade: 'Ruby',
    size: null,
    imageUrl: `/img/${variantId}.svg`,
    price: { amount: 4500, currency: 'SGD' },
    salePrice: null,
    inStock: true,
    appExclusive: false,
    addedAt: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

