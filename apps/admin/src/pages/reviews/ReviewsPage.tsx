import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminReviewListResponseSchema, adminReviewResponseSchema, type AdminReview } from '@blush/shared/admin-member-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { RejectDialog } from './RejectDialog.tsx';

const PAGE_LINK = 'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100';

/** The moderation queue: pending reviews, oldest first, each published or rejected with a reason. */
export function ReviewsPage() {
  const { t } = useI18n();
  return (
    <Allowed action="reviews.moderate" title={t('reviews.title')}>
      <ReviewQueue />
    </Allowed>
  );
}

export type Moderation = { review: AdminReview; decision: 'publish' } | { review: AdminReview; decision: 'reject'; reason: string };

function ReviewQueue() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const cursor = params.get('cursor') ?? undefined;
  const [notice, setNotice] = useState('');
  const [rejecting, setRejecting] = useState<AdminReview>();
  const queue = useQuery({
    queryKey: ['reviews', 'pending', cursor],
    queryFn: ({ signal }) => apiRequest('/reviews', adminReviewListResponseSchema, { query: { status: 'pending', cursor }, signal }),
  });
  const moderate = useMutation({
    mutationFn: (m: Moderation) =>
      apiRequest(`/reviews/${m.review.id}/${m.decision}`, adminReviewResponseSchema, { method: 'POST', body: m.decision === 'reject' ? { reason: m.reason } : {} }),
    onSuccess: (answer, m) => {
      setRejecting(undefined);
      setNotice(m.decision === 'publish' ? t('reviews.published', { title: m.review.title, points: answer.points_awarded }) : t('reviews.rejected', { title: m.review.title }));
    },
    onError: (error) => {
      // A colleague moderated it first: nothing to do here any more; the queue is reloaded.
      if (isApiError(error, 'review_already_moderated')) setRejecting(undefined);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
  const send = (m: Moderation) => {
    setNotice('');
    moderate.mutate(m);
  };
  const conflict = isApiError(moderate.error, 'review_already_moderated');
  const next = new URLSearchParams(params);
  if (queue.data?.next_cursor) next.set('cursor', queue.data.next_cursor);

  return (
    <>
      <PageHeading>{t('reviews.title')}</PageHeading>
      <p className="text-stone-700">{t('reviews.intro')}</p>
      <ErrorAlert error={queue.error ?? (rejecting ? undefined : moderate.error)} message={conflict ? t('reviews.conflict') : undefined} />
      <StatusMessage message={notice} />
      {queue.data ? (
        <div aria-busy={queue.isFetching} className="space-y-3">
          {queue.data.reviews.length === 0 ? <p className="rounded-lg border border-stone-200 bg-white px-3 py-6 text-center text-stone-600">{t('reviews.none')}</p> : null}
          <ul aria-label={t('reviews.queue')} className="space-y-3">
            {queue.data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} busy={moderate.isPending} onPublish={() => send({ review, decision: 'publish' })} onReject={() => { moderate.reset(); setRejecting(review); }} />
            ))}
          </ul>
          <nav aria-label={t('reviews.pages')} className="flex gap-3">
            {cursor ? <Link to={{ search: '' }} className={PAGE_LINK}>{t('orders.first_page')}</Link> : null}
            {queue.data.next_cursor ? <Link to={{ search: next.toString() }} className={PAGE_LINK}>{t('orders.next_page')}</Link> : null}
          </nav>
        </div>
      ) : queue.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
      {rejecting ? (
        <RejectDialog review={rejecting} busy={moderate.isPending} error={moderate.error} onClose={() => setRejecting(undefined)} onSubmit={(reason) => send({ review: rejecting, decision: 'reject', reason })} />
      ) : null}
    </>
  );
}

function ReviewItem({ review, busy, onPublish, onReject }: { review: AdminReview; busy: boolean; onPublish: () => void; onReject: () => void }) {
  const { t, language } = useI18n();
  const titleId = `review-${review.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
        <p className="text-sm text-stone-700">
          <span className="font-medium text-stone-900">{review.product.brand} · {review.product.name}</span>
        </p>
        <h2 id={titleId} className="text-lg font-semibold">{review.title}</h2>
        <p className="text-sm">
          <span aria-hidden="true" className="text-blush-700">{'★'.repeat(review.rating)}{'☆'.repeat(Math.max(0, 5 - review.rating))}</span>{' '}
          <span>{t('reviews.rating', { rating: review.rating })}</span>
        </p>
        <p lang={review.language === 'zh' ? 'zh-Hant-HK' : review.language} className="whitespace-pre-line">{review.body}</p>
        <p className="text-sm text-stone-600">
          {t('reviews.by', { name: review.author_name, date: dateTime(review.created_at, language, review.country) })}
          {review.member ? ` · ${review.member.email}` : ''}
          {review.verified_purchase ? ` · ${t('reviews.verified')}` : ''}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button isDisabled={busy} aria-label={t('reviews.publish_named', { title: review.title })} onPress={onPublish}>{t('reviews.publish')}</Button>
          <Button variant="secondary" isDisabled={busy} aria-label={t('reviews.reject_named', { title: review.title })} onPress={onReject}>{t('reviews.reject')}</Button>
        </div>
      </article>
    </li>
  );
}
