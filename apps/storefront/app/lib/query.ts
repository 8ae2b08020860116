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
  /**
   * Data the page already has for this key (a loader's): returned from the first render on (server
   * and hydration included), and put in the cache as fetched when this hook first saw it, unless the
   * cache holds newer data; being fresh, it is not fetched again on load.
   */
  initialData?: T | undefined;
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
  /** The `initialData` the snapshot was taken with: a new one (the next loader data) replaces it. */
  initial: T | undefined;
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
}

/**
 * A subset of `useQuery` (`queryKey`, `queryFn`, `enabled`, `retry` in; `data`, `error`, `isError`,
 * `isFetching`, `refetch` out) through the same query client, retries and cache. It runs in the browser only,
 * after hydration: during server rendering and the first render in the browser the result is
 * `initialData` (empty without it, as `useQuery`'s is before its first fetch).
 */
export function useLazyQuery<T>({ queryKey, queryFn, enabled = true, retry, initialData }: LazyQueryOptions<T>): LazyQueryResult<T> {
  const key = JSON.stringify(queryKey);
  const [snapshot, setSnapshot] = useState<Snapshot<T> | null>(null);
  const observerRef = useRef<QueryObserver<T, Error, T, T, QueryKey> | null>(null);
  const latest = useRef({ queryKey, queryFn });
  /** When the initial data arrived (hydration, or a navigation's loader data): its age in the cache. */
  const received = useRef<{ data: T; at: number } | null>(null);
  useEffect(() => {
    latest.current = { queryKey, queryFn };
  });

  useEffect(() => {
    if (!enabled) return;
    if (initialData === undefined) received.current = null;
    else if (received.current?.data !== initialData) received.current = { data: initialData, at: Date.now() };
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void loadQueryModule().then(({ QueryObserver, browserQueryClient }) => {
      if (!active) return;
      const client = browserQueryClient();
      const initial = received.current;
      if (initial && (client.getQueryState(latest.current.queryKey)?.dataUpdatedAt ?? 0) < initial.at) {
        client.setQueryData(latest.current.queryKey, initial.data, { updatedAt: initial.at });
      }
      const observer = new QueryObserver<T, Error, T, T, QueryKey>(client, {
        queryKey: latest.current.queryKey,
        queryFn: (context) => latest.current.queryFn(context),
        ...(retry !== undefined ? { retry } : {}),
      });
      observerRef.current = observer;
      const take = (result: { data: T | undefined; error: Error | null; isError: boolean; isFetching: boolean }) =>
        setSnapshot({ key, initial: initialData, data: result.data, error: result.error, isError: result.isError, isFetching: result.isFetching });
      unsubscribe = observer.subscribe(take);
      take(observer.getCurrentResult());
    });
    return () => {
      active = false;
      unsubscribe?.();
      observerRef.current = null;
    };
  }, [key, enabled, retry, initialData]);

  const refetch = useCallback(() => observerRef.current?.refetch() ?? Promise.resolve(), []);
  const current = snapshot?.key === key && snapshot.initial === initialData ? snapshot : null;
  return { data: current ? current.data : initialData, error: current?.error ?? null, isError: current?.isError ?? false, isFetching: current?.isFetching ?? false, refetch };
}
