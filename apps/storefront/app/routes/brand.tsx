/**
 * Brand page `/brands/:slugUrl` (and `/brands/:slugUrl/<top>/<category>/<sub>`, the brand's products
 * in a category): the brand story and a filterable listing. Old slugs redirect first (product guide §2).
 */
import { redirect } from 'react-router';
import { currentBrandSlug } from '@blush/shared/brand-redirects';
import type { Route } from './+types/brand';
import { UiBreadcrumbs } from '../components/ui/UiBreadcrumbs.tsx';
import { CatalogListingView } from '../features/catalog/components/CatalogListingView.tsx';
import { findCategory, isValidSlug, loadListingPage, parseCategoryPath } from '../features/catalog/catalog.server.ts';
import { LISTING_SORTS } from '../features/catalog/listing-query.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const slug = params.slugUrl;
  const splat = params['*'];
  const current = currentBrandSlug(slug);
  // Also under /preview (the preview layout shows brand pages too).
  const base = url.pathname.startsWith('/preview/') ? '/preview/brands' : '/brands';
  if (current) throw redirect(`${base}/${current}${splat ? `/${splat}` : ''}${url.search}`, 301);
  if (!isValidSlug(slug)) notFound();
  const category = splat ? parseCategoryPath(splat) : undefined;
  if (category === null) notFound();
  const api = serverApi(context);
  try {
    const [brand, page, tree] = await Promise.all([
      api.brand(slug),
      loadListingPage(api, url, { brand: slug, ...(category ? { category, categoryBase: `/brands/${slug}` } : {}), defaultSort: 'bestsellers', sorts: LISTING_SORTS }),
      category ? api.categories() : null,
    ]);
    const found = category && tree ? findCategory(tree.categories, category) : null;
    if (category && !found) notFound();
    const { first: _first, ...listing } = page;
    return {
      slug,
      brandName: brand.name,
      title: found ? `${brand.name} · ${found.node.name}` : brand.name,
      story: brand.story,
      category: found ? { path: found.node.path, name: found.node.name } : null,
      ...listing,
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.title, loaderData ? { description: excerpt(loaderData.story) } : {});

function excerpt(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { slug, brandName, title, story, category, ...data } = loaderData;
  return (
    <section className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="listing-title" data-testid="brand-page">
      <UiBreadcrumbs items={category ? [{ label: brandName, to: `/brands/${slug}` }, { label: category.name }] : [{ label: brandName }]} />
      <div className="mt-4 max-w-3xl">
        <h1 id="listing-title" className="text-3xl font-black uppercase tracking-[0.12em] sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 line-clamp-4 text-base leading-relaxed text-neutral-700">{story}</p>
      </div>
      <div className="mt-8">
        <CatalogListingView data={data} />
      </div>
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
