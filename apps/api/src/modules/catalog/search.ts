import type { CountryCode, Language } from '@blush/shared/markets';
import type { ProductListQuery, SearchDropdownResponse, SearchResponse } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import { listBrands } from './brands.ts';
import { matchingCategories } from './categories.ts';
import { cached } from './listing-cache.ts';
import { listProducts, searchTokens, toCard } from './listing.ts';
import { mediaUrl } from './media.ts';
import * as listingRepo from './listing-repo.ts';
import * as searchRepo from './search-repo.ts';

/** Normalised form of a search as recorded for "popular searches". */
export function normaliseQuery(text: string): string {
  return searchTokens(text).join(' ').slice(0, 100);
}

/**
 * `counted` gets the counting of this search when it is counted, for an answer served again from
 * memory (the response cache) to count as well.
 */
export async function search(
  db: Db,
  country: CountryCode,
  language: Language,
  query: ProductListQuery,
  counted?: (count: () => void) => void,
): Promise<SearchResponse> {
  const text = normaliseQuery(query.q ?? '');
  const [listing, brands] = await Promise.all([
    listProducts(db, country, language, query),
    // Brands and known words change only with the catalogue: kept with the search page they go with.
    text ? cached(db, JSON.stringify(['search-brands', country, text]), () => searchRepo.matchingBrands(db, country, text, 3)) : Promise.resolve([]),
  ]);
  // Only searches that found something by their own words feed "popular searches": junk and typos
  // ("lipstik", found through "lipstick") never show up there.
  if (text.length >= 2 && listing.total > 0 && query.page === 1 && (await cached(db, JSON.stringify(['known', text]), () => searchRepo.tokensAreKnown(db, searchTokens(text))))) {
    const count = () => logSearch(db, country, text);
    count();
    counted?.(count);
  }
  return { ...listing, query: text, brands };
}

/**
 * Searches are counted in memory and written in one batch every few seconds: one row per popular
 * query would otherwise be updated by every shopper at once, and they would queue on its lock.
 * A crash loses at most the last few seconds of counts, which popularity can spare.
 */
const SEARCH_LOG_FLUSH_MS = 5_000;
const searchLogs = new WeakMap<Db, { counts: Map<string, number>; timer: NodeJS.Timeout | undefined }>();

function logSearch(db: Db, country: CountryCode, query: string): void {
  let log = searchLogs.get(db);
  if (!log) {
    log = { counts: new Map(), timer: undefined };
    searchLogs.set(db, log);
  }
  const key = `${country}\u0000${query}`;
  log.counts.set(key, (log.counts.get(key) ?? 0) + 1);
  if (!log.timer) {
    log.timer = setTimeout(() => void flushSearchLog(db).catch(() => undefined), SEARCH_LOG_FLUSH_MS);
    log.timer.unref();
  }
}

/** Write the counted searches now (every few seconds, and when the API closes). */
export async function flushSearchLog(db: Db): Promise<void> {
  const log = searchLogs.get(db);
  if (!log) return;
  if (log.timer) clearTimeout(log.timer);
  log.timer = undefined;
  const entries = [...log.counts];
  log.counts.clear();
  for (const [key, count] of entries) {
    const [country, query] = key.split('\u0000') as [CountryCode, string];
    await searchRepo.recordSearch(db, country, query, count);
  }
}

export async function popularSearches(db: Db, country: CountryCode, limit = 10): Promise<string[]> {
  return searchRepo.popularQueries(db, country, undefined, limit);
}

/**
 * Popular searches come from shoppers' search counts, which no change notification follows: answers
 * showing them are kept this long at most.
 */
export const SEARCH_COUNTS_MAX_AGE_MS = 30_000;

/** Typeahead answers repeat for every shopper typing the same letters: each is kept for 30 s at most. */
export function searchDropdown(db: Db, country: CountryCode, language: Language, q: string | undefined): Promise<SearchDropdownResponse> {
  const text = normaliseQuery(q ?? '');
  return cached(db, JSON.stringify(['dropdown', country, language, text]), () => buildSearchDropdown(db, country, language, text), SEARCH_COUNTS_MAX_AGE_MS);
}

async function buildSearchDropdown(db: Db, country: CountryCode, language: Language, text: string): Promise<SearchDropdownResponse> {
  if (!text) {
    const [popular, brands] = await Promise.all([searchRepo.popularQueries(db, country, undefined, 8), listBrands(db, country, 'popular', 8)]);
    return { query: '', popularSearches: popular, brands: brands.map(({ slug, name, logoUrl }) => ({ slug, name, logoUrl })), categories: [], products: [] };
  }
  const [popular, brands, categories, products] = await Promise.all([
    searchRepo.popularQueries(db, country, text, 5),
    searchRepo.matchingBrands(db, country, text, 4),
    matchingCategories(db, language, text, 4),
    // Suggestions need no total: skip the count a listing would make.
    listingRepo.listProductCards(db, { country, language, tokens: searchTokens(text) }, 'relevance', 6, 0),
  ]);
  return {
    query: text,
    popularSearches: popular,
    brands: brands.map((b) => ({ ...b, logoUrl: mediaUrl.brandLogo(b.slug) })),
    categories,
    products: products.map(toCard),
  };
}
