import type { CountryCode, CurrencyCode, Language } from '@blush/shared/markets';
import type { BrandDetail, BrandSummary, CategoryNode, ProductCard, ProductListQuery, ProductListResponse } from '@blush/shared/contracts';
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
 * Listing totals ("1-24 of 3,180 results") cost a count over every matching product, which on a
 * large catalogue dwarfs fetching the page. Each instance keeps a total for half a minute: a
 * shopper sees a count at most that stale, never a wrong page of products.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 2_000;
const countCache = new WeakMap<Db, Map<string, { at: number; total: Promise<number> }>>();

function countListing(db: Db, filter: repo.ProductFilter): Promise<number> {
  let cache = countCache.get(db);
  if (!cache) {
    cache = new Map();
    countCache.set(db, cache);
  }
  // Language matters only to the text filter.
  const key = JSON.stringify([filter.country, filter.brandSlug, filter.categoryIds, filter.text, filter.text ? filter.language : '']);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
  if (cache.size >= COUNT_CACHE_MAX) cache.delete(cache.keys().next().value!);
  const total = repo.countProducts(db, filter);
  const entries = cache;
  entries.set(key, { at: Date.now(), total });
  total.catch(() => entries.delete(key));
  return total;
}

/** Forget cached listing totals (after the catalogue changed, e.g. in tests or an import). */
export function forgetListingTotals(db: Db): void {
  countCache.delete(db);
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

export async function listProducts(
  db: Db,
  country: CountryCode,
  language: Language,
  query: ProductListQuery & { q?: string },
): Promise<ProductListResponse> {
  let categoryIds: number[] | undefined;
  if (query.category) {
    categoryIds = await categoryIdsUnder(db, query.category);
    if (!categoryIds) throw new DomainError('resource_not_found');
  }
  const text = query.q?.trim().slice(0, 200) || undefined;
  const filter = { country, language, brandSlug: query.brand, categoryIds, text };
  const [rows, total] = await Promise.all([
    repo.listProductCards(db, filter, query.sort, query.page_size, (query.page - 1) * query.page_size),
    countListing(db, filter),
  ]);
  return { items: rows.map(toCard), total, page: query.page, pageSize: query.page_size };
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
