import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface ReviewRow {
  id: number;
  author_name: string;
  rating: number;
  title: string;
  body: string;
  language: string;
  country: string;
  verified_purchase: boolean;
  created_at: string | Date;
}

export async function publishedReviews(db: Db, productId: number, limit: number, offset: number): Promise<ReviewRow[]> {
  return queryRows<ReviewRow>(db, sql`
    select id, author_name, rating, title, body, language, country, verified_purchase, created_at
    from reviews where product_id = ${productId} and status = 'published'
    order by created_at desc, id desc limit ${limit} offset ${offset}`);
}

export async function ratingDistribution(db: Db, productId: number): Promise<Array<{ rating: number; count: number }>> {
  const rows = await queryRows<{ rating: number; count: number }>(db, sql`
    select rating, count(*)::int as count from reviews where product_id = ${productId} and status = 'published' group by rating`);
  return rows.map((r) => ({ rating: Number(r.rating), count: Number(r.count) }));
}

/** Recompute the rating summary of the given products (all when omitted) from their published reviews. */
export async function refreshRatings(db: Db, productIds?: readonly number[]): Promise<void> {
  const scope = productIds ? sql`p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql`true`;
  await db.execute(sql`
    update products p set rating_average = coalesce(r.average, 0), rating_count = coalesce(r.count, 0)
    from (select pp.id, s.average, s.count from products pp
          left join lateral (select round(avg(rating)::numeric, 1)::real as average, count(*)::int as count
                             from reviews where product_id = pp.id and status = 'published') s on true) r
    where r.id = p.id and ${scope}`);
}
