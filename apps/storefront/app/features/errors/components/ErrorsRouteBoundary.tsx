/**
 * The ErrorBoundary every page route exports: a 404 (unknown route, failed param validation, a
 * resource the API does not have) shows the not-found page; anything else the generic error, reported
 * to the error reporter.
 */
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorsGenericLazy as ErrorsGeneric, ErrorsNotFoundLazy as ErrorsNotFound } from './ErrorsLazy.tsx';
import { useReportRouteError } from '../../error-reporting/route-error.ts';

export function ErrorsRouteBoundary() {
  const error = useRouteError();
  const location = useLocation();
  useReportRouteError(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorsNotFound path={location.pathname} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String((error.data as { message: unknown }).message)
      : undefined;
  return <ErrorsGeneric status={status} message={message} />;
}
