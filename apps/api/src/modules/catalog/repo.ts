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
  brandSlug?: string;
  categoryIds?: readonly number[];
  text?: string;
}

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

function whereClause(filter: ProductFilter): SQL {
  const parts: SQL[] = [sql`p.published`];
  if (filter.brandSlug) parts.push(sql`p.brand_id = (select id from brands where slug = ${filter.brandSlug})`);
  if (filter.categoryIds) {
    parts.push(
      filter.categoryIds.length
        ? sql`p.category_id in (${sql.join(filter.categoryIds.map((id) => sql`${id}`), sql`, `)})`
        : sql`false`,
    );
  }
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text)}%`;
    parts.push(sql`(p.name->>${filter.language} ilike ${pattern} or p.name->>'en' ilike ${pattern}
      or b.name ilike ${pattern} or c.name->>${filter.language} ilike ${pattern} or c.name->>'en' ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
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
      return filter.text
        ? sql`(p.name->>${filter.language} ilike ${`${escapeLike(filter.text)}%`}) desc, p.units_sold desc`
        : sql`p.units_sold desc`;
  }
}

export async function listProductCards(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
): Promise<ProductCardRow[]> {
  const lang = filter.language;
  return queryRows<ProductCardRow>(db, sql`
    select p.id, p.slug, coalesce(p.name->>${lang}, p.name->>'en') as name,
           b.slug as brand_slug, b.name as brand_name,
           coalesce(c.name->>${lang}, c.name->>'en') as category,
           p.badges, p.rating_average, p.rating_count, o.in_stock, o.variant_count,
           o.price, o.sale_price, o.currency, o.image_id, o.swatches
    from product_offers o
    join products p on p.id = o.product_id
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    where o.country = ${filter.country} and ${whereClause(filter)}
    order by ${orderClause(order, filter)}, p.id
    limit ${limit} offset ${offset}`);
}

/** How many products a listing has; joins brands and categories only when the text filter needs them. */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const joins = filter.text
    ? sql`join brands b on b.id = p.brand_id join categories c on c.id = p.category_id`
    : sql``;
  const rows = await queryRows<{ total: number }>(db, sql`
    select count(*)::int as total
    from product_offers o
    join products p on p.id = o.product_id
    ${joins}
    where o.country = ${filter.country} and ${whereClause(filter)}`);
  return Number(rows[0]?.total ?? 0);
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
