/** About Blush: the `about` entry of the content API, in the shopper's language. */
import { useRouteLoaderData } from 'react-router';
import type { CategoryNode } from '@blush/shared/contracts';
import type { Route } from './+types/about';
import { entryMeta, fetchEntry, loadBlockData } from '../features/content/content.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { PageBlocks } from './page-blocks.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  try {
    const entry = await fetchEntry(api, 'about');
    return { entry, data: await loadBlockData(api, entry.blocks), ...entryMeta(entry) };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.title, loaderData?.description ? { description: loaderData.description } : {});

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData('routes/layouts/default') as { categories: CategoryNode[] } | undefined;
  return (
    <article data-testid="about-page">
      <PageBlocks entry={loaderData.entry} data={loaderData.data} categories={layout?.categories ?? []} />
    </article>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
