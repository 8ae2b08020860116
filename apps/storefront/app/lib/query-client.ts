/** TanStack Query for interactive client data, with the cache policy of SPEC.md §7. */
import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE, RETRY_STATUSES } from '@blush/shared/http';
import { isApiError } from './api-core.ts';

/** Retry up to QUERY_CACHE.retries times, but never a definite answer such as 404 or 422. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_CACHE.retries) return false;
  return !isApiError(error) || RETRY_STATUSES.has(error.status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: QUERY_CACHE.retryDelayMs,
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        refetchOnWindowFocus: false,
      },
    },
  });
}
