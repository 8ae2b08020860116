/** Stores as the API sends them, for the locator's tests. */
import type { StoreLocationDto } from '@blush/shared/store-contracts';

const daily = (opens: string, closes: string) => Array.from({ length: 7 }, () => ({ opens, closes }));

export function storeFixture(overrides: Partial<StoreLocationDto> & Pick<StoreLocationDto, 'slug' | 'name' | 'latitude' | 'longitude'>): StoreLocationDto {
  return {
    id: overrides.slug,
    address: '1 Test Street, 000000',
    street: '1 Test Street',
    city: 'Singapore',
    postcode: '000000',
    country: 'SG',
    hours: 'Daily 10:00–22:00',
    phone: '+65 6000 0000',
    timeZone: 'Asia/Singapore',
    weeklyHours: daily('10:00', '22:00'),
    clickAndCollect: true,
    ...overrides,
  };
}

export const SG_STORES: readonly StoreLocationDto[] = [
  storeFixture({ slug: 'sg-ion-orchard', name: 'Blush ION Orchard', street: '2 Orchard Turn, #B2-12 ION Orchard', address: '2 Orchard Turn, #B2-12 ION Orchard, 238801', postcode: '238801', latitude: 1.304, longitude: 103.8318, phone: '+65 6238 1234' }),
  storeFixture({ slug: 'sg-jewel-changi', name: 'Blush Jewel Changi Airport', street: '78 Airport Boulevard, #02-215 Jewel Changi Airport', address: '78 Airport Boulevard, #02-215 Jewel Changi Airport, 819666', postcode: '819666', latitude: 1.3602, longitude: 103.9898 }),
  storeFixture({ slug: 'sg-vivocity', name: 'Blush VivoCity', street: '1 HarbourFront Walk, #01-98 VivoCity', address: '1 HarbourFront Walk, #01-98 VivoCity, 098585', postcode: '098585', latitude: 1.2644, longitude: 103.8223 }),
];

export const BANGKOK_STORE = storeFixture({
  slug: 'th-siam-paragon',
  name: 'Blush Siam Paragon',
  country: 'TH',
  city: 'Bangkok',
  postcode: '10330',
  latitude: 13.7462,
  longitude: 100.5347,
  timeZone: 'Asia/Bangkok',
});
