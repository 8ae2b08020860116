import type { ProductReviewsResponse } from '@blush/shared/contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import * as repo from './repo.ts';

/** A page of a product's published reviews, newest first, with its rating distribution. */
export async function productReviews(db: Db, productId: number, page: number, pageSize: number): Promise<Omit<ProductReviewsResponse, 'product'>> {
  const [rows, distribution] = await Promise.all([
    repo.publishedReviews(db, productId, pageSize, (page - 1) * pageSize),
    repo.ratingDistribution(db, productId),
  ]);
  const count = distribution.reduce((sum, d) => sum + d.count, 0);
  const average = count ? Math.round((distribution.reduce((sum, d) => sum + d.rating * d.count, 0) / count) * 10) / 10 : 0;
  return {
    summary: {
      average,
      count,
      distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: distribution.find((d) => d.rating === rating)?.count ?? 0 })),
    },
    items: rows.map((r) => ({
      id: r.id,
      author: r.author_name,
      rating: Number(r.rating),
      title: r.title,
      body: r.body,
      language: r.language.trim() as ProductReviewsResponse['items'][number]['language'],
      verifiedPurchase: r.verified_purchase,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    page,
    pageSize,
  };
}

export function refreshRatings(db: Db, productIds?: readonly number[]): Promise<void> {
  return repo.refreshRatings(db, productIds);
}

export async function memberReviews(db: Db, customerId: number, language: Language) {
  return (await repo.memberReviews(db, customerId)).map((r) => ({
    id: r.id,
    product: { slug: r.slug, name: r.name[language] || r.name.en || r.slug, brand: r.brand_name },
    rating: Number(r.rating),
    title: r.title,
    body: r.body,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export const countMemberReviews = (db: Db, customerId: number) => repo.countMemberReviews(db, customerId);

/** A member's review waits for moderation (pending) before it shows on the product page. */
export async function writeReview(
  db: Db,
  input: { productId: number; customerId: number; authorName: string; rating: number; title: string; body: string; language: Language; country: CountryCode },
): Promise<number> {
  return repo.insertReview(db, input);
}

/** Delete a member's own review; someone else's answers owner-mismatch, a missing one not-found. */
export async function deleteMemberReview(db: Db, customerId: number, reviewId: number): Promise<void> {
  const owner = await repo.reviewOwner(db, reviewId);
  if (!owner) throw new DomainError('resource_not_found');
  if (owner.customer_id !== customerId) throw new DomainError('owner_mismatch', { attribute: 'review' });
  await repo.deleteReview(db, reviewId);
  await repo.refreshRatings(db, [owner.product_id]);
}

/** Moderation publishes a review: it shows on the product page and counts in the rating. */
export async function publishReview(db: Db, reviewId: number, language: Language): Promise<{ customerId: number | null; productName: string } | null> {
  const row = await repo.publish(db, reviewId);
  if (!row) return null;
  await repo.refreshRatings(db, [row.product_id]);
  return { customerId: row.customer_id, productName: row.name[language] || row.name.en || '' };
}

/** A review as the back office shows it. */
function adminReviewDto(r: repo.AdminReviewRow, language: Language) {
  return {
    id: r.id,
    status: r.status,
    product: { slug: r.slug, name: r.name[language] || r.name.en || r.slug, brand: r.brand_name },
    member: r.member_id && r.member_email ? { id: r.member_id, email: r.member_email, name: `${r.member_first_name ?? ''} ${r.member_last_name ?? ''}`.trim() } : null,
    author_name: r.author_name,
    rating: Number(r.rating),
    title: r.title,
    body: r.body,
    language: r.language.trim(),
    country: r.country.trim(),
    verified_purchase: r.verified_purchase,
    created_at: new Date(r.created_at).toISOString(),
    moderated_at: r.moderated_at ? new Date(r.moderated_at).toISOString() : null,
    rejection_reason: r.rejection_reason,
  };
}

/** The moderation queue (or the reviews of another status), oldest first, a page at a time (`cursor` = the last id of the previous page). */
export async function reviewsForModeration(db: Db, query: { status: 'pending' | 'published' | 'rejected'; cursor?: string | undefined; limit: number }, language: Language) {
  const rows = await repo.reviewsByStatus(db, query.status, query.cursor ? Number(query.cursor) : 0, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { reviews: page.map((r) => adminReviewDto(r, language)), next_cursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null };
}

export async function reviewForModeration(db: Db, id: number, language: Language) {
  const row = await repo.adminReview(db, id);
  if (!row) throw new DomainError('resource_not_found');
  return adminReviewDto(row, language);
}

/**
 * Staff publish or reject a pending review in the caller's transaction; its product's rating follows.
 * An unknown review is `resource_not_found`, one already moderated (by a colleague a moment
 * earlier) `review_already_moderated`. Returns its author and the product's name in the review's language.
 */
export async function moderateReview(t: Db, id: number, decision: 'published' | 'rejected', reason: string | null): Promise<{ customerId: number | null; productName: string; language: Language }> {
  const row = await repo.moderatePending(t, id, decision, reason);
  if (!row) {
    if (!(await repo.reviewOwner(t, id))) throw new DomainError('resource_not_found');
    throw new DomainError('review_already_moderated');
  }
  await repo.refreshRatings(t, [row.product_id]);
  const review = (await repo.adminReview(t, id))!;
  const language = row.language.trim() as Language;
  return { customerId: row.customer_id, productName: review.name[language] || review.name.en || review.slug, language };
}
