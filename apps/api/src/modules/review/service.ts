import type { ProductReviewsResponse } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
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
