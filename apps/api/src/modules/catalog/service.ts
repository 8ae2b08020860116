/**
 * The catalogue module's service: what routes and other modules call. Listings, facets, search,
 * categories, brands and product pages live in their own files and are re-exported here.
 */
import type { CountryCode, Language } from '@blush/shared/markets';
import { SITEMAP_PAGE_SIZE, type SitemapEntriesResponse } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { listBrands } from './brands.ts';
import { categoryRows, trailOf } from './categories.ts';
import { forgetListingTotals } from './listing-cache.ts';
import { changeFeedOf } from '../../cache/changes.ts';
import { brandLogoSvg, mediaUrl, productSvg } from './media.ts';
import * as repo from './repo.ts';
import * as listingRepo from './listing-repo.ts';
import * as offersRepo from './offers-repo.ts';
import * as variantsRepo from './variants-repo.ts';
import * as stockRepo from './stock-repo.ts';
import * as locationRepo from './location-stock-repo.ts';

export { mediaUrl } from './media.ts';
export { categoryIdsUnder, categoryTree } from './categories.ts';
export { brandDetail, listBrands } from './brands.ts';
export { forgetListingTotals } from './listing-cache.ts';
export { listProducts, searchTokens } from './listing.ts';
export { flushSearchLog, normaliseQuery, popularSearches, search, searchDropdown } from './search.ts';
export { listFacets } from './facets.ts';
export { featuredProducts, productDetail, productIdentity, variantsById } from './products.ts';

export async function sitemapEntries(
  db: Db,
  country: CountryCode,
  kind: 'products' | 'brands' | 'categories',
  page: number,
): Promise<SitemapEntriesResponse> {
  if (kind === 'products') {
    const { rows, total } = await listingRepo.sitemapProducts(db, country, SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE);
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

/** Rebuild listing offers after prices, availability or stock changed (all products when omitted). */
export async function refreshOffers(db: Db, productIds?: readonly number[]): Promise<void> {
  await offersRepo.refreshOffers(db, productIds);
  forgetListingTotals(db);
  // Answers this process serves next show the change (other instances within a notification).
  await changeFeedOf(db)?.settle();
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

export type BagVariant = variantsRepo.BagVariantRow & { imageUrl: string | null };

/** Variants as the bag needs them in a country (price, stock, limits, flags); unknown ids are left out. */
export async function bagVariants(db: Db, ids: readonly number[], country: CountryCode, language: Language): Promise<BagVariant[]> {
  return (await variantsRepo.bagVariants(db, ids, country, language)).map((v) => ({
    ...v,
    shade_hex: v.shade_hex?.trim() ?? null,
    currency: v.currency?.trim() ?? null,
    imageUrl: v.image_id === null ? null : mediaUrl.productImage(v.image_id),
  }));
}

/** Stock moves of an order: taken at placement (never below zero), returned when it is released. */
export const takeStock = stockRepo.takeStock;
export const addStoreLocation = locationRepo.addStoreLocation;
export const returnStock = stockRepo.returnStock;
export const setStock = stockRepo.setStock;
export const launchProduct = stockRepo.launchProduct;
export type { StockCause } from './stock-repo.ts';
/** Stock by location (decision 0035). */
export type { LocationChange, LocationRow } from './location-stock-repo.ts';
export const locationByCode = locationRepo.locationByCode;
export const setLocationQuantity = locationRepo.setLocationQuantity;
