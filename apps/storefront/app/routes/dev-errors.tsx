/**
 * `/dev/errors` (blank layout): the error groups of the built-in collector, for development and
 * tests (decision 0025). The API answers only outside production; there this page is a 404.
 */
import { errorGroupsResponseSchema } from '@blush/shared/error-reporter-contracts';
import type { Route } from './+types/dev-errors';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { ErrorGroupList } from '../features/error-reporting/components/ErrorGroupList.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return await serverApi(context).get('/dev/errors', { schema: errorGroupsResponseSchema });
  } catch (error) {
    rethrowApiError(error);
  }
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.dev_errors.title');

export default function DevErrorsPage({ loaderData }: Route.ComponentProps) {
  return <ErrorGroupList groups={loaderData.groups} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
