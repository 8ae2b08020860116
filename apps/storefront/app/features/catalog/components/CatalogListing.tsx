/**
 * A product grid with "1-N of M results" and "Show more". The first pages come from the loader
 * (server-rendered); "Show more" is a link to `?page=N+1` (works without JavaScript) that, in the
 * browser, fetches the next page through the query cache instead and writes the page into the URL
 * (replacing the history entry), so a reload or Back shows the same products.
 */
import { type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductCard, ProductListResponse } from '@blush/shared/contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { createBrowserApi } from '../../../lib/api-client.ts';
import { loadQueryClient, preloadQueryClient } from '../../../lib/query.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { CatalogProductCard } from './CatalogProductCard.tsx';

export interface CatalogListingProps {
  /** Items of pages 1..page, merged by the loader. */
  items: readonly ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  /** The API query of the listing (filters and sort, no page). */
  query: Readonly<Record<string, string | number>>;
  /** Dim the grid while a navigation loads new results. */
  busy?: boolean;
  /** Beside the results count (sort select, filters button). */
  toolbar?: ReactNode;
  /** Between the toolbar and the grid (chosen filters). */
  children?: ReactNode;
}

export function useResultsCount(): (shown: number, total: number) => string {
  const { t, i18n } = useTranslation();
  return (shown, total) => {
    const nf = (n: number) => n.toLocaleString(i18n.language);
    return total === 0 ? '' : t('listing.results_count', { from: nf(1), to: nf(shown), total: nf(total), count: total });
  };
}

export function CatalogListing({ items, total, page, pageSize, query, busy = false, toolbar, children }: CatalogListingProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const location = useLocation();
  const resultsCount = useResultsCount();
  const api = useMemo(() => createBrowserApi(locale), [locale]);
  const [more, setMore] = useState<ProductCard[]>([]);
  const [loadedPage, setLoadedPage] = useState(page);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  // New results from the loader (other filters, sort or page) replace what "Show more" added. Not a
  // remount: the toolbar's controls keep focus (the filter drawer returns focus to its button).
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    setShownItems(items);
    setMore([]);
    setLoadedPage(page);
    setStatus('idle');
  }

  const all = useMemo(() => {
    const seen = new Set<number>();
    return [...items, ...more].filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
  }, [items, more]);
  const hasMore = all.length < total;
  const nextPage = loadedPage + 1;
  const hrefOf = (pageNumber: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(pageNumber));
    return `${location.pathname}?${params.toString().replace(/%2C/gi, ',')}`;
  };

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const queryClient = await loadQueryClient();
      const result = await queryClient.fetchQuery({
        queryKey: ['products', locale.country, locale.language, query, pageSize, nextPage],
        queryFn: ({ signal }) => api.get<ProductListResponse>('/products', { query: { ...query, page: nextPage, page_size: pageSize }, signal }),
      });
      setMore((list) => [...list, ...result.items]);
      setLoadedPage(nextPage);
      setStatus('idle');
      // Keep the router's own history state; only the URL changes.
      window.history.replaceState(window.history.state, '', hrefOf(nextPage));
    } catch {
      setStatus('error');
    }
  };

  const count = resultsCount(all.length, total);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600" aria-live="polite" aria-atomic="true" data-testid="results-count">
          {count}
        </p>
        {toolbar}
      </div>
      {children}
      <ul
        className={`mt-5 grid grid-cols-2 gap-x-4 gap-y-8 transition-opacity sm:grid-cols-3 lg:gap-x-6 xl:grid-cols-4 ${busy ? 'opacity-50' : ''}`}
        aria-busy={busy || undefined}
        data-testid="product-grid"
      >
        {all.map((product, index) => (
          // Past the first row or two, a card's style, layout and paint wait until it nears the viewport (app.css).
          <li key={product.id} className={index < 4 ? undefined : 'below-fold [--below-fold-height:23rem] sm:[--below-fold-height:28rem] lg:[--below-fold-height:32rem]'}>
            <CatalogProductCard product={product} priority={index < 4} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {total > 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-xs text-neutral-600" aria-hidden="true">
            {count}
          </p>
          <div className="h-0.5 w-48 bg-neutral-200" aria-hidden="true">
            <div className="h-full bg-black" style={{ width: `${Math.min(100, (all.length / total) * 100)}%` }} />
          </div>
          {hasMore ? (
            <UiLink
              to={hrefOf(nextPage)}
              preventScrollReset
              onClick={loadMore}
              onPointerEnter={preloadQueryClient}
              onFocus={preloadQueryClient}
              aria-busy={status === 'loading'}
              className="mt-2 inline-flex h-11 min-w-48 items-center justify-center border border-black px-8 text-sm font-semibold hover:bg-black hover:text-white"
              data-testid="show-more"
            >
              {status === 'loading' ? t('listing.loading') : t('listing.show_more')}
            </UiLink>
          ) : null}
          {status === 'error' ? (
            <p role="alert" className="text-sm text-blush-700">
              {t('listing.load_failed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
