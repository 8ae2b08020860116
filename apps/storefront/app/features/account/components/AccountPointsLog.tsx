/**
 * The point log of `/account/points`: a table of date, description, status (pending with the date
 * it becomes available) and points (+/−, written with their sign, the colour only repeats it).
 * Filters (all, earned, spent, pending) are links that set `?filter=`, so a filtered log can be
 * linked to and the back button undoes a filter. "Show more" appends the next page (fetched through
 * the query cache), moves focus to the first new row, and the count line ("Showing 40 of 45
 * entries") is a polite live region.
 */
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { loadQueryClient, useLazyQuery } from '../../../lib/query.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useFormat } from '../hooks/use-format.ts';
import { useLoyaltyApi } from '../hooks/use-loyalty.ts';
import { LOYALTY_KEYS, POINTS_FILTERS, type PointsFilter, type PointsLogEntry, parsePointsFilter } from '../loyalty-api.ts';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';

function EntryStatus({ entry }: { entry: PointsLogEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (entry.status === 'available') return <span className="text-neutral-700">{t('account.points.status.available')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('account.points.status.pending')}</span>
      <span className="text-neutral-700">
        {entry.available_at ? t('account.points.status.available_on', { date: format.shortDate(entry.available_at) }) : t('account.points.status.after_delivery')}
      </span>
    </span>
  );
}

function EntryRow({ entry }: { entry: PointsLogEntry }) {
  const format = useFormat();
  const earned = entry.points > 0;
  return (
    <tr id={`points-entry-${entry.id}`} tabIndex={-1} className="border-b border-neutral-200 align-top focus:outline-2 focus:-outline-offset-2 focus:outline-black" data-testid="points-entry">
      <td className="whitespace-nowrap py-3 pr-3 text-neutral-700">{format.shortDate(entry.created_at)}</td>
      <td className="py-3 pr-3">
        <span className="font-medium">{entry.description}</span>
        <span className="mt-1 block text-xs sm:hidden">
          <EntryStatus entry={entry} />
        </span>
      </td>
      <td className="hidden py-3 pr-3 sm:table-cell">
        <EntryStatus entry={entry} />
      </td>
      <td className={cx('whitespace-nowrap py-3 text-right font-semibold tabular-nums', earned ? 'text-emerald-800' : 'text-neutral-900')} data-testid="points-entry-points">
        {format.signed(entry.points)}
      </td>
    </tr>
  );
}

interface More {
  /** The filter these pages belong to: another filter starts again from its first page. */
  filter: PointsFilter;
  items: PointsLogEntry[];
  page: number;
  total: number;
  /** The last page asked for came back empty: nothing more to show, whatever the total said. */
  exhausted: boolean;
}

export function AccountPointsLog() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const filter = parsePointsFilter(params.get('filter'));
  const api = useLoyaltyApi();
  const focus = useFocusRequest();
  const first = useLazyQuery({ queryKey: LOYALTY_KEYS.pointsLog(filter, 1), queryFn: () => api.pointsLog(filter, 1) });
  const [moreState, setMore] = useState<More | null>(null);
  const [loadingMore, setLoadingMore] = useState<PointsFilter | null>(null);
  const [moreError, setMoreError] = useState<{ filter: PointsFilter; error: Error } | null>(null);
  const more = moreState?.filter === filter ? moreState : null;

  const hrefFor = useCallback(
    (next: PointsFilter) => {
      const search = new URLSearchParams(location.search);
      if (next === 'all') search.delete('filter');
      else search.set('filter', next);
      const query = search.toString();
      return `${location.pathname}${query ? `?${query}` : ''}`;
    },
    [location.pathname, location.search],
  );

  const items = useMemo(() => {
    const seen = new Set<number>();
    return [...(first.data?.items ?? []), ...(more?.items ?? [])].filter((entry) => !seen.has(entry.id) && !!seen.add(entry.id));
  }, [first.data, more]);
  const total = Math.max(more?.total ?? first.data?.total ?? 0, items.length);
  const hasMore = !!first.data && items.length < total && !more?.exhausted;
  const empty = filter === 'all' ? t('account.points.history_empty') : t('account.points.filter_empty');
  const count = !first.data ? '' : total === 0 ? empty : t('account.points.showing', { count: total, shown: items.length });

  const showMore = async () => {
    setLoadingMore(filter);
    setMoreError(null);
    try {
      const page = (more?.page ?? 1) + 1;
      const client = await loadQueryClient();
      const data = await client.fetchQuery({ queryKey: LOYALTY_KEYS.pointsLog(filter, page), queryFn: () => api.pointsLog(filter, page) });
      const known = new Set(items.map((entry) => entry.id));
      const fresh = data.items.filter((entry) => !known.has(entry.id));
      setMore({ filter, items: [...(more?.items ?? []), ...fresh], page, total: data.total, exhausted: data.items.length === 0 });
      if (fresh[0]) focus(`points-entry-${fresh[0].id}`);
    } catch (error) {
      setMoreError({ filter, error: error as Error });
    } finally {
      setLoadingMore(null);
    }
  };

  let results: ReactNode;
  if (!first.data) {
    results = first.isError ? (
      <UiLoadError error={first.error} onRetry={() => void first.refetch()} />
    ) : (
      <UiLoading blocks={['h-12', 'h-12', 'h-12']} label={t('account.points.history_loading')} />
    );
  } else if (items.length === 0) {
    results = (
      <div className="border border-dashed border-neutral-300 px-6 py-8 text-center text-neutral-700">
        <p aria-hidden="true">{empty}</p>
        <p className="mt-3">
          {filter === 'all' ? (
            <UiLink to="/" className="font-semibold text-black underline underline-offset-2">
              {t('account.points.shop')}
            </UiLink>
          ) : (
            <UiLink to={hrefFor('all')} preventScrollReset className="font-semibold text-black underline underline-offset-2">
              {t('account.points.show_all')}
            </UiLink>
          )}
        </p>
      </div>
    );
  } else {
    results = (
      <>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('account.points.history_caption', { filter: t(`account.points.filter.${filter}`) })}</caption>
          <thead>
            <tr className="border-b border-neutral-300 text-left text-xs uppercase tracking-wider text-neutral-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('account.points.column.date')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('account.points.column.description')}
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                {t('account.points.column.status')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('account.points.column.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
        {moreError?.filter === filter ? (
          <p role="alert" className="mt-4 text-sm text-red-800">
            {moreError.error.message || t('account.form.error.unexpected')}
          </p>
        ) : null}
        {hasMore ? (
          <button
            type="button"
            onClick={() => void showMore()}
            disabled={loadingMore === filter}
            className="mt-6 inline-flex h-11 items-center border border-black px-6 text-sm font-semibold hover:bg-black hover:text-white disabled:border-neutral-400 disabled:text-neutral-500 disabled:hover:bg-transparent"
          >
            {loadingMore === filter ? t('account.points.loading_more') : t('account.points.show_more')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="points-history" className="mt-10">
      <h2 id="points-history" className="text-xl font-semibold">
        {t('account.points.history_title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id="points-filter-label" className="text-sm font-semibold">
          {t('account.points.filter.label')}
        </span>
        <ul aria-labelledby="points-filter-label" className="flex flex-wrap gap-1 rounded-3xl border border-neutral-300 p-1">
          {POINTS_FILTERS.map((option) => (
            <li key={option}>
              <UiLink
                to={hrefFor(option)}
                preventScrollReset
                aria-current={option === filter ? 'true' : undefined}
                className={cx(
                  'inline-flex h-9 items-center rounded-full px-4 text-sm',
                  option === filter ? 'bg-black font-semibold text-white' : 'text-neutral-800 hover:bg-neutral-100',
                )}
              >
                {t(`account.points.filter.${option}`)}
              </UiLink>
            </li>
          ))}
        </ul>
      </div>
      {/* One live region for the whole log, there before the results change: the count, or that there is nothing. */}
      <p role="status" aria-live="polite" className={cx('mt-4 text-sm text-neutral-700', items.length === 0 && 'sr-only')} data-testid="points-count">
        {count}
      </p>
      <div className="mt-2">{results}</div>
    </section>
  );
}
