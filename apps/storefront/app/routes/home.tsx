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
import { withHeroVariant } from '../features/home/hero-variant.ts';
import { ExperimentsProvider, useFeature } from '../features/experiments/components/ExperimentsProvider.tsx';
import { FEATURES } from '../features/experiments/constants.ts';
import { serverExperiments } from '../features/experiments/experiments.server.ts';
import { experimentsConsent, requestAnalyticsConsent } from './experiments-consent.ts';
import { fetchEntry, loadBlockData } from '../features/content/content.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { HOME_RAIL_SIZE, HomeRails, PageBlocks, homeRailsAnchor } from './page-blocks.tsx';

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  try {
    const [newest, bestsellers, entry, experiments] = await Promise.all([
      api.products({ sort: 'newest', page_size: HOME_RAIL_SIZE }),
      api.products({ sort: 'bestsellers', page_size: HOME_RAIL_SIZE }),
      fetchEntry(api, 'homepage').catch(() => null),
      // The hero experiment and the bestsellers-rail flag, evaluated for this visitor (no flicker).
      serverExperiments(context, request, requestAnalyticsConsent(request)),
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
      experiments,
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <ExperimentsProvider bootstrap={loaderData.experiments} consent={experimentsConsent}>
      <HomeContent loaderData={loaderData} />
    </ExperimentsProvider>
  );
}

function HomeContent({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData('routes/layouts/default') as { categories: CategoryNode[] } | undefined;
  const categories = layout?.categories ?? [];
  const hero = useFeature(FEATURES.homeHero);
  const bestsellersRail = useFeature(FEATURES.bestsellersRail);
  const rails = <HomeRails newArrivals={loaderData.newArrivals} bestsellers={bestsellersRail.active ? loaderData.bestsellers : null} />;
  const { content } = loaderData;
  if (content) {
    const entry = withHeroVariant(content.entry, hero);
    const anchor = homeRailsAnchor(entry);
    return (
      <div className="contents" data-hero-variant={hero.variationKey}>
        <PageBlocks entry={entry} data={content.data} categories={categories} {...(anchor ? { after: { [anchor]: rails } } : {})} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-14 pb-4 sm:gap-16" data-hero-variant={hero.variationKey}>
      <HomeHero />
      <CatalogCategoryTiles title={t('home.categories_title')} categories={categories} />
      {rails}
      <CatalogBrandGrid title={t('home.popular_brands')} brands={loaderData.brands} />
    </div>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
