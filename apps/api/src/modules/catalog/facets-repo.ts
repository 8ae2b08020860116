import { sql } from 'drizzle-orm';
import type { Badge } from '@blush/shared/catalog';
import { type Db, queryRows } from '../../db/client.ts';
import { type ProductFilter, searchCte, whereClause } from './listing-query.ts';

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
