/**
 * A whole listing: filters (a sidebar on desktop, an accessible drawer on phones), the chosen
 * filters as chips, the sort select, "1-N of M results", the grid and "Show more". All of it is in
 * the URL; while a new URL loads, the filters already show the state the shopper asked for.
 * A "Skip to results" link comes before the filters; where there are more than
 * `SIDEBAR_GROUPS_MAX` groups of filters, desktop too shows them behind one button (a disclosure
 * above the results) instead of a long sidebar.
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

/** More groups of filters than this and the desktop sidebar folds behind a "Filters" button. */
export const SIDEBAR_GROUPS_MAX = 6;

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
  const resultsId = useId();
  const disclosureId = useId();
  const [filtersShown, setFiltersShown] = useState(false);
  const groupCount = (facets?.facets ?? []).filter((f) => !(f.key === 'brand' && context.brand) && f.values.some((v) => v.count > 0 || v.selected)).length;
  const folded = groupCount > SIDEBAR_GROUPS_MAX;
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

  const count = filterCount > 0 ? (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-black px-1.5 text-[11px] leading-5 text-white">
      <span className="sr-only">, {t('filters.selected_count', { count: filterCount })}</span>
      <span aria-hidden="true">{filterCount}</span>
    </span>
  ) : null;
  const filterIcon = (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4" />
    </svg>
  );

  const toolbar = (
    <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
      {folded ? (
        <button
          type="button"
          onClick={() => setFiltersShown((shown) => !shown)}
          aria-expanded={filtersShown}
          aria-controls={disclosureId}
          className="hidden h-10 items-center gap-2 border border-neutral-300 px-3 text-sm font-semibold hover:border-black lg:inline-flex"
          data-testid="filters-disclosure"
        >
          {filterIcon}
          {t('filters.title')}
          {count}
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className={filtersShown ? 'rotate-180' : undefined}>
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => setDrawerFor(location.pathname)}
        aria-haspopup="dialog"
        className="inline-flex h-10 items-center gap-2 border border-neutral-300 px-3 text-sm font-semibold hover:border-black lg:hidden"
        data-testid="filters-button"
      >
        {filterIcon}
        {t('filters.title')}
        {count}
      </button>
      <CatalogSortSelect state={state} context={context} sorts={sorts} go={go} />
    </div>
  );

  return (
    <div className={folded ? undefined : 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[16rem_minmax(0,1fr)]'}>
      <a
        href={`#${resultsId}`}
        className="sr-only z-20 bg-black px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:absolute lg:col-span-2"
        data-testid="skip-to-results"
      >
        {t('a11y.skip_to_results')}
      </a>
      {folded ? null : (
        <aside className="hidden lg:block" aria-labelledby={titleId}>
          <h2 id={titleId} className="border-b border-neutral-200 pb-3 text-sm font-bold uppercase tracking-[0.08em]">
            {t('filters.title')}
          </h2>
          {panel(false)}
        </aside>
      )}

      <div className="min-w-0 outline-none" id={resultsId} tabIndex={-1} data-testid="listing-results">
        <CatalogListing
          items={listing.items}
          total={listing.total}
          page={listing.page}
          pageSize={listing.pageSize}
          query={query}
          busy={pending !== null}
          toolbar={toolbar}
        >
          {folded ? (
            <section
              id={disclosureId}
              hidden={!filtersShown}
              aria-labelledby={titleId}
              className="mt-4 hidden border border-neutral-200 p-5 lg:block [&[hidden]]:hidden"
              data-testid="filters-disclosure-panel"
            >
              <h2 id={titleId} className="sr-only">
                {t('filters.title')}
              </h2>
              <div className="lg:columns-3 lg:gap-8 xl:columns-4 [&_details]:break-inside-avoid [&_fieldset]:break-inside-avoid">{panel(false)}</div>
            </section>
          ) : null}
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
