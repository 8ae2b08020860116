/** Loader helpers for product listings (home rails, search, category and brand pages). */
import type { CategoryNode, ProductCard, ProductListResponse } from '@blush/shared/contracts';

/** What a listing needs of the API client (`ServerApi` of lib/api.server.ts fits). */
export interface ListingApi {
  products(query: ListingQuery & { page: number; page_size: number }): Promise<ProductListResponse>;
}

export interface ListingQuery {
  sort?: 'relevance' | 'newest' | 'bestsellers' | 'price_asc' | 'price_desc' | 'rating';
  brand?: string;
  category?: string;
  q?: string;
}

export const LISTING_PAGE_SIZE = 24;
/** "Show more" without JavaScript reloads with ?page=N; more than this is a link someone made up. */
export const MAX_LISTING_PAGE = 10;

export function listingPage(url: URL): number {
  const raw = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  if (!Number.isFinite(raw) || raw < 1) return 1;
  return Math.min(raw, MAX_LISTING_PAGE);
}

export interface ListingData {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** Pages 1..page of a listing, fetched in parallel and merged. */
export async function loadListing(api: ListingApi, query: ListingQuery, page: number): Promise<ListingData> {
  const pages = await Promise.all(
    Array.from({ length: page }, (_, i) => api.products({ ...query, page: i + 1, page_size: LISTING_PAGE_SIZE })),
  );
  const total = pages[0]?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  return {
    items: pages.flatMap((p) => p.items),
    total,
    page: Math.min(page, lastPage),
    pageSize: LISTING_PAGE_SIZE,
  };
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
