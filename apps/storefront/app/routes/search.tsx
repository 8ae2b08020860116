/** Search results `/search?q=` (and the "view all" listings of the home rails via `?sort=`). */
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS } from '@blush/shared/contracts';
import type { Route } from './+types/search';
import { CatalogListing } from '../features/catalog/components/CatalogListing.tsx';
import { listingPage, loadListing } from '../features/catalog/catalog.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { useErrorMessage } from '../lib/site.ts';

type Sort = (typeof PRODUCT_SORTS)[number];

export async function loader({ context, url }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const requested = url.searchParams.get('sort');
  const sort: Sort = PRODUCT_SORTS.includes(requested as Sort) ? (requested as Sort) : q ? 'relevance' : 'bestsellers';
  const t = requestT(context);
  const heading = q
    ? t('search.results_for', { query: q })
    : sort === 'newest'
      ? t('home.new_arrivals')
      : sort === 'bestsellers'
        ? t('home.bestsellers')
        : t('search.all_products');
  try {
    const filters = { ...(q ? { q } : {}), sort };
    const listing = await loadListing(serverApi(context), filters, listingPage(url));
    return { q, heading, filters, listing };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.heading, { noindex: Boolean(loaderData?.q) });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { q, heading, filters, listing } = loaderData;
  return (
    <section className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6 sm:py-10" aria-labelledby="listing-title">
      <h1 id="listing-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {heading}
      </h1>
      {listing.total === 0 ? (
        <div className="mt-8 max-w-xl border border-neutral-200 p-6" data-testid="no-results">
          <p className="text-lg font-semibold">{errorMessage('no_products_found')}</p>
          {q ? (
            <>
              <p className="mt-4 text-sm font-semibold">{t('search.tips_title')}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-neutral-700">
                <li>{t('search.tip_spelling')}</li>
                <li>{t('search.tip_general')}</li>
              </ul>
            </>
          ) : null}
        </div>
      ) : (
        <div className="mt-4">
          <CatalogListing key={`${q}|${filters.sort}`} {...listing} filters={filters} />
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
