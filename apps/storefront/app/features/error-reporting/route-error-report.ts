/**
 * What an error boundary reports: a thrown error, or a route response of 500 and above. A 404 or
 * another 4xx answer is the shop working as meant, not a bug.
 */
import { isRouteErrorResponse } from 'react-router';
import { reportError } from './report.ts';

export function routeErrorToReport(error: unknown): Error | null {
  if (isRouteErrorResponse(error)) return error.status >= 500 ? new Error(`Route error response ${error.status}: ${error.statusText}`) : null;
  if (error instanceof Error) return error;
  return error === undefined || error === null ? null : new Error(String(error));
}

export function reportRouteError(error: unknown): void {
  const report = routeErrorToReport(error);
  if (report) reportError(report, { boundary: 'route' });
}
