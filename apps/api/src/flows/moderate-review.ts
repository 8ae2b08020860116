/**
 * Review moderation in the back office (issue 21 item 6): the review is the review module's, its
 * points the loyalty ledger's; both move in one transaction with the audit row.
 *
 * Publish: 1. the pending review becomes published (a review no longer pending: 409, nothing changes);
 *          2. its author gets the published-review points through the loyalty award path, whose
 *             reference (`review:<id>`) gives them once whatever happens;
 *          3. the audit row.
 * Reject:  1. the pending review becomes rejected with the reason; 2. the audit row.
 */
import { POINT_AWARDS } from '@blush/shared/loyalty';
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../db/client.ts';
import type { Audit } from '../modules/loyalty/admin.ts';
import { reviewPublished } from '../modules/loyalty/service.ts';
import { moderateReview, reviewForModeration } from '../modules/review/service.ts';

export async function publishReviewByStaff(db: Db, reviewId: number, language: Language, audit: Audit) {
  return withTransaction(db, async (t) => {
    const published = await moderateReview(t, reviewId, 'published', null);
    const awarded = published.customerId ? await reviewPublished(t, { customerId: published.customerId, reviewId, productName: published.productName }) : false;
    const pointsAwarded = awarded ? POINT_AWARDS.published_review : 0;
    await audit(t, { action: 'review.published', targetType: 'review', targetId: reviewId, before: { status: 'pending' }, after: { status: 'published', points_awarded: pointsAwarded } });
    return { review: await reviewForModeration(t, reviewId, language), points_awarded: pointsAwarded };
  });
}

export async function rejectReviewByStaff(db: Db, reviewId: number, reason: string, language: Language, audit: Audit) {
  return withTransaction(db, async (t) => {
    await moderateReview(t, reviewId, 'rejected', reason);
    await audit(t, { action: 'review.rejected', targetType: 'review', targetId: reviewId, before: { status: 'pending' }, after: { status: 'rejected', reason } });
    return { review: await reviewForModeration(t, reviewId, language), points_awarded: 0 };
  });
}
