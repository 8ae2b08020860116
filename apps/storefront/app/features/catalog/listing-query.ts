/**
 * The state of a product listing (filters, sort, page) as it lives in the URL, with the API's own
 * parameter names so a listing can be shared, reloaded and server-rendered. Parsing is lenient:
 * a malformed value is dropped (the default applies), never an error. Multi-valued filters are
 * comma-separated (`finish=matte,satin`); repeated parameters (`finish=matte&finish=satin`, what a
 * plain GET form sends without JavaScript) are read too.
 *
 * Browser-safe: no zod here (the contracts stay out of the client bundle), so the rules below
 * mirror `productFilterQuerySchema` of `@blush/shared/contracts`.
 */
import { BADGES } from '@blush/shared/catalog';
import type { ProductSort } from '@blush/shared/contracts';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import type { CurrencyCode } from '@blush/shared/markets';

export const SORTS = ['relevance', 'newest', 'bestsellers', 'price_asc', 'price_desc', 'rating'] as const satisfies readonly ProductSort[];
/** Sorts of a listing without search text (relevance needs text to be relevant to). */
export const LISTING_SORTS = ['bestsellers', 'newest', 'price_asc', 'price_desc', 'rating'] as const satisfies readonly ProductSort[];

/** Filters that take several values (OR-ed inside one filter). */
export const MULTI_FILTERS = ['brand', 'shade', 'badge', 'skin_type', 'finish', 'coverage', 'concern', 'formulation', 'scent_family'] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];

/** Every listing parameter this module owns; anything else in the URL (language, country_code …) is kept as is. */
export const LISTING_PARAMS = ['q', 'category', 'price_min', 'price_max', 'rating_min', 'in_stock', 'sort', 'page', ...MULTI_FILTERS] as const;

export interface ListingState {
  q?: string;
  category?: string;
  multi: Partial<Record<MultiFilter, string[]>>;
  price_min?: number;
  price_max?: number;
  rating_min?: number;
  in_stock?: boolean;
  sort: ProductSort;
  page: number;
}

/** What the route fixes and the URL cannot change: the brand of a brand page, the category of a category page. */
export interface ListingContext {
  brand?: string;
  category?: string;
  defaultSort: ProductSort;
  /** Sorts offered (default: all). */
  sorts?: readonly ProductSort[];
  /** Where a fixed category's children live: `/categories` (default) or `/brands/<slug>`. */
  categoryBase?: string;
}

export const MAX_LISTING_PAGE = 10;
const MAX_VALUES = 20;
const MAX_PRICE = 1_000_000_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE = /^[a-z0-9_]+$/;
const CATEGORY = /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/;

function validItem(key: MultiFilter, value: string): boolean {
  if (key === 'brand') return value.length <= 80 && SLUG.test(value);
  if (key === 'badge') return (BADGES as readonly string[]).includes(value);
  return value.length <= 40 && CODE.test(value);
}

function readList(params: URLSearchParams, key: MultiFilter): string[] | undefined {
  const raw = params.getAll(key).join(',');
  if (!raw || raw.length > 2000) return undefined;
  const values = [...new Set(raw.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean))];
  const valid = values.filter((v) => validItem(key, v)).slice(0, MAX_VALUES);
  return valid.length ? valid : undefined;
}

function readInt(params: URLSearchParams, key: string, min: number, max: number): number | undefined {
  const raw = params.get(key);
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const value = Number.parseInt(raw, 10);
  return value >= min && value <= max ? value : undefined;
}

export function parseListingState(params: URLSearchParams, context: ListingContext): ListingState {
  const state: ListingState = { multi: {}, sort: context.defaultSort, page: 1 };
  const q = params.get('q')?.trim().slice(0, 200);
  if (q) state.q = q;
  if (!context.category) {
    const category = params.get('category')?.trim().replace(/\/+$/, '');
    if (category && category.length <= 250 && CATEGORY.test(category)) state.category = category;
  }
  for (const key of MULTI_FILTERS) {
    if (key === 'brand' && context.brand) continue;
    const list = readList(params, key);
    if (list) state.multi[key] = list;
  }
  const min = readInt(params, 'price_min', 0, MAX_PRICE);
  const max = readInt(params, 'price_max', 0, MAX_PRICE);
  if (min !== undefined && min > 0) state.price_min = min;
  if (max !== undefined && (min === undefined || max >= min)) state.price_max = max;
  const rating = readInt(params, 'rating_min', 1, 5);
  if (rating !== undefined) state.rating_min = rating;
  if (params.get('in_stock') === 'true') state.in_stock = true;
  const sort = params.get('sort');
  if (sort && ((context.sorts ?? SORTS) as readonly string[]).includes(sort)) state.sort = sort as ProductSort;
  state.page = readInt(params, 'page', 1, 10_000) ?? 1;
  if (state.page > MAX_LISTING_PAGE) state.page = MAX_LISTING_PAGE;
  return state;
}

/** The API query of a listing (`/products`, `/products/filters`, `/search`): fixed context plus URL state. */
export function listingApiQuery(state: ListingState, context: ListingContext): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (state.q) query.q = state.q;
  const category = context.category ?? state.category;
  if (category) query.category = category;
  const brands = context.brand ? [context.brand] : state.multi.brand;
  if (brands?.length) query.brand = brands.join(',');
  for (const key of MULTI_FILTERS) {
    if (key === 'brand') continue;
    const values = state.multi[key];
    if (values?.length) query[key] = values.join(',');
  }
  if (state.price_min !== undefined) query.price_min = state.price_min;
  if (state.price_max !== undefined) query.price_max = state.price_max;
  if (state.rating_min !== undefined) query.rating_min = state.rating_min;
  if (state.in_stock) query.in_stock = 'true';
  query.sort = state.sort;
  return query;
}

/** How many filters the shopper chose (the fixed brand/category and the search text do not count). */
export function activeFilterCount(state: ListingState): number {
  let count = 0;
  for (const key of MULTI_FILTERS) count += state.multi[key]?.length ?? 0;
  if (state.category) count++;
  if (state.price_min !== undefined || state.price_max !== undefined) count++;
  if (state.rating_min !== undefined) count++;
  if (state.in_stock) count++;
  return count;
}

/** The URL query of a state: defaults left out, other parameters of `base` (locale …) kept. */
export function listingSearch(state: ListingState, context: ListingContext, base?: URLSearchParams): string {
  const params = new URLSearchParams();
  if (base) for (const [key, value] of base) if (!(LISTING_PARAMS as readonly string[]).includes(key)) params.append(key, value);
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  for (const key of MULTI_FILTERS) {
    if (key === 'brand' && context.brand) continue;
    const values = state.multi[key];
    if (values?.length) params.set(key, values.join(','));
  }
  if (state.price_min !== undefined) params.set('price_min', String(state.price_min));
  if (state.price_max !== undefined) params.set('price_max', String(state.price_max));
  if (state.rating_min !== undefined) params.set('rating_min', String(state.rating_min));
  if (state.in_stock) params.set('in_stock', 'true');
  if (state.sort !== context.defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}

/** A change of filters or sort starts again at page 1. */
export function withChange(state: ListingState, change: Partial<Omit<ListingState, 'multi'>> & { multi?: ListingState['multi'] }): ListingState {
  return { ...state, page: 1, ...change, multi: change.multi ?? state.multi };
}

export function toggleValue(state: ListingState, key: MultiFilter, value: string): ListingState {
  const current = state.multi[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const multi = { ...state.multi };
  if (next.length) multi[key] = next;
  else delete multi[key];
  return withChange(state, { multi });
}

export function clearFilters(state: ListingState): ListingState {
  return { multi: {}, sort: state.sort, page: 1, ...(state.q ? { q: state.q } : {}) };
}

/** Price in the shopper's units (dollars, baht) ⇄ the API's minor units. */
export function toMinorUnits(major: number, currency: CurrencyCode): number {
  return Math.round(major * 10 ** CURRENCY_EXPONENT[currency]);
}
export function toMajorUnits(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCY_EXPONENT[currency];
}
