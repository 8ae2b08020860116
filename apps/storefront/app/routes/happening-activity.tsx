/**
 * `/happening/{services|classes|events}/{id}` (product guide §2): an activity's page, with the
 * booking flow, or the app prompt where booking is app-exclusive. An unknown kind or activity, or
 * an activity of another kind than the path says, is the 404 page.
 */
import type { Route } from './+types/happening-activity';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { HappeningDetail } from '../features/happening/components/HappeningDetail.tsx';
import { kindOfPath } from '../features/happening/happening-kinds.ts';
import { fetchActivityPage, isActivityId } from '../features/happening/happening.server.ts';
import { serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const kind = kindOfPath(params.kind);
  if (!kind || !isActivityId(params.id)) notFound();
  let page;
  try {
    page = await fetchActivityPage(serverApi(context), params.id);
  } catch (error) {
    rethrowApiError(error);
  }
  if (page.activity.kind !== kind) notFound();
  return { activity: page.activity, appListing: page.appListing ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.activity.name, loaderData ? { description: loaderData.activity.summary } : {});

export default function HappeningActivityPage({ loaderData }: Route.ComponentProps) {
  return <HappeningDetail key={loaderData.activity.id} activity={loaderData.activity} appListing={loaderData.appListing} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
