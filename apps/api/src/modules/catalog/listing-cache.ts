import type { Db } from '../../db/client.ts';
import { createMemo } from '../../cache/memo.ts';

/**
 * Derived listing answers that are costly to recompute on every request: totals ("1-24 of 3,180
 * results", a count over every matching product), facet counts, search pages and typeahead
 * answers. Each instance keeps them until the catalogue changes (the change feed, decision 0028).
 */
const listingCache = createMemo<unknown>('catalog', { max: 2_000, ttlMs: 30_000 });

/** `maxAgeMs`: also forget it after this long (answers with data no notification follows). */
export function cached<T>(db: Db, key: string, load: () => Promise<T>, maxAgeMs?: number): Promise<T> {
  return listingCache.get(db, key, load, maxAgeMs) as Promise<T>;
}

/** Forget cached listing totals (after the catalogue changed, e.g. in tests or an import). */
export function forgetListingTotals(db: Db): void {
  listingCache.forget(db);
}
