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

export interface MemberReviewRow {
  id: number;
  customer_id: number | null;
  product_id: number;
  slug: string;
  name: Record<string, string>;
  brand_name: string;
  rating: number;
  title: string;
  body: string;
  status: 'pending' | 'published' | 'rejected';
  created_at: string | Date;
}

export async function memberReviews(db: Db, customerId: number): Promise<MemberReviewRow[]> {
  return queryRows<MemberReviewRow>(db, sql`
    select r.id, r.customer_id, r.product_id, p.slug, p.name, b.name as brand_name, r.rating, r.title, r.body, r.status, r.created_at
    from reviews r join products p on p.id = r.product_id join brands b on b.id = p.brand_id
    where r.customer_id = ${customerId} order by r.created_at desc, r.id desc limit 200`);
}

export async function countMemberReviews(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from reviews where customer_id = ${customerId}`);
  return Number(row?.count ?? 0);
}

export async function reviewOwner(db: Db, id: number): Promise<{ customer_id: number | null; product_id: number } | undefined> {
  const [row] = await queryRows<{ customer_id: number | null; product_id: number }>(db, sql`select customer_id, product_id from reviews where id = ${id}`);
  return row;
}

export async function insertReview(db: Db, review: { productId: number; customerId: number; authorName: string; rating: number; title: string; body: string; language: string; country: string }): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into reviews (product_id, customer_id, author_name, rating, title, body, language, country, status)
    values (${review.productId}, ${review.customerId}, ${review.authorName}, ${review.rating}, ${review.title}, ${review.body}, ${review.language}, ${review.country}, 'pending')
    returning id`);
  return Number(row!.id);
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from reviews where id = ${id}`);
}

export async function publish(db: Db, id: number): Promise<{ customer_id: number | null; product_id: number; name: Record<string, string> } | undefined> {
  const [row] = await queryRows<{ customer_id: number | null; product_id: number; name: Record<string, string> }>(db, sql`
    update reviews r set status = 'published' from products p
    where r.id = ${id} and p.id = r.product_id and r.status <> 'published'
    returning r.customer_id, r.product_id, p.name`);
  return row;
}

/** A review as the moderation queue shows it: the published review's fields, its product and author. */
export interface AdminReviewRow extends ReviewRow {
  status: 'pending' | 'published' | 'rejected';
  slug: string;
  name: Record<string, string>;
  brand_name: string;
  member_id: string | null;
  member_email: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  moderated_at: string | Date | null;
  rejection_reason: string | null;
}

const adminReviewColumns = sql`
  r.id, r.status, p.slug, p.name, b.name as brand_name, c.public_id as member_id, c.email as member_email,
  c.first_name as member_first_name, c.last_name as member_last_name, r.author_name, r.rating, r.title, r.body,
  r.language, r.country, r.verified_purchase, r.created_at, r.moderated_at, r.rejection_reason
  from reviews r join products p on p.id = r.product_id join brands b on b.id = p.brand_id left join customers c on c.id = r.customer_id`;

/** Reviews of a status, oldest first (the moderation queue), after the id `after`. */
export async function reviewsByStatus(db: Db, status: AdminReviewRow['status'], after: number, limit: number): Promise<AdminReviewRow[]> {
  return queryRows<AdminReviewRow>(db, sql`select ${adminReviewColumns} where r.status = ${status} and r.id > ${after} order by r.id limit ${limit}`);
}

export async function adminReview(db: Db, id: number): Promise<AdminReviewRow | undefined> {
  const [row] = await queryRows<AdminReviewRow>(db, sql`select ${adminReviewColumns} where r.id = ${id}`);
  return row;
}

/**
 * Publish or reject a pending review. The row is locked by the update, so of two moderators at once
 * the second waits, then finds it no longer pending and gets nothing back.
 */
export async function moderatePending(db: Db, id: number, status: 'published' | 'rejected', reason: string | null): Promise<{ customer_id: number | null; product_id: number; language: string } | undefined> {
  const [row] = await queryRows<{ customer_id: number | null; product_id: number; language: string }>(db, sql`
    update reviews set status = ${status}, moderated_at = now(), rejection_reason = ${reason}
    where id = ${id} and status = 'pending'
    returning customer_id, product_id, language`);
  return row;
}
