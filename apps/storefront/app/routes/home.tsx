/** Home: hero, category tiles, "New arrivals" and "Bestsellers" rails, popular brands. */
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@blush/shared/contracts';
import type { Route } from './+types/home';
import { CatalogBrandGrid } from '../features/catalog/components/CatalogBrandGrid.tsx';
import { CatalogCategoryTiles } from '../features/catalog/components/CatalogCategoryTiles.tsx';
import { CatalogProductRail } from '../features/catalog/components/CatalogProductRail.tsx';
import { HomeHero } from '../features/home/components/HomeHero.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

const RAIL_SIZE = 10;

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  try {
    const [newest, bestsellers, brands] = await Promise.all([
      api.products({ sort: 'newest', page_size: RAIL_SIZE }),
      api.products({ sort: 'bestsellers', page_size: RAIL_SIZE }),
      api.brands({ sort: 'popular', limit: 12 }),
    ]);
    return {
      title: requestT(context)('home.title'),
      newArrivals: newest.items,
      bestsellers: bestsellers.items,
      brands: brands.brands,
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData('routes/layouts/default') as { categories: CategoryNode[] } | undefined;
  return (
    <div className="flex flex-col gap-14 pb-4 sm:gap-16">
      <HomeHero />
      <CatalogCategoryTiles title={t('home.categories_title')} categories={layout?.categories ?? []} />
      <CatalogProductRail
        title={t('home.new_arrivals')}
        products={loaderData.newArrivals}
        viewAllHref="/search?sort=newest"
        testId="rail-new-arrivals"
      />
      <CatalogProductRail
        title={t('home.bestsellers')}
        products={loaderData.bestsellers}
        viewAllHref="/search?sort=bestsellers"
        testId="rail-bestsellers"
      />
      <CatalogBrandGrid title={t('home.popular_brands')} brands={loaderData.brands} />
    </div>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
