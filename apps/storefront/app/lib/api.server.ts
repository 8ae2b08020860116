/**
 * The API client of route loaders. In process (the default) it calls the Fastify instance the
 * storefront is mounted on through `app.inject`, handed over by `server.ts` in the load context;
 * with `API_URL` set it uses `fetch(API_URL + path)` instead (a separately deployed API).
 * Retries: 2, on the statuses of product guide §7, with a short backoff.
 */
import type { RouterContextProvider } from 'react-router';
import {
  brandDetailSchema,
  brandsResponseSchema,
  categoriesResponseSchema,
  localeResponseSchema,
  marketsResponseSchema,
  productListResponseSchema,
  productReviewsResponseSchema,
} from '@blush/shared/contracts';
import { type ApiLocale, type CallOptions, type QueryValue, type Transport, callApi } from './api-core.ts';
import { apiTransportContext } from './api-transport.server.ts';

export const SERVER_RETRIES = 2;
export const serverRetryDelay = (attempt: number): number => 50 * 2 ** attempt;
const REQUEST_TIMEOUT_MS = 10_000;

export function fetchTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return async ({ method, url, headers, body, signal }) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { status: response.status, body: await response.text() };
  };
}

let cachedFetchTransport: { url: string; transport: Transport } | undefined;

export function resolveTransport(context: Readonly<RouterContextProvider>): Transport {
  const url = process.env.API_URL;
  if (url) {
    if (cachedFetchTransport?.url !== url) cachedFetchTransport = { url, transport: fetchTransport(url) };
    return cachedFetchTransport.transport;
  }
  const transport = context.get(apiTransportContext);
  if (!transport) throw new Error('No API transport in the load context: start the storefront with server.ts or set API_URL.');
  return transport;
}

export type ProductQuery = Readonly<{
  sort?: 'relevance' | 'newest' | 'bestsellers' | 'price_asc' | 'price_desc' | 'rating';
  brand?: string;
  category?: string;
  q?: string;
  page?: number;
  page_size?: number;
}>;

export function createServerApi(transport: Transport, locale: ApiLocale, signal?: AbortSignal) {
  const get = <T>(path: string, options: CallOptions<T> = {}) =>
    callApi<T>(transport, locale, path, {
      retries: SERVER_RETRIES,
      retryDelayMs: serverRetryDelay,
      ...(signal ? { signal } : {}),
      ...options,
    });
  return {
    get,
    markets: () => get('/markets', { schema: marketsResponseSchema }),
    locale: () => get('/locale', { schema: localeResponseSchema }),
    categories: () => get('/categories', { schema: categoriesResponseSchema }),
    brands: (query: { sort?: 'popular' | 'name'; limit?: number } = {}) =>
      get('/brands', { schema: brandsResponseSchema, query }),
    brand: (slug: string) => get(`/brands/${encodeURIComponent(slug)}`, { schema: brandDetailSchema }),
    products: (query: ProductQuery) =>
      get('/products', { schema: productListResponseSchema, query: query as Record<string, QueryValue> }),
    reviews: (slug: string, query: { page?: number; page_size?: number } = {}) =>
      get(`/products/${encodeURIComponent(slug)}/reviews`, { schema: productReviewsResponseSchema, query }),
    openapi: () => get<unknown>('/openapi.json'),
  };
}

export type ServerApi = ReturnType<typeof createServerApi>;
