/** Loader helpers for product listings (search, category and brand pages) and their facets. */
import {
  type CategoryNode,
  type ProductCard,
  type ProductFiltersResponse,
  type ProductListResponse,
  productFiltersResponseSchema,
  productListResponseSchema,
} from '@blush/shared/contracts';
import type { ServerApi } from '../../lib/api.server.ts';
import { type ListingContext, type ListingState, listingApiQuery, parseListingState } from './listing-query.ts';

export const LISTING_PAGE_SIZE = 24;

export interface ListingData {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
}

type ListingQuery = Record<string, string | number>;
type PageFetcher = (query: ListingQuery & { page: number; page_size: number }) => Promise<ProductListResponse>;

/** What a listing needs of the API client (`ServerApi` fits). */
export type ListingApi = Pick<ServerApi, 'get'>;

export const fetchProducts =
  (api: ListingApi): PageFetcher =>
  (query) =>
    api.get('/products', { schema: productListResponseSchema, query });

/**
 * Pages 1..page of a listing, fetched in parallel and merged. `firstPage` fetches page 1 when it
 * must come from elsewhere (search results come from `/search`, which also records the query).
 */
export async function loadListing(api: ListingApi, query: ListingQuery, page: number, firstPage?: PageFetcher): Promise<ListingData & { first: ProductListResponse | undefined }> {
  const products = fetchProducts(api);
  const pages = await Promise.all(
    Array.from({ length: page }, (_, i) => {
      const request = { ...query, page: i + 1, page_size: LISTING_PAGE_SIZE };
      return i === 0 && firstPage ? firstPage(request) : products(request);
    }),
  );
  const total = pages[0]?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  return {
    items: pages.flatMap((p) => p.items),
    total,
    page: Math.min(page, lastPage),
    pageSize: LISTING_PAGE_SIZE,
    first: pages[0],
  };
}

/** Facets of a listing; a failure only costs the filter panel, never the page. */
export async function loadFacets(api: ListingApi, query: ListingQuery): Promise<ProductFiltersResponse | null> {
  const { sort: _sort, ...filters } = query;
  try {
    return await api.get('/products/filters', { schema: productFiltersResponseSchema, query: filters, retries: 0 });
  } catch (error) {
    console.warn(`Listing facets failed: ${(error as Error).message}`);
    return null;
  }
}

export interface ListingPageData {
  state: ListingState;
  context: ListingContext;
  listing: ListingData;
  facets: ProductFiltersResponse | null;
  /** The API query of page 1.. (without page), for "Show more" in the browser. */
  query: ListingQuery;
}

/** Everything a listing page renders, from its URL and the context its route fixes. */
export async function loadListingPage(
  api: ListingApi,
  url: URL,
  context: ListingContext,
  options: { firstPage?: PageFetcher } = {},
): Promise<ListingPageData & { first: ProductListResponse | undefined }> {
  const state = parseListingState(url.searchParams, context);
  const query = listingApiQuery(state, context);
  const [{ first, ...listing }, facets] = await Promise.all([
    loadListing(api, query, state.page, options.firstPage),
    loadFacets(api, query),
  ]);
  return { state: { ...state, page: listing.page }, context, listing, facets, query, first };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A category path from the URL (`makeup/lips/lipstick`): 1–3 slugs, else null (→ 404). */
export function parseCategoryPath(splat: string | undefined): string | null {
  if (!splat) return null;
  const segments = splat.replace(/\/+$/, '').split('/');
  if (segments.length < 1 || segments.length > 3) return null;
  if (!segments.every((segment) => segment.length <= 80 && SLUG.test(segment))) return null;
  return segments.join('/');
}

export function isValidSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= 80 && SLUG.test(slug);
}

/** The node at `path` and its ancestors (for breadcrumbs), or null. */
export function findCategory(tree: readonly CategoryNode[], path: string): { node: CategoryNode; trail: CategoryNode[] } | null {
  const trail: CategoryNode[] = [];
  let level: readonly CategoryNode[] = tree;
  let node: CategoryNode | undefined;
  for (const slug of path.split('/')) {
    node = level.find((n) => n.slug === slug);
    if (!node) return null;
    trail.push(node);
    level = node.children;
  }
  return node ? { node, trail } : null;
}
