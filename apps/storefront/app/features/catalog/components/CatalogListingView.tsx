/**
 * A whole listing: filters (a sidebar on desktop, an accessible drawer on phones), the chosen
 * filters as chips, the sort select, "1-N of M results", the grid and "Show more". All of it is in
 * the URL; while a new URL loads, the filters already show the state the shopper asked for.
 */
import { type ReactNode, useId, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { MARKETS } from '@blush/shared/markets';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useErrorMessage, useSiteLocale } from '../../../lib/site.ts';
import type { ListingPageData } from '../catalog.server.ts';
import { useListingNav } from '../hooks/use-listing-nav.ts';
import { SORTS, activeFilterCount, clearFilters, parseListingState } from '../listing-query.ts';
import { CatalogFilterChips } from './CatalogFilterChips.tsx';
import { CatalogFilterPanel } from './CatalogFilterPanel.tsx';
import { CatalogListing } from './CatalogListing.tsx';
import { CatalogSortSelect } from './CatalogSortSelect.tsx';

export interface CatalogListingViewProps {
  data: Pick<ListingPageData, 'state' | 'context' | 'listing' | 'facets' | 'query'>;
  /** Shown instead of the grid when nothing matches and no filter is chosen. */
  empty?: ReactNode;
}

export function CatalogListingView({ data, empty }: CatalogListingViewProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const navigation = useNavigation();
  const { country } = useSiteLocale();
  const { context, facets, listing, query } = data;
  const { hrefFor, go } = useListingNav(context);
  const sorts = context.sorts ?? SORTS;
  const titleId = useId();
  // The drawer stays open while filters change (same path) and closes on any other navigation.
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  const drawerOpen = drawerFor === location.pathname;

  const pending = navigation.location && navigation.location.pathname === location.pathname ? navigation.location : null;
  const state = pending ? parseListingState(new URLSearchParams(pending.search), context) : data.state;
  const filterCount = activeFilterCount(state);
  const currency = facets?.price?.min.currency ?? listing.items[0]?.price.currency ?? MARKETS[country].currency;
  const resultsLabel = t('filters.show_results', { count: facets?.total ?? listing.total });

  const panel = (inDrawer: boolean) => (
    <CatalogFilterPanel facets={facets} state={state} context={context} hrefFor={hrefFor} go={go} openGroups={inDrawer ? 0 : 4} />
  );

  if (listing.total === 0 && filterCount === 0 && empty) return <>{empty}</>;

  const toolbar = (
    <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
      <button
        type="button"
        onClick={() => setDrawerFor(location.pathname)}
        aria-haspopup="dialog"
        className="inline-flex h-10 items-center gap-2 border border-neutral-300 px-3 text-sm font-semibold hover:border-black lg:hidden"
        data-testid="filters-button"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4" />
        </svg>
        {t('filters.title')}
        {filterCount > 0 ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-black px-1.5 text-[11px] leading-5 text-white">
            <span className="sr-only">, {t('filters.selected_count', { count: filterCount })}</span>
            <span aria-hidden="true">{filterCount}</span>
          </span>
        ) : null}
      </button>
      <CatalogSortSelect state={state} context={context} sorts={sorts} go={go} />
    </div>
  );

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="hidden lg:block" aria-labelledby={titleId}>
        <h2 id={titleId} className="border-b border-neutral-200 pb-3 text-sm font-bold uppercase tracking-[0.08em]">
          {t('filters.title')}
        </h2>
        {panel(false)}
      </aside>

      <div className="min-w-0">
        <CatalogListing
          items={listing.items}
          total={listing.total}
          page={listing.page}
          pageSize={listing.pageSize}
          query={query}
          busy={pending !== null}
          toolbar={toolbar}
        >
          <div className="mt-4">
            <CatalogFilterChips state={state} facets={facets} currency={currency} hrefFor={hrefFor} />
          </div>
          {listing.total === 0 ? (
            <div className="mt-6 border border-neutral-200 p-6" data-testid="no-filter-results">
              <p className="text-lg font-semibold">{errorMessage('no_products_found')}</p>
              {filterCount > 0 ? (
                <>
                  <p className="mt-2 text-sm text-neutral-700">{t('filters.no_match')}</p>
                  <UiLink to={hrefFor(clearFilters(state))} preventScrollReset className="mt-4 inline-flex h-10 items-center bg-black px-5 text-sm font-semibold text-white">
                    {t('filters.clear_all')}
                  </UiLink>
                </>
              ) : null}
            </div>
          ) : null}
        </CatalogListing>
      </div>

      <UiDialog open={drawerOpen} onClose={() => setDrawerFor(null)} title={t('filters.title')} variant="drawer">
        <div className="flex min-h-full flex-col">
          <div className="flex-1 px-5">{panel(true)}</div>
          <div className="sticky bottom-0 flex gap-3 border-t border-neutral-200 bg-white px-5 py-4">
            {filterCount > 0 ? (
              <UiLink
                to={hrefFor(clearFilters(state))}
                preventScrollReset
                className="inline-flex h-11 flex-1 items-center justify-center border border-black text-sm font-semibold"
              >
                {t('filters.clear_all')}
              </UiLink>
            ) : null}
            <button
              type="button"
              onClick={() => setDrawerFor(null)}
              className="inline-flex h-11 flex-[2] items-center justify-center bg-black text-sm font-semibold text-white"
              data-testid="filters-done"
            >
              {resultsLabel}
            </button>
          </div>
        </div>
      </UiDialog>
    </div>
  );
}
