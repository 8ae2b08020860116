/**
 * The listing query builder: a filter, a sort and the card columns as SQL over `product_offers o`
 * and `products p`, with the search CTE `m` when the filter carries search tokens. Listings, facets
 * and search share it; it runs no query itself.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Badge } from '@blush/shared/catalog';

export interface ProductFilter {
  country: CountryCode;
  language: Language;
  brandSlugs?: readonly string[];
  categoryIds?: readonly number[];
  /** Search tokens, lower-cased; every token must match. */
  tokens?: readonly string[];
  priceMin?: number;
  priceMax?: number;
  shadeFamilies?: readonly string[];
  badges?: readonly Badge[];
  ratingMin?: number;
  inStock?: boolean;
  /** attribute key → values (OR within a key). */
  attributes?: Readonly<Record<string, readonly string[]>>;
}

/** Filter keys, to build a facet's counts with every filter but its own. */
export type FilterKey = 'brand' | 'category' | 'price' | 'shade' | 'badge' | 'rating_min' | 'in_stock' | 'text' | `attr:${string}`;

export type ProductOrder = 'relevance' | 'newest' | 'bestsellers' | 'price_asc' | 'price_desc' | 'rating';

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

/** Han characters: Chinese words are often two characters, too short for trigram similarity. */
const HAN = /\p{Script=Han}/u;
/** Scripts written without spaces between words: a token may sit anywhere inside a term. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Thai}]/u;

/**
 * The vocabulary terms one token stands for. Latin tokens: the term itself, terms it begins, and
 * terms within trigram reach of it (typos), keeping only the closest cluster so "lipstik" means
 * "lipstick" and not every word with "lip" in it. Thai and Chinese: every term containing it.
 */
function termsFor(token: string, index: number): SQL {
  const name = sql.raw(`t${index}`);
  if (UNSPACED.test(token) || HAN.test(token)) {
    return sql`${name} as (select coalesce(array_agg(term), '{}') as a from (select term from search_terms where term like ${`%${escapeLike(token)}%`} limit 400) x)`;
  }
  const prefix = `${escapeLike(token)}%`;
  const fuzzy = [...token].length >= 3 ? sql`or term % ${token}` : sql``;
  return sql`${name} as (
    select coalesce(array_agg(term), '{}') as a from (
      select term, s, max(s) over () as best from (
        select term, case when term = ${token} then 1.0 when term like ${prefix} then 0.9 else similarity(term, ${token}) end as s
        from search_terms where term like ${prefix} ${fuzzy}
      ) c
    ) r where s >= best - 0.2 and s >= 0.4)`;
}

/**
 * The products matching every search token, with their relevance, computed once per query: each
 * token's terms from the vocabulary, then products having one of them (array index).
 */
export function searchCte(filter: ProductFilter): SQL {
  const tokens = filter.tokens;
  if (!tokens?.length) return sql``;
  const termSets = tokens.map((token, i) => termsFor(token, i));
  const from = tokens.map((_, i) => sql.raw(`t${i}`));
  const matches = tokens.map((_, i) => sql`ps.terms && ${sql.raw(`t${i}`)}.a`);
  return sql`with ${sql.join(termSets, sql`, `)},
  m as materialized (
    select ps.product_id, ${relevance(tokens)} as score
    from product_search ps, ${sql.join(from, sql`, `)}
    where ${sql.join(matches, sql` and `)}
  ) `;
}

/** The WHERE clause over `product_offers o` and `products p` (and `product_search ps` when searching). */
export function whereClause(filter: ProductFilter, except?: FilterKey): SQL {
  const parts: SQL[] = [sql`o.country = ${filter.country}`, sql`p.published`];
  if (filter.brandSlugs?.length && except !== 'brand') {
    // One brand is an equality, so the (brand, sort) indexes hand rows over already in order.
    parts.push(
      filter.brandSlugs.length === 1
        ? sql`p.brand_id = (select id from brands where slug = ${filter.brandSlugs[0]})`
        : sql`p.brand_id in (select id from brands where slug in (${list(filter.brandSlugs)}))`,
    );
  }
  if (filter.categoryIds && except !== 'category') {
    parts.push(filter.categoryIds.length ? sql`p.category_id in (${list(filter.categoryIds)})` : sql`false`);
  }
  if (except !== 'price') {
    if (filter.priceMin !== undefined) parts.push(sql`o.effective_price >= ${filter.priceMin}`);
    if (filter.priceMax !== undefined) parts.push(sql`o.effective_price <= ${filter.priceMax}`);
  }
  if (filter.shadeFamilies?.length && except !== 'shade') parts.push(sql`o.shade_families && ${textArray(filter.shadeFamilies)}`);
  if (filter.badges?.length && except !== 'badge') {
    const editorial = filter.badges.filter((b) => b !== 'on_sale');
    const any: SQL[] = [];
    if (editorial.length) any.push(sql`p.badges && ${textArray(editorial)}`);
    if (filter.badges.includes('on_sale')) any.push(sql`o.sale_price is not null`);
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  if (filter.ratingMin !== undefined && except !== 'rating_min') parts.push(sql`p.rating_average >= ${filter.ratingMin}`);
  if (filter.inStock && except !== 'in_stock') parts.push(sql`o.in_stock`);
  for (const [key, values] of Object.entries(filter.attributes ?? {})) {
    if (!values.length || except === `attr:${key}`) continue;
    parts.push(sql`(${sql.join(values.map((v) => sql`p.attributes @> ${JSON.stringify({ [key]: [v] })}::jsonb`), sql` or `)})`);
  }
  if (filter.tokens?.length && except !== 'text') parts.push(sql`p.id in (select product_id from m)`);
  return sql.join(parts, sql` and `);
}

/** Relevance of a matched document: brand and name matches first (callers break ties by sales). */
function relevance(tokens: readonly string[]): SQL {
  const perToken = tokens.map(
    (t) => sql`(case when ps.brand = ${t} then 6 when ps.brand like ${`${escapeLike(t)}%`} then 3 else 0 end
      + case when ps.names like ${`%${escapeLike(t)}%`} then 2 else 0 end
      + case when ps.categories like ${`%${escapeLike(t)}%`} then 1 else 0 end
      + case when ps.terms @> array[${t}]::text[] then 1 else 0 end)`,
  );
  return sql.join(perToken, sql` + `);
}

export function orderClause(order: ProductOrder, filter: ProductFilter): SQL {
  switch (order) {
    case 'newest':
      // "nulls last" as in products_brand_newest_idx (launched_at is never null), so the index serves the order.
      return sql`('coming_soon' = any(p.badges)), p.launched_at desc nulls last`;
    case 'bestsellers':
      return sql`p.units_sold desc`;
    case 'price_asc':
      return sql`o.effective_price asc`;
    case 'price_desc':
      return sql`o.effective_price desc`;
    case 'rating':
      return sql`p.rating_average desc, p.rating_count desc`;
    case 'relevance':
      return filter.tokens?.length ? sql`m.score desc, p.units_sold desc` : sql`p.units_sold desc`;
  }
}

/** The columns of a product card, over `product_offers o`, `products p`, `brands b`, `categories c`. */
export function cardColumns(language: Language): SQL {
  return sql`p.id, p.slug, coalesce(p.name->>${language}, p.name->>'en') as name,
           b.slug as brand_slug, b.name as brand_name,
           coalesce(c.name->>${language}, c.name->>'en') as category,
           p.badges, p.rating_average, p.rating_count, o.in_stock, o.variant_count,
           o.price, o.sale_price, o.currency, o.image_id, o.swatches`;
}
