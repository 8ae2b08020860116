import { describe, expect, it } from 'vitest';
import { distanceKm, searchStores, sortByDistance } from './store-search.ts';
import { SG_STORES, storeFixture } from './test/fixtures.ts';

const slugs = (stores: ReadonlyArray<{ slug: string }>) => stores.map((s) => s.slug);

describe('store search', () => {
  it('finds by name, city, postcode or street, whatever the case and spacing', () => {
    expect(slugs(searchStores(SG_STORES, 'vivo'))).toEqual(['sg-vivocity']);
    expect(slugs(searchStores(SG_STORES, '  ION   orchard '))).toEqual(['sg-ion-orchard']);
    expect(slugs(searchStores(SG_STORES, '819666'))).toEqual(['sg-jewel-changi']);
    expect(slugs(searchStores(SG_STORES, 'airport boulevard'))).toEqual(['sg-jewel-changi']);
    expect(slugs(searchStores(SG_STORES, 'singapore'))).toHaveLength(3);
    expect(slugs(searchStores(SG_STORES, ''))).toHaveLength(3);
    expect(searchStores(SG_STORES, 'bangkok')).toEqual([]);
  });

  it('every word must match; accents and Thai names are found as typed', () => {
    const stores = [
      storeFixture({ slug: 'ph-sm-megamall', name: 'Blush SM Megamall', street: 'EDSA cor. Doña Julia Vargas Ave.', city: 'Mandaluyong', latitude: 14.585, longitude: 121.0566 }),
      storeFixture({ slug: 'th-siam-paragon', name: 'บลัช สยามพารากอน', city: 'Bangkok', latitude: 13.7462, longitude: 100.5347 }),
    ];
    expect(slugs(searchStores(stores, 'dona julia'))).toEqual(['ph-sm-megamall']);
    expect(slugs(searchStores(stores, 'megamall bangkok'))).toEqual([]);
    expect(slugs(searchStores(stores, 'สยาม'))).toEqual(['th-siam-paragon']);
  });
});

describe('distance', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm(SG_STORES[0]!, SG_STORES[1]!)).toBeCloseTo(18.6, 1);
    expect(distanceKm(SG_STORES[0]!, SG_STORES[0]!)).toBe(0);
    // Singapore to Bangkok, about 1,430 km.
    expect(Math.round(distanceKm({ latitude: 1.304, longitude: 103.8318 }, { latitude: 13.7462, longitude: 100.5347 }) / 10)).toBe(143);
  });

  it('sorts nearest first from the shopper’s position, with each distance', () => {
    const nearChangi = { latitude: 1.3644, longitude: 103.9915 };
    const sorted = sortByDistance(SG_STORES, nearChangi);
    expect(slugs(sorted)).toEqual(['sg-jewel-changi', 'sg-ion-orchard', 'sg-vivocity']);
    expect(sorted[0]!.distanceKm).toBeLessThan(1);
    const nearHarbourFront = { latitude: 1.2653, longitude: 103.8205 };
    expect(slugs(sortByDistance(SG_STORES, nearHarbourFront))).toEqual(['sg-vivocity', 'sg-ion-orchard', 'sg-jewel-changi']);
  });
});
