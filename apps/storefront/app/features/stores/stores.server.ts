/**
 * The store locator's server side: the API calls of its loaders, the map settings and the store
 * page's JSON-LD (schema.org `Store`, a LocalBusiness).
 */
import { storeElsewhereSchema, STORE_SLUG_PATTERN, type StoreLocationDto, storeLocationResponseSchema, storeLocationsResponseSchema, WEEKDAYS } from '@blush/shared/store-contracts';
import type { CountryCode } from '@blush/shared/markets';
import { isApiError } from '../../lib/api-core.ts';
import type { ServerApi } from '../../lib/api.server.ts';

/** The map's tiles: none by default (the built-in map); an OpenStreetMap-compatible `{z}/{x}/{y}` URL when set. */
export interface MapSettings {
  tileUrl: string | null;
  attribution: string;
}

/**
 * `STORE_MAP_TILE_URL` (for example `https://tile.openstreetmap.org/{z}/{x}/{y}.png`) turns tiles
 * on; `STORE_MAP_TILE_ATTRIBUTION` is the credit the tile server asks for.
 */
export function mapSettings(env: NodeJS.ProcessEnv = process.env): MapSettings {
  const url = env.STORE_MAP_TILE_URL?.trim();
  const valid = url && /^https:\/\/[^\s]+$/.test(url) && url.includes('{z}') && url.includes('{x}') && url.includes('{y}');
  return { tileUrl: valid ? url : null, attribution: env.STORE_MAP_TILE_ATTRIBUTION?.trim() || '© OpenStreetMap contributors' };
}

export const isStoreSlug = (slug: string | undefined): slug is string => !!slug && STORE_SLUG_PATTERN.test(slug);

export async function fetchStores(api: ServerApi): Promise<StoreLocationDto[]> {
  return (await api.get('/store-locations', { schema: storeLocationsResponseSchema })).stores;
}

export type StoreLookup = { store: StoreLocationDto } | { elsewhere: CountryCode } | null;

/** The store, or the country whose site has it, or null when no country has it. */
export async function fetchStore(api: ServerApi, slug: string): Promise<StoreLookup> {
  try {
    return { store: (await api.get(`/store-locations/${encodeURIComponent(slug)}`, { schema: storeLocationResponseSchema })).store };
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      const elsewhere = storeElsewhereSchema.safeParse(error.details);
      return elsewhere.success ? { elsewhere: elsewhere.data.country } : null;
    }
    throw error;
  }
}

const SCHEMA_DAYS: Readonly<Record<(typeof WEEKDAYS)[number], string>> = {
  sun: 'Sunday', mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday',
};

/** schema.org `Store` with address, geo, opening hours and telephone; days with the same hours share a specification. */
export function storeJsonLd(store: StoreLocationDto, url: string): object {
  const groups = new Map<string, string[]>();
  store.weeklyHours.forEach((hours, day) => {
    if (!hours) return;
    const key = `${hours.opens}-${hours.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), `https://schema.org/${SCHEMA_DAYS[WEEKDAYS[day]!]}`]);
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': url,
    name: store.name,
    url,
    telephone: store.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.street,
      addressLocality: store.city,
      ...(store.postcode ? { postalCode: store.postcode } : {}),
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: [...groups].map(([key, dayOfWeek]) => {
      const [opens, closes] = key.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes };
    }),
  };
}

/** Directions to the store in the shopper's maps (opens the maps app on a phone). */
export function directionsUrl(store: Pick<StoreLocationDto, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}
