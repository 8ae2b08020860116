/**
 * `/account/reviews`: the member's reviews, newest first, each with its product, rating, status
 * (pending moderation, published, rejected) and a delete action that asks first.
 */
import { useId, useState } from 'react';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLazyQuery } from '../../../lib/query.ts';
import type { AccountApi } from '../account-api.ts';
import { invalidateAccount, useAccountApi } from '../hooks/use-account.ts';
import { useFormat } from '../hooks/use-format.ts';
import { AccountEmptyState } from './AccountEmptyState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';

type MemberReview = Awaited<ReturnType<AccountApi['reviews']>>['reviews'][number];

export const MEMBER_REVIEWS_KEY = ['member', 'reviews'] as const;

const STATUS_STYLE: Record<MemberReview['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-neutral-200 text-neutral-800',
};

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="tracking-widest">
      {'★'.repeat(rating)}
      <span className="text-neutral-300">{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

function ReviewItem({ review, onDelete }: { review: MemberReview; onDelete: (review: MemberReview) => Promise<void> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const uid = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="border border-neutral-200 p-5" aria-labelledby={`${uid}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-neutral-600">{review.product.brand}</p>
          <UiLink to={`/products/${encodeURIComponent(review.product.slug)}`} className="font-semibold underline-offset-2 hover:underline">
            {review.product.name}
          </UiLink>
        </div>
        <span className={cx('rounded-full px-3 py-1 text-xs font-semibold', STATUS_STYLE[review.status])}>{t(`account.reviews.status.${review.status}`)}</span>
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        <span className="sr-only">{t('account.reviews.rating', { rating: review.rating })}</span>
        <span className="text-neutral-600">{t('account.reviews.written_on', { date: format.date(review.created_at) })}</span>
      </p>
      <h3 id={`${uid}-title`} className="mt-2 font-semibold">
        {review.title}
      </h3>
      <p className="mt-1 whitespace-pre-line text-sm text-neutral-800">{review.body}</p>
      {review.status === 'pending' ? <p className="mt-2 text-xs text-neutral-600">{t('account.reviews.pending_note')}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {confirming ? (
          <>
            <span id={`${uid}-confirm`}>{t('account.reviews.delete_confirm')}</span>
            <button
              type="button"
              aria-describedby={`${uid}-confirm`}
              disabled={deleting}
              onClick={() => {
                setDeleting(true);
                void onDelete(review).finally(() => setDeleting(false));
              }}
              className="inline-flex h-9 items-center bg-black px-4 font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500"
            >
              {deleting ? t('account.reviews.deleting') : t('account.reviews.delete_yes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="inline-flex h-9 items-center border border-neutral-400 px-4 hover:border-black">
              {t('account.reviews.delete_no')}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirming(true)} className="underline underline-offset-2 hover:text-blush-700">
            {t('account.reviews.delete')}
            <span className="sr-only">: {review.title}</span>
          </button>
        )}
      </div>
    </li>
  );
}

export function AccountReviews() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const notify = useNotify();
  const reviews = useLazyQuery({ queryKey: MEMBER_REVIEWS_KEY, queryFn: () => api.reviews() });

  const onDelete = async (review: MemberReview) => {
    try {
      await api.deleteReview(review.id);
      notify(t('account.reviews.deleted'), { type: 'success' });
      await Promise.all([reviews.refetch(), invalidateAccount()]);
    } catch (error) {
      notify((error as Error)?.message || t('account.form.error.unexpected'), { type: 'error' });
    }
  };

  const list = reviews.data?.reviews;
  return (
    <>
      <AccountPageHeader title={t('account.reviews.title')} />
      {list === undefined ? (
        reviews.isError ? (
          <div role="alert" className="space-y-3">
            <p>{reviews.error?.message}</p>
            <button type="button" onClick={() => void reviews.refetch()} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white">
              {t('account.retry')}
            </button>
          </div>
        ) : (
          <div aria-busy="true" className="space-y-3">
            <p role="status" className="sr-only">
              {t('account.loading')}
            </p>
            <div className="h-32 animate-pulse bg-neutral-100" />
            <div className="h-32 animate-pulse bg-neutral-100" />
          </div>
        )
      ) : list.length === 0 ? (
        <AccountEmptyState icon="sparkle" title={t('account.reviews.empty_title')} body={t('account.reviews.empty_body')} action={{ label: t('account.reviews.shop'), href: '/' }} />
      ) : (
        <ul className="space-y-4">
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </>
  );
}
