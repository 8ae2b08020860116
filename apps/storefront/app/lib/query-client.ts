/**
 * TanStack Query for interactive client data, with the cache policy of product guide §7. Nothing of it
 * is needed to render or hydrate a page (loaders bring the data), so only lazily loaded code
 * imports this module: `lib/query.ts` loads it on first use.
 */
import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE, RETRY_STATUSES } from '@blush/shared/http';
import { isApiError } from './api-core.ts';

export { QueryObserver } from '@tanstack/react-query';

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

let browserClient: QueryClient | undefined;

/**
 * The browser's one query client (one cache for the tab), mounted as `QueryClientProvider` would
 * (paused queries resume when the connection comes back). On the server, where nothing may be
 * shared between requests, a new client on every call.
 */
export function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    browserClient = createQueryClient();
    browserClient.mount();
  }
  return browserClient;
}

/** Tests: the next `browserQueryClient()` starts with an empty cache. */
export function resetBrowserQueryClient(): void {
  browserClient?.unmount();
  browserClient?.clear();
  browserClient = undefined;
}
