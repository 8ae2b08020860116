/**
 * A product listing: "1-N of M results", a grid of cards and "Show more". The first pages come
 * from the loader (server-rendered); "Show more" is a link to `?page=N+1` (works without
 * JavaScript) that, in the browser, fetches the next page through the query cache instead.
 */
import { type MouseEvent, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductCard, ProductListResponse } from '@blush/shared/contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { createBrowserApi } from '../../../lib/api-client.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { CatalogProductCard } from './CatalogProductCard.tsx';

export interface ListingFilters {
  q?: string;
  category?: string;
  brand?: string;
  sort?: string;
}

export interface CatalogListingProps {
  /** Items of pages 1..page, merged by the loader. */
  items: readonly ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  filters: ListingFilters;
}

export function CatalogListing({ items, total, page, pageSize, filters }: CatalogListingProps) {
  const { t, i18n } = useTranslation();
  const locale = useSiteLocale();
  const location = useLocation();
  const queryClient = useQueryClient();
  const api = useMemo(() => createBrowserApi(locale), [locale]);
  const [more, setMore] = useState<ProductCard[]>([]);
  const [loadedPage, setLoadedPage] = useState(page);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  const all = useMemo(() => {
    const seen = new Set<number>();
    return [...items, ...more].filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
  }, [items, more]);
  const hasMore = all.length < total;
  const nextPage = loadedPage + 1;
  const nextHref = useMemo(() => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(nextPage));
    return `${location.pathname}?${params.toString()}`;
  }, [location.pathname, location.search, nextPage]);

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const result = await queryClient.fetchQuery({
        queryKey: ['products', locale.country, locale.language, filters, pageSize, nextPage],
        queryFn: ({ signal }) =>
          api.get<ProductListResponse>('/products', { query: { ...filters, page: nextPage, page_size: pageSize }, signal }),
      });
      setMore((list) => [...list, ...result.items]);
      setLoadedPage(nextPage);
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  };

  const nf = (n: number) => n.toLocaleString(i18n.language);
  const count =
    total === 0
      ? ''
      : t('listing.results_count', { from: nf(1), to: nf(all.length), total: nf(total), count: total });

  return (
    <div>
      <p className="text-sm text-neutral-600" aria-live="polite" data-testid="results-count">
        {count}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-6 xl:grid-cols-5" data-testid="product-grid">
        {all.map((product, index) => (
          <li key={product.id}>
            <CatalogProductCard product={product} priority={index < 4} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-xs text-neutral-500">{count}</p>
          <div className="h-0.5 w-48 bg-neutral-200" aria-hidden="true">
            <div className="h-full bg-black" style={{ width: `${Math.min(100, (all.length / total) * 100)}%` }} />
          </div>
          <UiLink
            to={nextHref}
            preventScrollReset
            onClick={loadMore}
            aria-busy={status === 'loading'}
            className="mt-2 inline-flex h-11 min-w-48 items-center justify-center border border-black px-8 text-sm font-semibold hover:bg-black hover:text-white"
            data-testid="show-more"
          >
            {status === 'loading' ? t('listing.loading') : t('listing.show_more')}
          </UiLink>
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
