/**
 * The browser's API client: same origin `/api/web/v1`, the headers of SPEC.md §7. Retries are left
 * to the query cache (`query-client.ts`), which already retries the same statuses.
 */
import { type ApiLocale, type CallOptions, type Transport, callApi } from './api-core.ts';

export const browserTransport: Transport = async ({ method, url, headers, body, signal }) => {
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
  return { status: response.status, body: await response.text() };
};

export function createBrowserApi(locale: ApiLocale, transport: Transport = browserTransport) {
  return {
    get: <T>(path: string, options: CallOptions<T> = {}) => callApi<T>(transport, locale, path, options),
  };
}

export type BrowserApi = ReturnType<typeof createBrowserApi>;
