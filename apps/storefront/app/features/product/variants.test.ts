import { describe, expect, it } from 'vitest';
import type { VariantDetail } from '@blush/shared/contracts';
import { availabilityOf, galleryFor, pickVariant, variantSearch } from './variants.ts';

const offer = (inStock: boolean, extra: object = {}) => ({
  price: { amount: 4500, currency: 'SGD' as const },
  salePrice: null,
  inStock,
  restockable: true,
  lowStock: null,
  ...extra,
});

const shade = (id: number, sku: string, sold: ReturnType<typeof offer> | null): VariantDetail => ({
  id,
  sku,
  type: 'shade',
  shadeName: `Shade ${id}`,
  shadeHex: '#aa0000',
  shadeFamily: 'red',
  size: null,
  imageUrl: `/img/${id}.svg`,
  offer: sold,
});

const variants = [shade(1, 'BL-1-01', null), shade(2, 'BL-1-02', offer(false)), shade(3, 'BL-1-03', offer(true))];

describe('variant in the URL', () => {
  it('defaults to the first variant in stock here', () => {
    expect(pickVariant(variants, new URLSearchParams())?.id).toBe(3);
  });

  it('takes ?shade=SKU (any case) or a variant id, else the default', () => {
    expect(pickVariant(variants, new URLSearchParams('shade=bl-1-02'))?.id).toBe(2);
    expect(pickVariant(variants, new URLSearchParams('shade=1'))?.id).toBe(1);
    expect(pickVariant(variants, new URLSearchParams('shade=nope'))?.id).toBe(3);
  });

  it('writes ?shade=SKU and keeps other parameters', () => {
    expect(variantSearch(new URLSearchParams('language=en&shade=BL-1-01'), variants[1]!)).toBe('?language=en&shade=BL-1-02');
  });
});

describe('availability (product guide §4)', () => {
  const product = { availableInCountry: true, badges: [] as Array<'coming_soon'> };
  it('add to bag, waitlist, out of stock, remind me, not here', () => {
    expect(availabilityOf(product, variants[2])).toBe('in_stock');
    expect(availabilityOf(product, variants[1])).toBe('waitlist');
    expect(availabilityOf(product, shade(4, 'X', offer(false, { restockable: false })))).toBe('out_of_stock');
    expect(availabilityOf({ ...product, badges: ['coming_soon'] }, variants[2])).toBe('coming_soon');
    expect(availabilityOf(product, variants[0])).toBe('unavailable');
    expect(availabilityOf({ ...product, availableInCountry: false }, variants[2])).toBe('unavailable');
  });
});

describe('gallery', () => {
  it('puts the chosen variant’s image first, then the general ones', () => {
    const images = [
      { url: '/img/general.svg', variantId: null },
      { url: '/img/2.svg', variantId: 2 },
      { url: '/img/3.svg', variantId: 3 },
    ];
    expect(galleryFor({ images }, variants[1])).toEqual(['/img/2.svg', '/img/general.svg']);
  });
});
