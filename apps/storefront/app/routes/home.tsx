/**
 * Home: the `homepage` entry of the content API (hero, category tiles, editors' rails, banner,
 * brands) with the catalogue's "New arrivals" and "Bestsellers" rails after the category tiles.
 * Without the entry (content API down) the built-in hero, tiles and popular brands show instead.
 */
import { useRouteLoaderData } from 'react-router';
import type { CategoryNode } from '@blush/shared/contracts';
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/home';
import { CatalogBrandGrid } from '../features/catalog/components/CatalogBrandGrid.tsx';
import { CatalogCategoryTiles } from '../features/catalog/components/CatalogCategoryTiles.tsx';
import { HomeHero } from '../features/home/components/HomeHero.tsx';
import { fetchEntry, loadBlockData } from '../features/content/content.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { HOME_RAIL_SIZE, HomeRails, PageBlocks, homeRailsAnchor } from './page-blocks.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  try {
    const [newest, bestsellers, entry] = await Promise.all([
      api.products({ sort: 'newest', page_size: HOME_RAIL_SIZE }),
      api.products({ sort: 'bestsellers', page_size: HOME_RAIL_SIZE }),
      fetchEntry(api, 'homepage').catch(() => null),
    ]);
    const [blockData, brands] = await Promise.all([
      entry ? loadBlockData(api, entry.blocks) : null,
      entry ? null : api.brands({ sort: 'popular', limit: 12 }).then((r) => r.brands),
    ]);
    return {
      title: requestT(context)('home.title'),
      newArrivals: newest.items,
      bestsellers: bestsellers.items,
      content: entry && blockData ? { entry, data: blockData } : null,
      brands: brands ?? [],
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData('routes/layouts/default') as { categories: CategoryNode[] } | undefined;
  const categories = layout?.categories ?? [];
  const rails = <HomeRails newArrivals={loaderData.newArrivals} bestsellers={loaderData.bestsellers} />;
  const { content } = loaderData;
  if (content) {
    const anchor = homeRailsAnchor(content.entry);
    return <PageBlocks entry={content.entry} data={content.data} categories={categories} {...(anchor ? { after: { [anchor]: rails } } : {})} />;
  }
  return (
    <div className="flex flex-col gap-14 pb-4 sm:gap-16">
      <HomeHero />
      <CatalogCategoryTiles title={t('home.categories_title')} categories={categories} />
      {rails}
      <CatalogBrandGrid title={t('home.popular_brands')} brands={loaderData.brands} />
    </div>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
