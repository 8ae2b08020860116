/** `/dev/errors/:id` (blank layout): one error group with its latest event's stack and breadcrumbs. Not in production. */
import { errorGroupDetailSchema } from '@blush/shared/error-reporter-contracts';
import type { Route } from './+types/dev-error';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { ErrorGroupDetail } from '../features/error-reporting/components/ErrorGroupDetail.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  try {
    return { detail: await serverApi(context).get(`/dev/errors/${params.id}`, { schema: errorGroupDetailSchema }) };
  } catch (error) {
    rethrowApiError(error);
  }
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.dev_errors.title');

export default function DevErrorPage({ loaderData }: Route.ComponentProps) {
  return <ErrorGroupDetail detail={loaderData.detail} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
