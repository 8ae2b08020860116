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
    where exists (
      select 1 from variants v
      join variant_markets vm on vm.variant_id = v.id and vm.country = ${country} and vm.available
      where v.product_id = p.id)
    group by b.id
    order by ${orderBy}
    limit ${limit}`);
  return rows.map((r) => ({ slug: r.slug, name: r.name, productCount: Number(r.product_count) }));
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
  if (filter.brandSlug) parts.push(sql`b.slug = ${filter.brandSlug}`);
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
      return sql`o.effective asc`;
    case 'price_desc':
      return sql`o.effective desc`;
    case 'rating':
      return sql`p.rating_average desc, p.rating_count desc`;
    case 'relevance':
      return filter.text
        ? sql`(p.name->>${filter.language} ilike ${`${escapeLike(filter.text)}%`}) desc, p.units_sold desc`
        : sql`p.units_sold desc`;
  }
}

/** The offer of every product sold in the country: cheapest effective price, stock, variant count. */
function offers(country: CountryCode): SQL {
  return sql`
    select v.product_id, min(coalesce(vm.sale_price, vm.price)) as effective,
           bool_or(vm.stock > 0) as in_stock, count(*)::int as variant_count
    from variants v
    join variant_markets vm on vm.variant_id = v.id and vm.country = ${country} and vm.available
    group by v.product_id`;
}

export async function listProductCards(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const where = whereClause(filter);
  const lang = filter.language;
  const [page, count] = await Promise.all([
    queryRows<ProductCardRow>(db, sql`
      with o as (${offers(filter.country)})
      select p.id, p.slug, coalesce(p.name->>${lang}, p.name->>'en') as name,
             b.slug as brand_slug, b.name as brand_name,
             coalesce(c.name->>${lang}, c.name->>'en') as category,
             p.badges, p.rating_average, p.rating_count, o.in_stock, o.variant_count,
             cheapest.price, cheapest.sale_price, cheapest.currency,
             (select pi.id from product_images pi where pi.product_id = p.id order by pi.position limit 1) as image_id,
             (select array_agg(s.shade_hex) from (
                select v.shade_hex from variants v
                join variant_markets vm on vm.variant_id = v.id and vm.country = ${filter.country} and vm.available
                where v.product_id = p.id and v.shade_hex is not null
                order by v.position limit 5) s) as swatches
      from products p
      join o on o.product_id = p.id
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      cross join lateral (
        select vm.price, vm.sale_price, vm.currency
        from variants v
        join variant_markets vm on vm.variant_id = v.id and vm.country = ${filter.country} and vm.available
        where v.product_id = p.id
        order by coalesce(vm.sale_price, vm.price), v.position
        limit 1) cheapest
      where ${where}
      order by ${orderClause(order, filter)}, p.id
      limit ${limit} offset ${offset}`),
    queryRows<{ total: number }>(db, sql`
      select count(*)::int as total
      from products p
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      where ${where} and exists (
        select 1 from variants v
        join variant_markets vm on vm.variant_id = v.id and vm.country = ${filter.country} and vm.available
        where v.product_id = p.id)`),
  ]);
  return { rows: page, total: Number(count[0]?.total ?? 0) };
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
