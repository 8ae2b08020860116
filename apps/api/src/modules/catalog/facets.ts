import type { CountryCode, CurrencyCode, Language } from '@blush/shared/markets';
import { BADGES } from '@blush/shared/catalog';
import { ATTRIBUTE_FILTERS, type ProductFilterQuery, type ProductFiltersResponse } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import { categoryRows, leavesUnder, trailOf } from './categories.ts';
import { cached } from './listing-cache.ts';
import { countListing, toFilter } from './listing.ts';
import * as facetsRepo from './facets-repo.ts';

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
      facetsRepo.brandFacet(db, filter),
      facetsRepo.categoryFacet(db, categoryFilter, groups),
      facetsRepo.shadeFacet(db, filter),
      facetsRepo.badgeAndRatingFacets(db, filter),
      facetsRepo.priceRange(db, filter),
      ...ATTRIBUTE_FILTERS.map((k) => facetsRepo.attributeFacet(db, filter, k)),
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
