import { type SQL, sql } from 'drizzle-orm';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Badge, Translated } from '@blush/shared/catalog';
import { type Db, queryRows } from '../../db/client.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  parentId: number | null;
  level: number;
  position: number;
  name: Translated;
}

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.query.categories.findMany({
    columns: { id: true, slug: true, parentId: true, level: true, position: true, name: true },
  });
}

export interface BrandRow {
  slug: string;
  name: string;
  productCount: number;
}

export async function brandsInCountry(
  db: Db,
  country: CountryCode,
  order: 'popular' | 'name',
  limit: number,
): Promise<BrandRow[]> {
  const orderBy = order === 'popular' ? sql`b.popularity desc, b.name` : sql`lower(b.name)`;
  const rows = await queryRows<{ slug: string; name: string; product_count: number }>(db, sql`
    select b.slug, b.name, count(p.id)::int as product_count
    from brands b
    join products p on p.brand_id = b.id and p.published
    join product_offers o on o.product_id = p.id and o.country = ${country}
    group by b.id
    order by ${orderBy}
    limit ${limit}`);
  return rows.map((r) => ({ slug: r.slug, name: r.name, productCount: Number(r.product_count) }));
}

export async function brandBySlug(
  db: Db,
  slug: string,
  country: CountryCode,
): Promise<{ slug: string; name: string; story: Translated; productCount: number } | undefined> {
  const rows = await queryRows<{ slug: string; name: string; story: Translated; product_count: number }>(db, sql`
    select b.slug, b.name, b.story,
           (select count(*)::int from products p join product_offers o on o.product_id = p.id and o.country = ${country}
            where p.brand_id = b.id and p.published) as product_count
    from brands b where b.slug = ${slug}`);
  const row = rows[0];
  return row && { slug: row.slug, name: row.name, story: row.story, productCount: Number(row.product_count) };
}

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

export interface ProductCardRow {
  id: number;
  slug: string;
  name: string;
  brand_slug: string;
  brand_name: string;
  category: string;
  badges: Badge[];
  rating_average: number;
  rating_count: number;
  in_stock: boolean;
  variant_count: number;
  price: number;
  sale_price: number | null;
  currency: string;
  image_id: number | null;
  swatches: string[] | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

/** Han characters: Chinese words are often two characters, too short for trigram similarity. */
const HAN = /\p{Script=Han}/u;
/** Scripts written without spaces between words: a token may sit anywhere inside a term. */
const UNSPACED = /[\p{Script=Han}\p{Script=Thai}]/u;

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
function searchCte(filter: ProductFilter): SQL {
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
function whereClause(filter: ProductFilter, except?: FilterKey): SQL {
  const parts: SQL[] = [sql`o.country = ${filter.country}`, sql`p.published`];
  if (filter.brandSlugs?.length && except !== 'brand') {
    parts.push(sql`p.brand_id in (select id from brands where slug in (${list(filter.brandSlugs)}))`);
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

function orderClause(order: ProductOrder, filter: ProductFilter): SQL {
  switch (order) {
    case 'newest':
      return sql`('coming_soon' = any(p.badges)), p.launched_at desc`;
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
function cardColumns(language: Language): SQL {
  return sql`p.id, p.slug, coalesce(p.name->>${language}, p.name->>'en') as name,
           b.slug as brand_slug, b.name as brand_name,
           coalesce(c.name->>${language}, c.name->>'en') as category,
           p.badges, p.rating_average, p.rating_count, o.in_stock, o.variant_count,
           o.price, o.sale_price, o.currency, o.image_id, o.swatches`;
}

export async function listProductCards(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
): Promise<ProductCardRow[]> {
  const lang = filter.language;
  const searching = Boolean(filter.tokens?.length);
  return queryRows<ProductCardRow>(db, sql`
    ${searchCte(filter)}
    select ${cardColumns(lang)}
    from product_offers o
    join products p on p.id = o.product_id
    ${searching ? sql`join m on m.product_id = p.id` : sql``}
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    where ${whereClause(filter, searching ? 'text' : undefined)}
    order by ${orderClause(order, filter)}, p.id
    limit ${limit} offset ${offset}`);
}

/** Cards for the given product slugs sold in the country, in the order given. */
export async function productCardsBySlug(db: Db, country: CountryCode, language: Language, slugs: readonly string[]): Promise<ProductCardRow[]> {
  const rows = await queryRows<ProductCardRow>(db, sql`
    select ${cardColumns(language)}
    from product_offers o
    join products p on p.id = o.product_id
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    where o.country = ${country} and p.published and p.slug in (${list(slugs)})`);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** How many products match. */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const rows = await queryRows<{ total: number }>(db, sql`
    ${searchCte(filter)}
    select count(*)::int as total
    from product_offers o
    join products p on p.id = o.product_id
    where ${whereClause(filter)}`);
  return Number(rows[0]?.total ?? 0);
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

export async function brandFacet(db: Db, filter: ProductFilter): Promise<FacetCount[]> {
  const rows = await queryRows<{ value: string; label: string; count: number }>(db, sql`
    ${searchCte(filter)}
    select b.slug as value, b.name as label, count(*)::int as count
    from product_offers o join products p on p.id = o.product_id join brands b on b.id = p.brand_id
    where ${whereClause(filter, 'brand')}
    group by b.id order by count(*) desc, b.name limit 60`);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Counts per child category: `groups` maps each child id to the leaf ids below it. */
export async function categoryFacet(db: Db, filter: ProductFilter, groups: ReadonlyMap<number, readonly number[]>): Promise<Map<number, number>> {
  const pairs = [...groups].flatMap(([child, leaves]) => leaves.map((leaf) => sql`(${leaf}::int, ${child}::int)`));
  if (!pairs.length) return new Map();
  const rows = await queryRows<{ child: number; count: number }>(db, sql`
    ${searchCte(filter)}
    select cm.child, count(*)::int as count
    from product_offers o join products p on p.id = o.product_id
    join (values ${sql.join(pairs, sql`, `)}) as cm(leaf, child) on cm.leaf = p.category_id
    where ${whereClause(filter, 'category')}
    group by cm.child`);
  return new Map(rows.map((r) => [Number(r.child), Number(r.count)]));
}

export async function shadeFacet(db: Db, filter: ProductFilter): Promise<FacetCount[]> {
  const rows = await queryRows<{ value: string; count: number }>(db, sql`
    ${searchCte(filter)}
    select f as value, count(*)::int as count
    from product_offers o join products p on p.id = o.product_id, unnest(o.shade_families) f
    where ${whereClause(filter, 'shade')}
    group by f order by count(*) desc`);
  return rows.map((r) => ({ value: r.value, label: r.value, count: Number(r.count) }));
}

export async function badgeAndRatingFacets(
  db: Db,
  filter: ProductFilter,
): Promise<{ badges: Record<Badge, number>; ratings: Record<number, number> }> {
  const [badgeRows, ratingRows] = await Promise.all([
    queryRows<Record<Badge, number>>(db, sql`
    ${searchCte(filter)}
      select count(*) filter (where 'coming_soon' = any(p.badges))::int as coming_soon,
             count(*) filter (where 'priority_access' = any(p.badges))::int as priority_access,
             count(*) filter (where 'app_exclusive' = any(p.badges))::int as app_exclusive,
             count(*) filter (where o.sale_price is not null)::int as on_sale
      from product_offers o join products p on p.id = o.product_id
      where ${whereClause(filter, 'badge')}`),
    queryRows<{ r4: number; r3: number; r2: number }>(db, sql`
    ${searchCte(filter)}
      select count(*) filter (where p.rating_average >= 4)::int as r4,
             count(*) filter (where p.rating_average >= 3)::int as r3,
             count(*) filter (where p.rating_average >= 2)::int as r2
      from product_offers o join products p on p.id = o.product_id
      where ${whereClause(filter, 'rating_min')}`),
  ]);
  const b = badgeRows[0]!;
  const r = ratingRows[0]!;
  return {
    badges: { coming_soon: Number(b.coming_soon), priority_access: Number(b.priority_access), app_exclusive: Number(b.app_exclusive), on_sale: Number(b.on_sale) },
    ratings: { 4: Number(r.r4), 3: Number(r.r3), 2: Number(r.r2) },
  };
}

/** Value counts of one attribute, with every filter except that attribute's own. */
export async function attributeFacet(db: Db, filter: ProductFilter, key: string): Promise<FacetCount[]> {
  const rows = await queryRows<{ value: string; count: number }>(db, sql`
    ${searchCte(filter)}
    select v as value, count(*)::int as count
    from product_offers o join products p on p.id = o.product_id,
         jsonb_array_elements_text(coalesce(p.attributes -> ${key}, '[]'::jsonb)) v
    where ${whereClause(filter, `attr:${key}`)}
    group by v order by count(*) desc`);
  return rows.map((r) => ({ value: r.value, label: r.value, count: Number(r.count) }));
}

export async function priceRange(db: Db, filter: ProductFilter): Promise<{ min: number; max: number; currency: string } | undefined> {
  const rows = await queryRows<{ min: number | null; max: number | null; currency: string | null }>(db, sql`
    ${searchCte(filter)}
    select min(o.effective_price) as min, max(o.effective_price) as max, min(o.currency) as currency
    from product_offers o join products p on p.id = o.product_id
    where ${whereClause(filter, 'price')}`);
  const row = rows[0];
  if (!row || row.min === null || row.max === null || !row.currency) return undefined;
  return { min: Number(row.min), max: Number(row.max), currency: row.currency.trim() };
}

export interface ProductRow {
  id: number;
  slug: string;
  name: Translated;
  description: Translated;
  how_to_use: Translated;
  ingredients: string;
  attributes: Record<string, string[]>;
  badges: Badge[];
  rating_average: number;
  rating_count: number;
  launched_at: string | Date;
  category_id: number;
  brand_slug: string;
  brand_name: string;
}

export async function productBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const rows = await queryRows<ProductRow>(db, sql`
    select p.id, p.slug, p.name, p.description, p.how_to_use, p.ingredients, p.attributes, p.badges,
           p.rating_average, p.rating_count, p.launched_at, p.category_id, b.slug as brand_slug, b.name as brand_name
    from products p join brands b on b.id = p.brand_id
    where p.slug = ${slug} and p.published`);
  return rows[0];
}

export interface VariantRow {
  id: number;
  sku: string;
  type: 'shade' | 'size' | 'standard';
  shade_name: string | null;
  shade_hex: string | null;
  shade_family: string | null;
  size: string | null;
  image_id: number | null;
  price: number | null;
  sale_price: number | null;
  currency: string | null;
  stock: number | null;
  available: boolean | null;
  restockable: boolean | null;
}

export async function variantsOf(db: Db, productId: number, country: CountryCode): Promise<VariantRow[]> {
  return queryRows<VariantRow>(db, sql`
    select v.id, v.sku, v.type, v.shade_name, v.shade_hex, v.shade_family, v.size,
           (select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1) as image_id,
           vm.price, vm.sale_price, vm.currency, vm.stock, vm.available, vm.restockable
    from variants v
    left join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.product_id = ${productId}
    order by v.position, v.id`);
}

export async function variantsById(
  db: Db,
  ids: readonly number[],
  country: CountryCode,
  language: Language,
): Promise<Array<VariantRow & { product_id: number; product_slug: string; product_name: string; brand_slug: string; brand_name: string }>> {
  return queryRows(db, sql`
    select v.id, v.sku, v.type, v.shade_name, v.shade_hex, v.shade_family, v.size,
           coalesce((select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1),
                    (select pi.id from product_images pi where pi.product_id = v.product_id order by pi.position limit 1)) as image_id,
           vm.price, vm.sale_price, vm.currency, vm.stock, vm.available, vm.restockable,
           p.id as product_id, p.slug as product_slug, coalesce(p.name->>${language}, p.name->>'en') as product_name,
           b.slug as brand_slug, b.name as brand_name
    from variants v
    join products p on p.id = v.product_id and p.published
    join brands b on b.id = p.brand_id
    left join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.id in (${list(ids)})`);
}

export async function imagesOf(db: Db, productId: number): Promise<Array<{ id: number; variant_id: number | null }>> {
  return queryRows(db, sql`select id, variant_id from product_images where product_id = ${productId} order by position, id`);
}

/** True when every token is a known word or the start of one (Thai and Chinese: inside one), not only a typo's neighbour. */
export async function tokensAreKnown(db: Db, tokens: readonly string[]): Promise<boolean> {
  const checks = tokens.map((t) =>
    UNSPACED.test(t)
      ? sql`exists (select 1 from search_terms where term like ${`%${escapeLike(t)}%`})`
      : sql`exists (select 1 from search_terms where term like ${`${escapeLike(t)}%`})`,
  );
  const rows = await queryRows<{ known: boolean }>(db, sql`select (${sql.join(checks, sql` and `)}) as known`);
  return rows[0]?.known === true;
}

export async function recordSearch(db: Db, country: CountryCode, query: string, times: number): Promise<void> {
  await db.execute(sql`
    insert into search_queries (country, query, count, last_searched_at) values (${country}, ${query}, ${times}, now())
    on conflict (country, query) do update set count = search_queries.count + ${times}, last_searched_at = now()`);
}

export async function popularQueries(db: Db, country: CountryCode, prefix: string | undefined, limit: number): Promise<string[]> {
  const rows = await queryRows<{ query: string }>(db, sql`
    select query from search_queries
    where country = ${country} and last_searched_at > now() - interval '90 days'
      ${prefix ? sql`and query like ${`${escapeLike(prefix)}%`}` : sql``}
    order by count desc, query limit ${limit}`);
  return rows.map((r) => r.query);
}

/** Brands sold in the country whose name matches the text (substring or typo-tolerant). */
export async function matchingBrands(db: Db, country: CountryCode, text: string, limit: number): Promise<Array<{ slug: string; name: string }>> {
  return queryRows(db, sql`
    select b.slug, b.name from brands b
    where (lower(b.name) like ${`%${escapeLike(text)}%`} or (length(${text}) >= 3 and ${text} <% lower(b.name)))
      and exists (select 1 from products p join product_offers o on o.product_id = p.id and o.country = ${country} where p.brand_id = b.id and p.published)
    order by (lower(b.name) like ${`${escapeLike(text)}%`}) desc, word_similarity(${text}, lower(b.name)) desc, b.popularity desc
    limit ${limit}`);
}

/** `column in (ids)` for a product scope, or true for every product. */
function productScope(column: SQL, productIds?: readonly number[]): SQL {
  return productIds ? sql`${column} in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql`true`;
}

/**
 * Rebuild the per-country offers and the search documents of the given products (all products
 * when omitted) from their variants' prices, availability and stock, names, brand and categories.
 */
export async function refreshOffers(db: Db, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await db.execute(sql`delete from product_offers where ${productScope(sql`product_id`, productIds)}`);
  await db.execute(sql`
    insert into product_offers (product_id, country, currency, price, sale_price, effective_price, in_stock, variant_count, swatches, shade_families, image_id)
    select g.product_id, g.country, g.currency, g.price, g.sale_price, g.effective_price, g.in_stock, g.variant_count,
           coalesce(g.swatches[1:5], '{}'), coalesce(g.shade_families, '{}'),
           (select pi.id from product_images pi where pi.product_id = g.product_id order by pi.position, pi.id limit 1)
    from (
      select v.product_id, vm.country, min(vm.currency) as currency,
             (array_agg(vm.price order by coalesce(vm.sale_price, vm.price), v.position))[1] as price,
             (array_agg(vm.sale_price order by coalesce(vm.sale_price, vm.price), v.position))[1] as sale_price,
             min(coalesce(vm.sale_price, vm.price)) as effective_price,
             bool_or(vm.stock > 0) as in_stock,
             count(*)::int as variant_count,
             array_agg(v.shade_hex::text order by v.position) filter (where v.shade_hex is not null) as swatches,
             array_agg(distinct v.shade_family) filter (where v.shade_family is not null) as shade_families
      from variants v
      join variant_markets vm on vm.variant_id = v.id and vm.available
      where ${productScope(sql`v.product_id`, productIds)}
      group by v.product_id, vm.country
    ) g`);
  await db.execute(sql`
    insert into product_search (product_id, brand, names, categories, document)
    select p.id, lower(b.name), lower(n.names), lower(coalesce(cat.names, '')),
           lower(b.name || ' ' || n.names || ' ' || coalesce(cat.names, ''))
    from products p
    join brands b on b.id = p.brand_id
    cross join lateral (select string_agg(value, ' ') as names from jsonb_each_text(p.name)) n
    left join lateral (
      with recursive up as (
        select c.id, c.parent_id, c.name from categories c where c.id = p.category_id
        union all
        select c.id, c.parent_id, c.name from categories c join up on c.id = up.parent_id
      )
      select string_agg(value, ' ') as names from up, jsonb_each_text(up.name)
    ) cat on true
    where ${productScope(sql`p.id`, productIds)}
    on conflict (product_id) do update
      set brand = excluded.brand, names = excluded.names, categories = excluded.categories, document = excluded.document`);
  await db.execute(sql`
    update product_search set terms = coalesce((
      select array_agg(distinct w) from regexp_split_to_table(document, '[[:space:][:punct:]]+') w where w <> ''), '{}')
    where ${productScope(sql`product_id`, productIds)}`);
  await db.execute(sql`
    insert into search_terms (term)
    select distinct unnest(terms) from product_search where ${productScope(sql`product_id`, productIds)}
    on conflict do nothing`);
}

export interface ImageArtRow {
  art: string;
  shade_hex: string | null;
  colors: [string, string];
  brand_name: string;
}

export async function imageArt(db: Db, imageId: number): Promise<ImageArtRow | undefined> {
  const rows = await queryRows<ImageArtRow>(db, sql`
    select pi.art, b.colors, b.name as brand_name,
           coalesce(v.shade_hex, (select v2.shade_hex from variants v2
                                  where v2.product_id = pi.product_id and v2.shade_hex is not null
                                  order by v2.position limit 1)) as shade_hex
    from product_images pi
    join products p on p.id = pi.product_id
    join brands b on b.id = p.brand_id
    left join variants v on v.id = pi.variant_id
    where pi.id = ${imageId}`);
  return rows[0];
}

export async function brandArt(db: Db, slug: string): Promise<{ name: string; colors: [string, string] } | undefined> {
  const row = await db.query.brands.findFirst({ columns: { name: true, colors: true }, where: (b, { eq }) => eq(b.slug, slug) });
  return row ?? undefined;
}

/** Product slugs sold in the country, a page at a time, with when each last changed. */
export async function sitemapProducts(db: Db, country: CountryCode, limit: number, offset: number): Promise<{ rows: Array<{ slug: string; updated: string | Date }>; total: number }> {
  const [rows, count] = await Promise.all([
    queryRows<{ slug: string; updated: string | Date }>(db, sql`
      select p.slug, greatest(p.created_at, p.launched_at) as updated
      from products p join product_offers o on o.product_id = p.id and o.country = ${country}
      where p.published order by p.id limit ${limit} offset ${offset}`),
    queryRows<{ total: number }>(db, sql`
      select count(*)::int as total from products p join product_offers o on o.product_id = p.id and o.country = ${country} where p.published`),
  ]);
  return { rows, total: Number(count[0]?.total ?? 0) };
}

export interface BagVariantRow {
  id: number;
  sku: string;
  type: 'shade' | 'size' | 'standard';
  shade_name: string | null;
  shade_hex: string | null;
  size: string | null;
  image_id: number | null;
  purchase_limit: number | null;
  click_and_collect_only: boolean;
  price: number | null;
  sale_price: number | null;
  currency: string | null;
  stock: number | null;
  available: boolean | null;
  product_id: number;
  product_slug: string;
  product_name: string;
  non_discountable: boolean;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  brand_is_house: boolean;
  brand_purchase_limit: number | null;
}

/** What the bag needs of its variants in one country: price, stock, limits and flags. */
export async function bagVariants(db: Db, ids: readonly number[], country: CountryCode, language: Language): Promise<BagVariantRow[]> {
  if (!ids.length) return [];
  return queryRows(db, sql`
    select v.id, v.sku, v.type, v.shade_name, v.shade_hex, v.size, v.purchase_limit, v.click_and_collect_only,
           coalesce((select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1),
                    (select pi.id from product_images pi where pi.product_id = v.product_id order by pi.position limit 1)) as image_id,
           vm.price, vm.sale_price, vm.currency, vm.stock, vm.available,
           p.id as product_id, p.slug as product_slug, coalesce(p.name->>${language}, p.name->>'en') as product_name, p.non_discountable,
           b.id as brand_id, b.slug as brand_slug, b.name as brand_name, b.is_house as brand_is_house, b.purchase_limit as brand_purchase_limit
    from variants v
    join products p on p.id = v.product_id and p.published
    join brands b on b.id = p.brand_id
    left join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.id in (${list(ids)})`);
}

/** Take units of a variant's stock in a country, only if that many are left (never below zero). */
export async function takeStock(db: Db, variantId: number, country: string, quantity: number): Promise<boolean> {
  const rows = await queryRows<{ stock: number }>(db, sql`
    update variant_markets set stock = stock - ${quantity}
    where variant_id = ${variantId} and country = ${country} and available and stock >= ${quantity}
    returning stock`);
  return rows.length > 0;
}

/** Put units back (an unpaid order released them). */
export async function returnStock(db: Db, variantId: number, country: string, quantity: number): Promise<void> {
  await db.execute(sql`update variant_markets set stock = stock + ${quantity} where variant_id = ${variantId} and country = ${country}`);
}
