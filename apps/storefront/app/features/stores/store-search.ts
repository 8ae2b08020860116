/**
 * Finding stores in the locator: by name, city, postcode or street as the shopper types, and by
 * distance from where the shopper is (great-circle distance on the stores' coordinates).
 */
import type { StoreLocationDto } from '@blush/shared/store-contracts';

/** Lower case without accents or extra spaces, so "Ion  orchard" finds "ION Orchard" and "dona" "Doña". */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/** The stores whose name, city, postcode or street contain every word of `query` (all of them when it is empty). */
export function searchStores<T extends Pick<StoreLocationDto, 'name' | 'city' | 'postcode' | 'street'>>(stores: readonly T[], query: string): T[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (!words.length) return [...stores];
  return stores.filter((store) => {
    const haystack = normalise([store.name, store.city, store.postcode ?? '', store.street].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The stores nearest `from` first, each with its distance; ties keep the list's order. */
export function sortByDistance<T extends GeoPoint>(stores: readonly T[], from: GeoPoint): Array<T & { distanceKm: number }> {
  return stores
    .map((store, index) => ({ store: { ...store, distanceKm: distanceKm(from, store) }, index }))
    .sort((a, b) => a.store.distanceKm - b.store.distanceKm || a.index - b.index)
    .map(({ store }) => store);
}
