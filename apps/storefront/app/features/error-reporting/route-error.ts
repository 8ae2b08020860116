/**
 * Errors an error boundary shows are reported too, once per error: a thrown error or a 5xx route
 * response. A 404 or another 4xx answer is the shop working as meant, not a bug. The facade is
 * imported only when a boundary shows an error, so the hook costs the first load next to nothing.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';

export function routeErrorToReport(error: unknown): Error | null {
  if (isRouteErrorResponse(error)) return error.status >= 500 ? new Error(`Route error response ${error.status}: ${error.statusText}`) : null;
  if (error instanceof Error) return error;
  return error === undefined || error === null ? null : new Error(String(error));
}

export function useReportRouteError(error: unknown): void {
  useEffect(() => {
    const report = routeErrorToReport(error);
    if (report) void import('./report.ts').then((m) => m.reportError(report, { boundary: 'route' }));
  }, [error]);
}
