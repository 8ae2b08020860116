/**
 * "Ratings & reviews" on the product page (`#reviews`): the average with stars, the count, a bar per
 * star level (each with a text equivalent for screen readers), then the reviews, newest first. The
 * first page comes from the loader (server-rendered); "Show more reviews" fetches the next page in
 * the browser through the query cache and the new count is announced politely. If the loader could
 * not get the reviews, the browser asks once more itself.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductReviewsResponse } from '@blush/shared/contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { RatingStars } from '../../../components/ui/UiRating.tsx';
import { ProductReviewWrite } from './ProductReviewWrite.tsx';
import { createBrowserApi } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { loadQueryClient, preloadQueryClient, useLazyQuery } from '../../../lib/query.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { REVIEWS_PAGE_SIZE, type ProductReview, mergeReviews, reviewDateFormat, reviewsQueryKey } from '../reviews.ts';

export interface ProductReviewsProps {
  slug: string;
  /** The first page from the loader; null when it could not be loaded. */
  initial: ProductReviewsResponse | null;
}

const STAR = 'M12 2.5l2.94 6.1 6.56.8-4.82 4.6 1.2 6.55L12 17.4l-5.88 3.15 1.2-6.55L2.5 9.4l6.56-.8L12 2.5Z';

export function ProductStars({ value, label, size = 14 }: { value: number; label: string; size?: number }) {
  return (
    <span role="img" aria-label={label} className="inline-flex w-max shrink-0 text-black">
      <RatingStars average={value} size={size} />
    </span>
  );
}

export function ProductReviews({ slug, initial }: ProductReviewsProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const { country, language } = locale;
  const api = useMemo(() => createBrowserApi(locale), [locale]);
  const fetchPage = useCallback(
    (page: number, signal?: AbortSignal) =>
      api.get<ProductReviewsResponse>(`/products/${encodeURIComponent(slug)}/reviews`, {
        query: { page, page_size: REVIEWS_PAGE_SIZE },
        ...(signal ? { signal } : {}),
      }),
    [api, slug],
  );
  // Only when the loader came back without reviews: try once more from the browser.
  const fallback = useLazyQuery({
    queryKey: reviewsQueryKey(slug, country, language, 1),
    queryFn: ({ signal }) => fetchPage(1, signal),
    enabled: initial === null,
  });
  const first = initial ?? fallback.data ?? null;

  const [more, setMore] = useState<ProductReview[]>([]);
  const [loadedPage, setLoadedPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const focusAfterLoad = useRef<number | null>(null);
  const idPrefix = useId();

  const reviews = useMemo(() => mergeReviews(first?.items ?? [], more), [first, more]);
  const total = first?.summary.count ?? 0;
  const hasMore = !exhausted && reviews.length < total;

  // When the last page is in, the button goes: put focus on the first review it added.
  useEffect(() => {
    if (focusAfterLoad.current === null || hasMore) return;
    document.getElementById(`${idPrefix}-${focusAfterLoad.current}`)?.focus();
    focusAfterLoad.current = null;
  }, [hasMore, reviews, idPrefix]);

  const loadMore = async () => {
    if (status === 'loading') return;
    const next = loadedPage + 1;
    setStatus('loading');
    try {
      const queryClient = await loadQueryClient();
      const result = await queryClient.fetchQuery({
        queryKey: reviewsQueryKey(slug, country, language, next),
        queryFn: ({ signal }) => fetchPage(next, signal),
      });
      const known = new Set(reviews.map((r) => r.id));
      focusAfterLoad.current = result.items.find((r) => !known.has(r.id))?.id ?? null;
      setMore((list) => [...list, ...result.items]);
      setLoadedPage(next);
      if (result.items.length < REVIEWS_PAGE_SIZE) setExhausted(true);
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  };

  const nf = useMemo(() => new Intl.NumberFormat(language), [language]);
  const dates = useMemo(() => reviewDateFormat(language, country), [language, country]);

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-6 border-t border-neutral-200 pt-10" data-testid="product-reviews">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="reviews-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t('product.reviews.title')}
        </h2>
        <ProductReviewWrite slug={slug} productName={first?.product.name ?? ''} />
      </div>

      {!first ? (
        <div className="mt-6 text-sm text-neutral-600" data-testid="reviews-unavailable">
          {fallback.isError ? (
            <p className="flex flex-wrap items-center gap-3">
              <span role="alert">{t('product.reviews.unavailable')}</span>
              <button type="button" onClick={() => void fallback.refetch()} className="font-semibold text-black underline underline-offset-4">
                {t('product.reviews.retry')}
              </button>
            </p>
          ) : (
            <p>{t('product.reviews.loading')}</p>
          )}
        </div>
      ) : total === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-2 border border-neutral-200 bg-neutral-50 px-6 py-10 text-center" data-testid="reviews-empty">
          <RatingStars average={0} size={22} className="text-neutral-400" />
          <p className="mt-2 font-semibold">{t('product.no_reviews')}</p>
          <p className="max-w-md text-sm text-neutral-600">{t('product.reviews.empty_hint')}</p>
        </div>
      ) : (
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <div className="lg:sticky lg:top-4 lg:self-start">
            <div className="flex items-center gap-4" data-testid="reviews-summary">
              <p className="text-5xl font-semibold leading-none tracking-tight tabular-nums" aria-hidden="true">
                {first.summary.average.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </p>
              <div className="flex flex-col gap-1.5">
                <ProductStars
                  value={first.summary.average}
                  size={20}
                  label={t('product.rating', {
                    rating: first.summary.average.toLocaleString(language, { maximumFractionDigits: 1 }),
                    count: total,
                  })}
                />
                <p className="text-sm text-neutral-600" aria-hidden="true" data-testid="reviews-count">
                  {t('product.reviews.based_on', { total: nf.format(total), count: total })}
                </p>
              </div>
            </div>
            <ul className="mt-6 flex flex-col gap-2" aria-label={t('product.reviews.distribution')} data-testid="reviews-distribution">
              {[...first.summary.distribution]
                .sort((a, b) => b.rating - a.rating)
                .map((level) => {
                  const share = total ? level.count / total : 0;
                  return (
                    <li key={level.rating} className="flex items-center gap-3 text-sm">
                      <span className="sr-only">
                        {t('product.reviews.distribution_row', {
                          stars: level.rating,
                          total: nf.format(level.count),
                          count: level.count,
                          percent: share.toLocaleString(language, { style: 'percent', maximumFractionDigits: 0 }),
                        })}
                      </span>
                      <span className="flex w-7 shrink-0 items-center gap-0.5 tabular-nums" aria-hidden="true">
                        {level.rating}
                        <svg viewBox="0 0 24 24" width={12} height={12}>
                          <path d={STAR} fill="currentColor" />
                        </svg>
                      </span>
                      <span className="h-2 flex-1 overflow-hidden bg-neutral-200" aria-hidden="true">
                        <span className="block h-full bg-black" style={{ width: `${share * 100}%` }} />
                      </span>
                      <span className="w-10 shrink-0 text-right tabular-nums text-neutral-600" aria-hidden="true">
                        {nf.format(level.count)}
                      </span>
                    </li>
                  );
                })}
            </ul>
          </div>

          <div>
            <ol className="flex flex-col" data-testid="reviews-list">
              {reviews.map((review) => (
                <li key={review.id} className="border-b border-neutral-200 py-6 first:pt-0">
                  <article id={`${idPrefix}-${review.id}`} tabIndex={-1} className="outline-offset-4" data-testid="review">
                    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                      <ProductStars value={review.rating} label={t('product.reviews.stars', { rating: review.rating })} />
                      <time dateTime={review.createdAt} className="text-xs text-neutral-600">
                        {dates.format(new Date(review.createdAt))}
                      </time>
                    </div>
                    {review.title ? (
                      <h3 lang={review.language} className="mt-3 font-semibold">
                        {review.title}
                      </h3>
                    ) : null}
                    <p lang={review.language} className="mt-2 whitespace-pre-line text-sm leading-relaxed text-neutral-800">
                      {review.body}
                    </p>
                    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-600">
                      <span className="font-semibold text-black">{review.author.trim() || t('product.reviews.anonymous')}</span>
                      {review.verifiedPurchase ? (
                        <span className="inline-flex items-center gap-1 font-semibold text-neutral-800" data-testid="verified-purchase">
                          <UiIcon name="check" size={14} />
                          {t('product.reviews.verified_purchase')}
                        </span>
                      ) : null}
                      {review.language !== language ? <span data-testid="review-language">{t(`product.reviews.written_in.${review.language}`)}</span> : null}
                    </p>
                  </article>
                </li>
              ))}
            </ol>

            <div className="mt-8 flex flex-col items-center gap-3">
              <p className="text-xs text-neutral-600" aria-live="polite" aria-atomic="true" data-testid="reviews-showing">
                {t('product.reviews.showing', { shown: nf.format(reviews.length), total: nf.format(total), count: total })}
              </p>
              {hasMore ? (
                <button
                  type="button"
                  onClick={() => void loadMore()}
                  onPointerEnter={preloadQueryClient}
                  onFocus={preloadQueryClient}
                  aria-busy={status === 'loading'}
                  className="inline-flex h-11 w-full items-center justify-center border border-black px-8 text-sm font-semibold hover:bg-black hover:text-white sm:w-auto sm:min-w-56"
                  data-testid="reviews-show-more"
                >
                  {status === 'loading' ? t('product.reviews.loading') : t('product.reviews.show_more')}
                </button>
              ) : null}
              {status === 'error' ? (
                <p role="alert" className="text-sm text-blush-700">
                  {t('product.reviews.load_failed')}
                </p>
              ) : null}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
