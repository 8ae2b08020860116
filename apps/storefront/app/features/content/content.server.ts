/**
 * Loader helpers for content: entries, the site layout, overlays, the products and brands their
 * blocks point at, and the preview token of `/preview/*` pages (product guide §6).
 */
import { data, redirect } from 'react-router';
import {
  type ContentBlock,
  type ContentEntry,
  type Overlay,
  type SiteLayout,
  PREVIEW_HEADER,
  PREVIEW_TOKEN_PARAM,
  USER_SEGMENTS_PARAM,
  contentEntrySchema,
  overlaySchema,
  parseSegments,
  siteLayoutSchema,
  userSegmentsResponseSchema,
  type UserSegment,
} from '@blush/shared/content';
import {
  type BrandSummary,
  type ProductCard,
  brandsResponseSchema,
  featuredProductsResponseSchema,
} from '@blush/shared/contracts';
import { errorMessage } from '@blush/shared/errors';
import type { Language } from '@blush/shared/markets';
import type { CallOptions } from '../../lib/api-core.ts';
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';

/** What content needs of the loaders' API client (`ServerApi` fits). */
export interface ContentApi {
  get<T>(path: string, options?: CallOptions<T>): Promise<T>;
}

/** A preview request: the token for `X-Preview-Mode` and the segments to look at the content as. */
export interface PreviewContext {
  token: string;
  segments: string[];
}

const PREVIEW_COOKIE_PATH = '/preview';
const PREVIEW_COOKIE_MAX_AGE = 8 * 60 * 60;

function previewHeaders(preview: PreviewContext | null): Record<string, string> {
  return preview ? { [PREVIEW_HEADER]: preview.token } : {};
}

function segmentsQuery(preview: PreviewContext | null) {
  return preview?.segments.length ? { [USER_SEGMENTS_PARAM]: preview.segments.join(',') } : {};
}

/** One entry: published, or with a preview context the draft. */
export function fetchEntry(api: ContentApi, key: string, preview: PreviewContext | null = null): Promise<ContentEntry> {
  const base = preview ? '/contentful/preview/content-entries/' : '/contentful/content-entries/';
  return api.get(`${base}${encodeURIComponent(key)}`, { schema: contentEntrySchema, headers: previewHeaders(preview), query: segmentsQuery(preview) });
}

/** The site layout (promo messages, footer, overlay); null when it cannot be had, so pages still render. */
export async function fetchSiteLayout(api: ContentApi, preview: PreviewContext | null = null): Promise<SiteLayout | null> {
  try {
    return await api.get('/layouts', { schema: siteLayoutSchema, headers: previewHeaders(preview), query: segmentsQuery(preview), retries: 0 });
  } catch {
    return null;
  }
}

export function fetchPreviewOverlay(api: ContentApi, id: string, preview: PreviewContext): Promise<Overlay> {
  return api.get(`/preview/overlays/${encodeURIComponent(id)}`, { schema: overlaySchema, headers: previewHeaders(preview), query: segmentsQuery(preview) });
}

export interface BlockData {
  /** Product cards of the product rails, by slug (products not sold in the country are missing). */
  products: Record<string, ProductCard>;
  /** Brands of the brand rails sold in the country. */
  brands: BrandSummary[];
}

/**
 * The cards and logos the blocks need: one `POST /featured-products` for every rail's slugs, and the
 * brand list when there is a brand rail. A failure leaves the rails empty (they then hide), never
 * the page.
 */
export async function loadBlockData(api: ContentApi, blocks: readonly ContentBlock[]): Promise<BlockData> {
  const slugs = [...new Set(blocks.flatMap((b) => (b.type === 'product_rail' ? b.productSlugs : [])))].slice(0, 48);
  const brandSlugs = new Set(blocks.flatMap((b) => (b.type === 'brand_rail' ? b.brandSlugs : [])));
  const [products, brands] = await Promise.all([
    slugs.length
      ? api
          .get('/featured-products', { method: 'POST', body: { slugs }, schema: featuredProductsResponseSchema, retries: 1 })
          .then((r) => Object.fromEntries(r.items.map((p) => [p.slug, p])))
          .catch(() => ({}))
      : Promise.resolve({}),
    brandSlugs.size
      ? api
          .get('/brands', { schema: brandsResponseSchema, query: { sort: 'name' } })
          .then((r) => r.brands.filter((brand) => brandSlugs.has(brand.slug)))
          .catch(() => [])
      : Promise.resolve([]),
  ]);
  return { products, brands };
}

/** Page title and description of an entry for `pageMeta`. */
export function entryMeta(entry: ContentEntry): { title: string; description?: string } {
  return entry.description ? { title: entry.title, description: entry.description } : { title: entry.title };
}

/**
 * The preview context of a `/preview/*` request. A token in the query is moved into a cookie (path
 * `/preview`, HttpOnly) by a redirect to the same URL without it, so it does not stay in the address
 * bar, the history or a Referer. Without a token: a 403 with the catalogue's message.
 */
export function previewContext(request: Request, url: URL, language: Language, secure: boolean): PreviewContext {
  const fromQuery = url.searchParams.get(PREVIEW_TOKEN_PARAM)?.trim();
  if (fromQuery) {
    const next = new URL(url);
    next.searchParams.delete(PREVIEW_TOKEN_PARAM);
    const cookie = serializeCookie(PREVIEW_TOKEN_PARAM, fromQuery.slice(0, 200), {
      path: PREVIEW_COOKIE_PATH,
      maxAge: PREVIEW_COOKIE_MAX_AGE,
      httpOnly: true,
      sameSite: 'Lax',
      secure,
    });
    throw redirect(`${next.pathname}${next.search}`, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' } });
  }
  const token = parseCookies(request.headers.get('cookie'))[PREVIEW_TOKEN_PARAM]?.trim();
  if (!token) throw data({ code: 'not_authorized', message: errorMessage('not_authorized', language) }, { status: 403 });
  return { token, segments: parseSegments(url.searchParams.get(USER_SEGMENTS_PARAM)) };
}

/** The preview context if the request has a token, else null (the preview layout still renders its bar). */
export function optionalPreviewContext(request: Request, url: URL): PreviewContext | null {
  const token = url.searchParams.get(PREVIEW_TOKEN_PARAM)?.trim() || parseCookies(request.headers.get('cookie'))[PREVIEW_TOKEN_PARAM]?.trim();
  return token ? { token, segments: parseSegments(url.searchParams.get(USER_SEGMENTS_PARAM)) } : null;
}

/** Every segment content can target (for the preview bar's "view as"); empty when unavailable. */
export async function fetchSegments(api: ContentApi): Promise<UserSegment[]> {
  try {
    return (await api.get('/segments/all-user-segments', { schema: userSegmentsResponseSchema, retries: 0 })).segments;
  } catch {
    return [];
  }
}
