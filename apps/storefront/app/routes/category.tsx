/** Category listing `/categories/<top>/<category>/<sub>`: a malformed or unknown path is a 404; filters and sort in the query. */
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/category';
import { UiLink } from '../components/ui/UiLink.tsx';
import { UiBreadcrumbs } from '../components/ui/UiBreadcrumbs.tsx';
import { CatalogListingView } from '../features/catalog/components/CatalogListingView.tsx';
import { findCategory, loadListingPage, parseCategoryPath } from '../features/catalog/catalog.server.ts';
import { LISTING_SORTS } from '../features/catalog/listing-query.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const path = parseCategoryPath(params['*']);
  if (!path) notFound();
  const api = serverApi(context);
  try {
    const { categories } = await api.categories();
    const found = findCategory(categories, path);
    if (!found) notFound();
    const { first: _first, ...listing } = await loadListingPage(api, url, { category: path, defaultSort: 'bestsellers', sorts: LISTING_SORTS });
    return {
      title: found.node.name,
      trail: found.trail.map(({ name, path: p }) => ({ name, path: p })),
      children: found.node.children.map(({ id, name, path: p }) => ({ id, name, path: p })),
      ...listing,
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, trail, children, ...data } = loaderData;
  return (
    <section className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="listing-title" data-testid="category-page">
      <UiBreadcrumbs items={trail.map((crumb) => ({ label: crumb.name, to: `/categories/${crumb.path}` }))} />
      <h1 id="listing-title" className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h1>
      {children.length ? (
        <ul className="-mx-4 mt-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" aria-label={t('category.subcategories')}>
          {children.map((child) => (
            <li key={child.id} className="shrink-0">
              <UiLink to={`/categories/${child.path}`} className="inline-flex h-9 items-center rounded-full border border-neutral-300 px-4 text-sm hover:border-black">
                {child.name}
              </UiLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6">
        <CatalogListingView data={data} />
      </div>
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
