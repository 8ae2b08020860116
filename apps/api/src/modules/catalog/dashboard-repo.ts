/** The catalogue's figure for the back office's dashboard (issue 21 item 10): variants low on stock in a country. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Variants sold in `country` (available, product published) with `threshold` units or fewer: how many, and the first `limit`, fewest first. */
export async function lowStock(db: Db, country: string, threshold: number, limit: number, language: string) {
  const rows = await queryRows<{ sku: string; product: string; variant: string | null; stock: number; total: number }>(
    db,
    sql`select v.sku, coalesce(p.name->>${language}, p.name->>'en') as product, coalesce(v.shade_name, v.size) as variant, m.stock,
          count(*) over ()::int as total
        from variant_markets m join variants v on v.id = m.variant_id join products p on p.id = v.product_id
        where m.country = ${country} and m.available and p.published and m.stock <= ${threshold}
        order by m.stock, v.sku
        limit ${limit}`,
  );
  return { count: rows[0]?.total ?? 0, variants: rows.map((r) => ({ sku: r.sku, product: r.product, variant: r.variant ?? '', stock: Number(r.stock) })) };
}
