import type { CountryCode, CurrencyCode, Language } from '@blush/shared/markets';
import { BADGES, type Translated } from '@blush/shared/catalog';
import {
  ATTRIBUTE_FILTERS,
  type BrandDetail,
  type BrandSummary,
  type CategoryNode,
  type ProductCard,
  type ProductDetail,
  type ProductFilterQuery,
  type ProductFiltersResponse,
  type ProductListQuery,
  type ProductListResponse,
  type SearchDropdownResponse,
  type SearchResponse,
  type VariantDetail,
  type VariantsResponse,
  SITEMAP_PAGE_SIZE,
  type SitemapEntriesResponse,
} from '@blush/shared/contracts';

type Breadcrumb = ProductDetail['categories'][number];
import { API_PREFIX } from '@blush/shared/http';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import * as repo from './repo.ts';
import { brandLogoSvg, productSvg } from './media.ts';

export const mediaUrl = {
  productImage: (imageId: number) => `${API_PREFIX}/media/products/${imageId}.svg`,
  brandLogo: (slug: string) => `${API_PREFIX}/media/brands/${slug}.svg`,
};

/** Categories change rarely; each instance keeps the tree for a minute. */
const CATEGORY_TTL_MS = 60_000;
const categoryCache = new WeakMap<Db, { at: number; rows: Promise<repo.CategoryRow[]> }>();

function categoryRows(db: Db): Promise<repo.CategoryRow[]> {
  const cached = categoryCache.get(db);
  if (cached && Date.now() - cached.at < CATEGORY_TTL_MS) return cached.rows;
  const rows = repo.allCategories(db);
  categoryCache.set(db, { at: Date.now(), rows });
  rows.catch(() => categoryCache.delete(db));
  return rows;
}

export async function categoryTree(db: Db, language: Language): Promise<CategoryNode[]> {
  const rows = await categoryRows(db);
  const byParent = new Map<number | null, repo.CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, prefix: string): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => {
        const path = prefix ? `${prefix}/${row.slug}` : row.slug;
        return { id: row.id, slug: row.slug, path, name: row.name[language] || row.name.en, children: build(row.id, path) };
      });
  return build(null, '');
}

/** The category at `path` and all below it, or undefined when no such category exists. */
export async function categoryIdsUnder(db: Db, path: string): Promise<number[] | undefined> {
  const slugs = path.split('/').filter(Boolean);
  const rows = await categoryRows(db);
  let parentId: number | null = null;
  let current: repo.CategoryRow | undefined;
  for (const slug of slugs) {
    current = rows.find((r) => r.parentId === parentId && r.slug === slug);
    if (!current) return undefined;
    parentId = current.id;
  }
  if (!current) return undefined;
  const ids: number[] = [];
  const queue = [current.id];
  while (queue.length) {
    const id = queue.shift()!;
    ids.push(id);
    for (const r of rows) if (r.parentId === id) queue.push(r.id);
  }
  return ids;
}

export async function listBrands(
  db: Db,
  country: CountryCode,
  order: 'popular' | 'name',
  limit: number,
): Promise<BrandSummary[]> {
  const rows = await repo.brandsInCountry(db, country, order, limit);
  return rows.map((r) => ({ ...r, logoUrl: mediaUrl.brandLogo(r.slug) }));
}

export async function brandDetail(db: Db, slug: string, country: CountryCode, language: Language): Promise<BrandDetail> {
  const brand = await repo.brandBySlug(db, slug, country);
  if (!brand) throw new DomainError('resource_not_found');
  return {
    slug: brand.slug,
    name: brand.name,
    logoUrl: mediaUrl.brandLogo(brand.slug),
    productCount: brand.productCount,
    story: brand.story[language] || brand.story.en,
  };
}

/**
 * Derived listing answers that are costly to recompute on every request: totals ("1-24 of 3,180
 * results", a count over every matching product), facet counts, search pages and typeahead
 * answers. Each instance keeps one for half a minute; `refreshOffers` forgets them all.
 */
const LISTING_CACHE_TTL_MS = 30_000;
const LISTING_CACHE_MAX = 2_000;
const listingCache = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
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

function countListing(db: Db, filter: repo.ProductFilter): Promise<number> {
  // The language matters to nothing a count depends on.
  return cached(db, JSON.stringify(['count', { ...filter, language: '' }]), () => repo.countProducts(db, filter));
}

/** Forget cached listing totals (after the catalogue changed, e.g. in tests or an import). */
export function forgetListingTotals(db: Db): void {
  listingCache.delete(db);
}

function toCard(row: repo.ProductCardRow): ProductCard {
  const currency = row.currency.trim() as CurrencyCode;
  const badges = [...row.badges];
  if (row.sale_price !== null && !badges.includes('on_sale')) badges.push('on_sale');
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: { slug: row.brand_slug, name: row.brand_name },
    category: row.category,
    imageUrl: row.image_id === null ? mediaUrl.brandLogo(row.brand_slug) : mediaUrl.productImage(row.image_id),
    price: { amount: row.price, currency },
    salePrice: row.sale_price === null ? null : { amount: row.sale_price, currency },
    badges,
    rating: { average: Math.round(Number(row.rating_average) * 10) / 10, count: row.rating_count },
    swatches: (row.swatches ?? []).map((hex) => hex.trim()),
    variantCount: row.variant_count,
    inStock: row.in_stock,
  };
}

/** Search text → lower-cased tokens (at most six, each at most 50 characters). */
export function searchTokens(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cc}/gu, ' ')
    .split(/\s+/)
    .map((t) => t.slice(0, 50))
    .filter(Boolean)
    .slice(0, 6);
}

/** The query string's filters as the repo's filter; an unknown category path is a 404. */
async function toFilter(db: Db, country: CountryCode, language: Language, query: ProductFilterQuery): Promise<repo.ProductFilter> {
  let categoryIds: number[] | undefined;
  if (query.category) {
    categoryIds = await categoryIdsUnder(db, query.category);
    if (!categoryIds) throw new DomainError('resource_not_found');
  }
  const attributes: Record<string, string[]> = {};
  for (const key of ATTRIBUTE_FILTERS) {
    const values = query[key];
    if (values?.length) attributes[key] = values;
  }
  const tokens = searchTokens(query.q);
  return {
    country,
    language,
    brandSlugs: query.brand,
    categoryIds,
    tokens: tokens.length ? tokens : undefined,
    priceMin: query.price_min,
    priceMax: query.price_max,
    shadeFamilies: query.shade,
    badges: query.badge,
    ratingMin: query.rating_min,
    inStock: query.in_stock,
    attributes,
  };
}

export async function listProducts(
  db: Db,
  country: CountryCode,
  language: Language,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const filter = await toFilter(db, country, language, query);
  const page = () => repo.listProductCards(db, filter, query.sort, query.page_size, (query.page - 1) * query.page_size);
  const [rows, total] = await Promise.all([
    // Search pages cost a pass over the matching documents: the same search within 30 s reuses it.
    filter.tokens ? cached(db, JSON.stringify(['page', filter, query.sort, query.page, query.page_size]), page) : page(),
    countListing(db, filter),
  ]);
  return { items: rows.map(toCard), total, page: query.page, pageSize: query.page_size };
}

/** Normalised form of a search as recorded for "popular searches". */
export function normaliseQuery(text: string): string {
  return searchTokens(text).join(' ').slice(0, 100);
}

export async function search(db: Db, country: CountryCode, language: Language, query: ProductListQuery): Promise<SearchResponse> {
  const text = normaliseQuery(query.q ?? '');
  const [listing, brands] = await Promise.all([
    listProducts(db, country, language, query),
    text ? repo.matchingBrands(db, country, text, 3) : Promise.resolve([]),
  ]);
  // Only searches that found something by their own words feed "popular searches": junk and typos
  // ("lipstik", found through "lipstick") never show up there.
  if (text.length >= 2 && listing.total > 0 && query.page === 1 && (await repo.tokensAreKnown(db, searchTokens(text)))) {
    logSearch(db, country, text);
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
    await repo.recordSearch(db, country, query, count);
  }
}

export async function popularSearches(db: Db, country: CountryCode, limit = 10): Promise<string[]> {
  return repo.popularQueries(db, country, undefined, limit);
}

/** Typeahead answers repeat for every shopper typing the same letters: each is kept for 30 s. */
export function searchDropdown(db: Db, country: CountryCode, language: Language, q: string | undefined): Promise<SearchDropdownResponse> {
  const text = normaliseQuery(q ?? '');
  return cached(db, JSON.stringify(['dropdown', country, language, text]), () => buildSearchDropdown(db, country, language, text));
}

async function buildSearchDropdown(db: Db, country: CountryCode, language: Language, text: string): Promise<SearchDropdownResponse> {
  if (!text) {
    const [popular, brands] = await Promise.all([repo.popularQueries(db, country, undefined, 8), listBrands(db, country, 'popular', 8)]);
    return { query: '', popularSearches: popular, brands: brands.map(({ slug, name, logoUrl }) => ({ slug, name, logoUrl })), categories: [], products: [] };
  }
  const [popular, brands, categories, products] = await Promise.all([
    repo.popularQueries(db, country, text, 5),
    repo.matchingBrands(db, country, text, 4),
    matchingCategories(db, language, text, 4),
    // Suggestions need no total: skip the count a listing would make.
    repo.listProductCards(db, { country, language, tokens: searchTokens(text) }, 'relevance', 6, 0),
  ]);
  return {
    query: text,
    popularSearches: popular,
    brands: brands.map((b) => ({ ...b, logoUrl: mediaUrl.brandLogo(b.slug) })),
    categories,
    products: products.map(toCard),
  };
}

async function matchingCategories(db: Db, language: Language, text: string, limit: number): Promise<Breadcrumb[]> {
  const rows = await categoryRows(db);
  const names = (r: repo.CategoryRow) => Object.values(r.name).map((name) => name.toLowerCase());
  const startsWith = (r: repo.CategoryRow) => (names(r).some((name) => name.startsWith(text)) ? 0 : 1);
  const matches = rows.filter((r) => names(r).some((name) => name.includes(text)));
  // Names that start with the text first, then the broader category (Lips before Lipstick).
  return matches
    .sort((a, b) => startsWith(a) - startsWith(b) || a.level - b.level || a.position - b.position)
    .slice(0, limit)
    .map((r) => trailOf(rows, r.id, language).at(-1)!);
}

function trailOf(rows: readonly repo.CategoryRow[], categoryId: number, language: Language): Breadcrumb[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: repo.CategoryRow[] = [];
  for (let node = byId.get(categoryId); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) chain.unshift(node);
  return chain.map((node, i) => ({
    slug: node.slug,
    path: chain.slice(0, i + 1).map((n) => n.slug).join('/'),
    name: node.name[language] || node.name.en,
  }));
}

/** Facets of a listing: each counted with every other filter applied (so choosing one brand still shows the others). */
export async function listFacets(db: Db, country: CountryCode, language: Language, query: ProductFilterQuery): Promise<ProductFiltersResponse> {
  const filter = await toFilter(db, country, language, query);
  const key = JSON.stringify(['facets', filter.language, filter]);
  return cached(db, key, async () => {
    const rows = await categoryRows(db);
    // Category facet: the children of the chosen category (or the top level), each with its leaves.
    const parentId = query.category ? rows.find((r) => r.id === filter.categoryIds?.[0])?.id ?? null : null;
    const children = rows.filter((r) => r.parentId === parentId).sort((a, b) => a.position - b.position);
    const groups = new Map(children.map((child) => [child.id, leavesUnder(rows, child.id)]));
    const categoryFilter = query.category ? { ...filter, categoryIds: undefined } : filter;
    const [total, brands, categoryCounts, shades, badgeRating, price, ...attributes] = await Promise.all([
      countListing(db, filter),
      repo.brandFacet(db, filter),
      repo.categoryFacet(db, categoryFilter, groups),
      repo.shadeFacet(db, filter),
      repo.badgeAndRatingFacets(db, filter),
      repo.priceRange(db, filter),
      ...ATTRIBUTE_FILTERS.map((k) => repo.attributeFacet(db, filter, k)),
    ]);
    const selected = (values: readonly string[] | undefined, value: string) => values?.includes(value) ?? false;
    const facets: ProductFiltersResponse['facets'] = [
      { key: 'category', values: children.map((c) => ({ value: trailOf(rows, c.id, language).map((t) => t.slug).join('/'), label: c.name[language] || c.name.en, count: categoryCounts.get(c.id) ?? 0, selected: false })).filter((v) => v.count > 0) },
      { key: 'brand', values: brands.map((b) => ({ ...b, selected: selected(query.brand, b.value) })) },
      { key: 'shade', values: shades.map((v) => ({ ...v, selected: selected(query.shade, v.value) })) },
      ...ATTRIBUTE_FILTERS.map((k, i) => ({ key: k, values: attributes[i]!.map((v) => ({ ...v, selected: selected(query[k], v.value) })) })),
      { key: 'badge', values: BADGES.map((b) => ({ value: b, label: b, count: badgeRating.badges[b], selected: selected(query.badge, b) })).filter((v) => v.count > 0) },
      { key: 'rating_min', values: [4, 3, 2].map((r) => ({ value: String(r), label: String(r), count: badgeRating.ratings[r] ?? 0, selected: query.rating_min === r })).filter((v) => v.count > 0) },
    ];
    return {
      facets: facets.filter((f) => f.values.length > 0),
      price: price ? { min: { amount: price.min, currency: price.currency as CurrencyCode }, max: { amount: price.max, currency: price.currency as CurrencyCode } } : null,
      total,
    };
  });
}

function leavesUnder(rows: readonly repo.CategoryRow[], id: number): number[] {
  const kids = rows.filter((r) => r.parentId === id);
  return kids.length ? kids.flatMap((k) => leavesUnder(rows, k.id)) : [id];
}

const LOW_STOCK = 5;

function toVariantDetail(v: repo.VariantRow): VariantDetail {
  const currency = v.currency?.trim() as CurrencyCode | undefined;
  const sold = v.price !== null && v.available && currency;
  return {
    id: v.id,
    sku: v.sku,
    type: v.type,
    shadeName: v.shade_name,
    shadeHex: v.shade_hex?.trim() ?? null,
    shadeFamily: v.shade_family,
    size: v.size,
    imageUrl: v.image_id === null ? null : mediaUrl.productImage(v.image_id),
    offer: sold
      ? {
          price: { amount: v.price!, currency: currency! },
          salePrice: v.sale_price === null ? null : { amount: v.sale_price, currency: currency! },
          inStock: (v.stock ?? 0) > 0,
          restockable: v.restockable !== false,
          lowStock: v.stock !== null && v.stock > 0 && v.stock <= LOW_STOCK ? v.stock : null,
        }
      : null,
  };
}

/** Variants by id (unknown ids are left out), in the order asked. */
export async function variantsById(db: Db, ids: readonly number[], country: CountryCode, language: Language): Promise<VariantsResponse> {
  const rows = await repo.variantsById(db, ids, country, language);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    variants: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [{ ...toVariantDetail(r), product: { id: r.product_id, slug: r.product_slug, name: r.product_name }, brand: { slug: r.brand_slug, name: r.brand_name } }];
    }),
  };
}

export async function productDetail(db: Db, slug: string, country: CountryCode, language: Language): Promise<ProductDetail> {
  const product = await repo.productBySlug(db, slug);
  if (!product) throw new DomainError('resource_not_found');
  const [variants, images, rows] = await Promise.all([
    repo.variantsOf(db, product.id, country),
    repo.imagesOf(db, product.id),
    categoryRows(db),
  ]);
  const trail = trailOf(rows, product.category_id, language);
  const offers = variants.filter((v) => v.price !== null && v.available);
  const related = (
    await repo.listProductCards(db, { country, language, categoryIds: [product.category_id] }, 'bestsellers', 9, 0)
  ).filter((r) => r.id !== product.id);
  const badges = [...product.badges];
  if (offers.some((v) => v.sale_price !== null) && !badges.includes('on_sale')) badges.push('on_sale');
  const pick = (t: Translated) => t[language] || t.en;
  return {
    id: product.id,
    slug: product.slug,
    name: pick(product.name),
    description: pick(product.description),
    howToUse: pick(product.how_to_use),
    ingredients: product.ingredients,
    brand: { slug: product.brand_slug, name: product.brand_name, logoUrl: mediaUrl.brandLogo(product.brand_slug) },
    categories: trail,
    attributes: Object.entries(product.attributes).map(([key, values]) => ({ key, values })),
    badges,
    rating: { average: Math.round(Number(product.rating_average) * 10) / 10, count: product.rating_count },
    launchedAt: new Date(product.launched_at).toISOString(),
    images: images.map((i) => ({ url: mediaUrl.productImage(i.id), variantId: i.variant_id })),
    variants: variants.map(toVariantDetail),
    availableInCountry: offers.length > 0,
    related: related.slice(0, 8).map(toCard),
  };
}

export async function sitemapEntries(
  db: Db,
  country: CountryCode,
  kind: 'products' | 'brands' | 'categories',
  page: number,
): Promise<SitemapEntriesResponse> {
  if (kind === 'products') {
    const { rows, total } = await repo.sitemapProducts(db, country, SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE);
    return {
      entries: rows.map((r) => ({ path: `/products/${r.slug}`, lastModified: new Date(r.updated).toISOString() })),
      page,
      pages: Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE)),
    };
  }
  if (kind === 'brands') {
    const brands = await listBrands(db, country, 'name', 500);
    return { entries: brands.map((b) => ({ path: `/brands/${b.slug}`, lastModified: null })), page: 1, pages: 1 };
  }
  const rows = await categoryRows(db);
  return { entries: rows.map((r) => ({ path: `/categories/${trailOf(rows, r.id, 'en').map((t) => t.slug).join('/')}`, lastModified: null })), page: 1, pages: 1 };
}

/** Id and name of a published product, for modules that hang things off products (reviews). */
export async function productIdentity(db: Db, slug: string, language: Language): Promise<{ id: number; slug: string; name: string }> {
  const product = await repo.productBySlug(db, slug);
  if (!product) throw new DomainError('resource_not_found');
  return { id: product.id, slug: product.slug, name: product.name[language] || product.name.en };
}

export async function featuredProducts(db: Db, country: CountryCode, language: Language, slugs: readonly string[]): Promise<ProductCard[]> {
  return (await repo.productCardsBySlug(db, country, language, slugs)).map(toCard);
}

/** Rebuild listing offers after prices, availability or stock changed (all products when omitted). */
export async function refreshOffers(db: Db, productIds?: readonly number[]): Promise<void> {
  await repo.refreshOffers(db, productIds);
  forgetListingTotals(db);
}

export async function productImageSvg(db: Db, imageId: number): Promise<string> {
  const art = await repo.imageArt(db, imageId);
  if (!art) throw new DomainError('resource_not_found');
  return productSvg(art.art, art.shade_hex?.trim() ?? null, art.colors, art.brand_name);
}

export async function brandLogo(db: Db, slug: string): Promise<string> {
  const brand = await repo.brandArt(db, slug);
  if (!brand) throw new DomainError('resource_not_found');
  return brandLogoSvg(brand.name, brand.colors);
}

export type BagVariant = repo.BagVariantRow & { imageUrl: string | null };

/** Variants as the bag needs them in a country (price, stock, limits, flags); unknown ids are left out. */
export async function bagVariants(db: Db, ids: readonly number[], country: CountryCode, language: Language): Promise<BagVariant[]> {
  return (await repo.bagVariants(db, ids, country, language)).map((v) => ({
    ...v,
    shade_hex: v.shade_hex?.trim() ?? null,
    currency: v.currency?.trim() ?? null,
    imageUrl: v.image_id === null ? null : mediaUrl.productImage(v.image_id),
  }));
}

/** Stock moves of an order: taken at placement (never below zero), returned when it is released. */
export const takeStock = repo.takeStock;
export const returnStock = repo.returnStock;
