/**
 * `/brands`: every brand sold in the country, A to Z, with its number of products; letters to jump
 * to, and a field that narrows the list as the shopper types (product guide §2).
 */
import type { Route } from './+types/brands';
import { UiBreadcrumbs } from '../components/ui/UiBreadcrumbs.tsx';
import { CatalogBrandIndex } from '../features/catalog/components/CatalogBrandIndex.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { brands } = await serverApi(context).brands({ sort: 'name', limit: 500 });
    return { title: requestT(context)('brands.title'), brands };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="brands-title" data-testid="brands-page">
      <UiBreadcrumbs items={[{ label: t('nav.brands') }]} />
      <h1 id="brands-title" className="mt-4 text-3xl font-black uppercase tracking-[0.12em] sm:text-4xl">
        {loaderData.title}
      </h1>
      <p className="mt-3 text-base text-neutral-700">{t('brands.intro')}</p>
      <CatalogBrandIndex brands={loaderData.brands} />
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
