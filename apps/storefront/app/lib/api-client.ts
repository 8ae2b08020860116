/**
 * The browser's API client: same origin `/api/web/v1`, the headers of product guide §7, and the token
 * refresh of product guide §4/§8 (`auth-refresh.ts`): a 401 while signed in refreshes the tokens once for
 * all requests failing together, then retries. Retries of other failures are left to the query
 * cache (`query-client.ts`), which already retries the same statuses.
 */
import { API_PREFIX, isErrorStatus } from '@blush/shared/http';
import { type ApiLocale, type CallOptions, type Transport, type TransportRequest, apiUrl, callApi, errorFrom } from './api-core.ts';
import { withAuthRefresh } from './auth-refresh.ts';
import { readSessionCookie } from './jwt-data.ts';

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

/** `POST /auth/token` (client flow): new cookies from the httpOnly refresh cookie, or an `ApiError`. */
async function refreshTokens(failed: TransportRequest): Promise<void> {
  const response = await browserTransport({
    method: 'POST',
    url: apiUrl('/auth/token'),
    headers: failed.headers,
    body: JSON.stringify({ grant_type: 'refresh_token', flow: 'client' }),
  });
  if (isErrorStatus(response.status)) throw errorFrom(response.status, response.body);
}

/** Where a 401 is the answer itself: signing in, and the refresh. */
const NO_REFRESH = [`${API_PREFIX}/sessions`, `${API_PREFIX}/auth/`];

export const authTransport: Transport = withAuthRefresh({
  transport: browserTransport,
  readSessionCookie,
  refresh: refreshTokens,
  locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined,
  skip: (request) => NO_REFRESH.some((prefix) => request.url.startsWith(prefix)),
});

export function createBrowserApi(locale: ApiLocale, transport: Transport = authTransport) {
  return {
    get: <T>(path: string, options: CallOptions<T> = {}) => callApi<T>(transport, locale, path, options),
    /** POST, PATCH, PUT or DELETE with a JSON body (X-Platform is among the headers, as the API requires). */
    send: <T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, options: CallOptions<T> = {}) =>
      callApi<T>(transport, locale, path, { ...options, method, ...(body !== undefined ? { body } : {}) }),
  };
}

export type BrowserApi = ReturnType<typeof createBrowserApi>;
