/**
 * `/happening/services` and `/happening/beauty-services` (product guide §2): the country's services,
 * classes and events under three tabs (`?tab=classes|events`), filtered by group (`?group=`).
 */
import type { Route } from './+types/happening-list';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { HappeningList } from '../features/happening/components/HappeningList.tsx';
import { LIST_TABS, type ListTab, TAB_KIND } from '../features/happening/happening-kinds.ts';
import { fetchActivities } from '../features/happening/happening.server.ts';
import { requestT, serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  if (params.list !== 'services' && params.list !== 'beauty-services') notFound();
  const asked = url.searchParams.get('tab');
  const tab: ListTab = (LIST_TABS as readonly string[]).includes(asked ?? '') ? (asked as ListTab) : 'services';
  const group = url.searchParams.get('group')?.slice(0, 80) || null;
  try {
    const { activities, groups } = await fetchActivities(serverApi(context), TAB_KIND[tab], group);
    return { tab, group, base: url.pathname.replace(/\/+$/, ''), activities, groups, title: requestT(context)('happening.list.title') };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function HappeningListPage({ loaderData }: Route.ComponentProps) {
  return <HappeningList base={loaderData.base} tab={loaderData.tab} group={loaderData.group} activities={loaderData.activities} groups={loaderData.groups} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
