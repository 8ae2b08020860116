/**
 * `/preview/pages/{slugUrl}/…` and `/preview/homepage/{slugUrl?}`: the draft of a page as it will
 * look, with `X-Preview-Mode` and `user_segments`. The homepage preview keeps the catalogue rails
 * where the live home page has them; `/preview/homepage/{slug}` previews the landing page `pages/{slug}`.
 */
import { useRouteLoaderData } from 'react-router';
import { pageEntryKey } from '@blush/shared/content';
import type { CategoryNode } from '@blush/shared/contracts';
import type { Route } from './+types/preview-page';
import { fetchEntry, loadBlockData, previewContext } from '../features/content/content.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { isSecureRequest } from '../lib/locale-middleware.server.ts';
import { requestLocale, serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { PREVIEW_HEADERS } from '../features/content/preview.ts';
import { HOME_RAIL_SIZE, HomeRails, PageBlocks, homeRailsAnchor } from './page-blocks.tsx';

export function headers(): HeadersInit {
  return PREVIEW_HEADERS;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const isHome = url.pathname === '/preview/homepage' || url.pathname.startsWith('/preview/homepage/');
  const key = isHome && !params.slugUrl ? 'homepage' : pageEntryKey([params.slugUrl, params.topCategory, params.category, params.subCategory]);
  if (!key) notFound();
  const preview = previewContext(request, url, requestLocale(context).language, isSecureRequest(request));
  const api = serverApi(context);
  try {
    const [entry, rails] = await Promise.all([
      fetchEntry(api, key, preview),
      key === 'homepage'
        ? Promise.all([api.products({ sort: 'newest', page_size: HOME_RAIL_SIZE }), api.products({ sort: 'bestsellers', page_size: HOME_RAIL_SIZE })])
        : null,
    ]);
    return {
      entry,
      data: await loadBlockData(api, entry.blocks),
      rails: rails ? { newArrivals: rails[0].items, bestsellers: rails[1].items } : null,
      title: entry.title,
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData('routes/layouts/preview') as { categories: CategoryNode[] } | undefined;
  const { entry, data, rails } = loaderData;
  const anchor = rails ? homeRailsAnchor(entry) : undefined;
  return (
    <article data-testid="preview-page" data-entry={entry.key} data-status={entry.status}>
      <PageBlocks
        entry={entry}
        data={data}
        categories={layout?.categories ?? []}
        {...(rails && anchor ? { after: { [anchor]: <HomeRails newArrivals={rails.newArrivals} bestsellers={rails.bestsellers} /> } } : {})}
      />
    </article>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
