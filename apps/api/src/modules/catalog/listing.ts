import type { CountryCode, CurrencyCode, Language } from '@blush/shared/markets';
import { ATTRIBUTE_FILTERS, type ProductCard, type ProductFilterQuery, type ProductListQuery, type ProductListResponse } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { categoryIdsUnder } from './categories.ts';
import { cached } from './listing-cache.ts';
import { mediaUrl } from './media.ts';
import type { ProductFilter } from './listing-query.ts';
import * as listingRepo from './listing-repo.ts';

export function countListing(db: Db, filter: ProductFilter): Promise<number> {
  // The language matters to nothing a count depends on.
  return cached(db, JSON.stringify(['count', { ...filter, language: '' }]), () => listingRepo.countProducts(db, filter));
}

export function toCard(row: listingRepo.ProductCardRow): ProductCard {
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
export async function toFilter(db: Db, country: CountryCode, language: Language, query: ProductFilterQuery): Promise<ProductFilter> {
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
  const page = () => listingRepo.listProductCards(db, filter, query.sort, query.page_size, (query.page - 1) * query.page_size);
  const [rows, total] = await Promise.all([
    // Search pages cost a pass over the matching documents: the same search within 30 s reuses it.
    filter.tokens ? cached(db, JSON.stringify(['page', filter, query.sort, query.page, query.page_size]), page) : page(),
    countListing(db, filter),
  ]);
  return { items: rows.map(toCard), total, page: query.page, pageSize: query.page_size };
}
