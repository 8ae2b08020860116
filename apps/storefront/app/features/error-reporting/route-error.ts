/**
 * Errors an error boundary shows are reported too (`route-error-report.ts` decides which). Everything
 * but this hook is imported only when a boundary shows an error: the first load carries a few bytes.
 */
import { useEffect } from 'react';

export function useReportRouteError(error: unknown): void {
  useEffect(() => {
    if (error != null) void import('./route-error-report.ts').then((m) => m.reportRouteError(error));
  }, [error]);
}
