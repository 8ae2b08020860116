/** Brand page `/brands/:slugUrl` (a simple listing for now); old slugs redirect first (SPEC.md §2). */
import { redirect } from 'react-router';
import { currentBrandSlug } from '@blush/shared/brand-redirects';
import type { Route } from './+types/brand';
import { CatalogListing } from '../features/catalog/components/CatalogListing.tsx';
import { isValidSlug, listingPage, loadListing } from '../features/catalog/catalog.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const slug = params.slugUrl;
  const current = currentBrandSlug(slug);
  if (current) throw redirect(`/brands/${current}${url.search}`, 301);
  if (!isValidSlug(slug)) notFound();
  const api = serverApi(context);
  try {
    const filters = { brand: slug, sort: 'bestsellers' as const };
    const [brand, listing] = await Promise.all([api.brand(slug), loadListing(api, filters, listingPage(url))]);
    return { title: brand.name, story: brand.story, filters, listing };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { title, story, filters, listing } = loaderData;
  return (
    <section className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6 sm:py-10" aria-labelledby="listing-title">
      <h1 id="listing-title" className="text-3xl font-black uppercase tracking-[0.12em] sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 max-w-3xl text-base leading-relaxed text-neutral-700">{story}</p>
      <div className="mt-6">
        <CatalogListing key={filters.brand} {...listing} filters={filters} />
      </div>
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
