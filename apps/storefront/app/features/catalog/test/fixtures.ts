/** Listing fixtures for component tests, in the shapes of `@blush/shared/contracts`. */
import type { ProductCard, ProductFiltersResponse } from '@blush/shared/contracts';

export const FACETS: ProductFiltersResponse = {
  total: 57,
  price: { min: { amount: 1000, currency: 'SGD' }, max: { amount: 9000, currency: 'SGD' } },
  facets: [
    { key: 'category', values: [{ value: 'makeup/lips', label: 'Lips', count: 20, selected: false }, { value: 'makeup/eyes', label: 'Eyes', count: 12, selected: false }] },
    { key: 'brand', values: [{ value: 'nars', label: 'NARS', count: 9, selected: false }, { value: 'rare-beauty', label: 'Rare Beauty', count: 0, selected: false }] },
    { key: 'shade', values: [{ value: 'red', label: 'red', count: 11, selected: true }, { value: 'nude', label: 'nude', count: 8, selected: false }] },
    { key: 'finish', values: [{ value: 'matte', label: 'matte', count: 14, selected: false }, { value: 'dewy', label: 'dewy', count: 3, selected: false }] },
    { key: 'skin_type', values: [{ value: 'oily', label: 'oily', count: 5, selected: false }] },
    { key: 'rating_min', values: [{ value: '4', label: '4', count: 30, selected: false }, { value: '3', label: '3', count: 50, selected: false }] },
    { key: 'badge', values: [{ value: 'on_sale', label: 'on_sale', count: 7, selected: false }] },
  ],
};

export function card(id: number, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    brand: { slug: 'nars', name: 'NARS' },
    category: 'Lipstick',
    imageUrl: `/api/web/v1/media/products/${id}.svg`,
    price: { amount: 4500, currency: 'SGD' },
    salePrice: null,
    badges: [],
    rating: { average: 4.2, count: 10 },
    swatches: ['#aa0000'],
    variantCount: 1,
    inStock: true,
    ...extra,
  };
}
