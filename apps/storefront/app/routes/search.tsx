/**
 * Search results `/search?q=` with filters, sort and "Show more" (all in the URL), the brands whose
 * name matched, and the no-result page with tips and popular searches. Without `q` it is the
 * "view all" listing of the home rails (`?sort=newest`, `?sort=bestsellers`).
 */
import type { SearchResponse } from '@blush/shared/contracts';
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/search';
import { UiLink } from '../components/ui/UiLink.tsx';
import { CatalogListingView } from '../features/catalog/components/CatalogListingView.tsx';
import { loadListingPage } from '../features/catalog/catalog.server.ts';
import { LISTING_SORTS, SORTS, activeFilterCount } from '../features/catalog/listing-query.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { SearchNoResults } from '../features/search/components/SearchNoResults.tsx';
import { SearchRecorder } from '../features/search/components/SearchRecorder.tsx';
import { fetchSearchPage, popularQueries } from '../features/search/search.server.ts';
import { requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const api = serverApi(context);
  const t = requestT(context);
  const listingContext = q ? { defaultSort: 'relevance' as const, sorts: SORTS } : { defaultSort: 'bestsellers' as const, sorts: LISTING_SORTS };
  try {
    let brands: SearchResponse['brands'] = [];
    const { first: _first, ...page } = await loadListingPage(api, url, listingContext, {
      ...(q ? { firstPage: fetchSearchPage(api, (result) => (brands = result.brands)) } : {}),
    });
    const noMatch = Boolean(q) && page.listing.total === 0 && activeFilterCount(page.state) === 0;
    const popular = noMatch ? await popularQueries(api) : [];
    const heading = q
      ? t('search.results_for', { query: q })
      : page.state.sort === 'newest'
        ? t('home.new_arrivals')
        : page.state.sort === 'bestsellers'
          ? t('home.bestsellers')
          : t('search.all_products');
    return { q, heading, brands: brands.slice(0, 8), popular, ...page };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.heading, { noindex: Boolean(loaderData?.q) });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, heading, brands, popular, ...data } = loaderData;
  return (
    <section className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="listing-title" data-testid="search-page">
      <SearchRecorder query={data.listing.total > 0 ? q : ''} />
      <h1 id="listing-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {heading}
      </h1>
      {brands.length && data.listing.total > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="search-brands">
          <h2 className="text-neutral-600">{t('search.matching_brands')}:</h2>
          <ul className="flex flex-wrap gap-2">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <UiLink to={`/brands/${brand.slug}`} className="inline-flex h-8 items-center rounded-full border border-neutral-300 px-3 hover:border-black">
                  {brand.name}
                </UiLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6">
        <CatalogListingView data={data} empty={<SearchNoResults query={q} popular={popular} brands={brands} />} />
      </div>
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
