import { sql } from 'drizzle-orm';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Badge } from '@blush/shared/catalog';
import { type Db, queryRows } from '../../db/client.ts';
import { type ProductFilter, type ProductOrder, cardColumns, list, orderClause, searchCte, whereClause } from './listing-query.ts';

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
