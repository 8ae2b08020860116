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
