/**
 * The query cache (product guide §7) for code on the first paint, with TanStack Query loaded on first use
 * instead of in the first-load JavaScript: `loadQueryClient()` for a fetch in an event handler
 * ("Show more"), `useLazyQuery()` for a query a component may need after hydration. Code that is
 * itself loaded lazily (the search popup) imports `query-client.ts` and uses TanStack directly.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryClient, QueryFunction, QueryKey, QueryObserver } from '@tanstack/react-query';
import type * as QueryClientModule from './query-client.ts';

type QueryModule = typeof QueryClientModule;

let loading: Promise<QueryModule> | undefined;
const loadQueryModule = () => (loading ??= import('./query-client.ts'));

/** The browser's query client, loading TanStack Query the first time. */
export async function loadQueryClient(): Promise<QueryClient> {
  return (await loadQueryModule()).browserQueryClient();
}

/**
 * The browser's query client only if TanStack Query is already loaded (or loading): code that
 * merely updates cached data has nothing to update otherwise, and need not load it.
 */
export function loadedQueryClient(): Promise<QueryClient> | null {
  return loading ? loading.then((m) => m.browserQueryClient()) : null;
}

/** Start loading TanStack Query (on a sign of interest), so a later fetch does not wait for it. */
export function preloadQueryClient(): void {
  void loadQueryModule();
}

export interface LazyQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T>;
  enabled?: boolean;
  /** As `useQuery`'s; the cache's policy (product guide §7) when not given. `false` for the account query (product guide §4). */
  retry?: boolean | number;
}

export interface LazyQueryResult<T> {
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface Snapshot<T> {
  key: string;
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
}

/**
 * A subset of `useQuery` (`queryKey`, `queryFn`, `enabled`, `retry` in; `data`, `error`, `isError`,
 * `isFetching`, `refetch` out) through the same query client, retries and cache. It runs in the browser only,
 * after hydration: during server rendering and the first render in the browser the result is
 * empty (as `useQuery`'s is before its first fetch).
 */
export function useLazyQuery<T>({ queryKey, queryFn, enabled = true, retry }: LazyQueryOptions<T>): LazyQueryResult<T> {
  const key = JSON.stringify(queryKey);
  const [snapshot, setSnapshot] = useState<Snapshot<T> | null>(null);
  const observerRef = useRef<QueryObserver<T, Error, T, T, QueryKey> | null>(null);
  const latest = useRef({ queryKey, queryFn });
  useEffect(() => {
    latest.current = { queryKey, queryFn };
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void loadQueryModule().then(({ QueryObserver, browserQueryClient }) => {
      if (!active) return;
      const observer = new QueryObserver<T, Error, T, T, QueryKey>(browserQueryClient(), {
        queryKey: latest.current.queryKey,
        queryFn: (context) => latest.current.queryFn(context),
        ...(retry !== undefined ? { retry } : {}),
      });
      observerRef.current = observer;
      const take = (result: { data: T | undefined; error: Error | null; isError: boolean; isFetching: boolean }) =>
        setSnapshot({ key, data: result.data, error: result.error, isError: result.isError, isFetching: result.isFetching });
      unsubscribe = observer.subscribe(take);
      take(observer.getCurrentResult());
    });
    return () => {
      active = false;
      unsubscribe?.();
      observerRef.current = null;
    };
  }, [key, enabled, retry]);

  const refetch = useCallback(() => observerRef.current?.refetch() ?? Promise.resolve(), []);
  const current = snapshot?.key === key ? snapshot : null;
  return { data: current?.data, error: current?.error ?? null, isError: current?.isError ?? false, isFetching: current?.isFetching ?? false, refetch };
}
