import type { Db } from '../../db/client.ts';

/**
 * Derived listing answers that are costly to recompute on every request: totals ("1-24 of 3,180
 * results", a count over every matching product), facet counts, search pages and typeahead
 * answers. Each instance keeps one for half a minute; `refreshOffers` forgets them all.
 */
const LISTING_CACHE_TTL_MS = 30_000;
const LISTING_CACHE_MAX = 2_000;
const listingCache = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

export function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = listingCache.get(db);
  if (!cache) {
    cache = new Map();
    listingCache.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < LISTING_CACHE_TTL_MS) return hit.value as Promise<T>;
  if (cache.size >= LISTING_CACHE_MAX) cache.delete(cache.keys().next().value!);
  const value = load();
  const entries = cache;
  entries.set(key, { at: Date.now(), value });
  value.catch(() => entries.delete(key));
  return value;
}

/** Forget cached listing totals (after the catalogue changed, e.g. in tests or an import). */
export function forgetListingTotals(db: Db): void {
  listingCache.delete(db);
}
