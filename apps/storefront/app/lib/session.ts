/**
 * The shopper's session (product guide §4): signed in only while the `jwt-data` cookie exists and the
 * account query (`GET /account`, key `ACCOUNT_QUERY_KEY`, no retry) succeeds. The header uses it
 * with TanStack Query loaded lazily; account pages use it through `features/account`.
 *
 * Cookie changes made by the API (sign-in, sign-out, refresh) are not observable, so code that
 * signs in or out calls `notifySessionChange()`; the cookie is also read again when the tab
 * gets focus (another tab may have signed out).
 */
import { useSyncExternalStore } from 'react';
import type { AccountDto } from '@blush/shared/account-contracts';
import { COOKIE } from '@blush/shared/locale';
import { useLazyQuery } from './query.ts';
import { useSiteLocale } from './site.ts';

export const ACCOUNT_QUERY_KEY = ['account'] as const;

const listeners = new Set<() => void>();

/** Tell every `useSession` to read the cookie again (after signing in or out). */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE.jwtData}=([^;]+)`);

/**
 * The `jwt-data` cookie's value; null without it, on the server and while hydrating. (A regular
 * expression, not `jwt-data.ts`: this runs on every page's first load.)
 */
export function useSessionCookie(): string | null {
  return useSyncExternalStore(subscribe, () => SESSION_COOKIE.exec(document.cookie)?.[1] ?? null, () => null);
}

/**
 * Who the session is for: the access token's subject read from `jwt-data` (header.payload, base64url),
 * or null for a guest. Unlike the cookie's value it stays the same when the tokens are refreshed, so
 * data kept per shopper (the bag, the wishlist) is fetched again only when somebody else signs in.
 */
export function sessionSubject(cookie: string | null): string | null {
  if (!cookie) return null;
  try {
    const payload = JSON.parse(atob((cookie.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : cookie;
  } catch {
    return cookie;
  }
}

/**
 * `sessionSubject` of the current cookie: null for a guest. On the server and while hydrating it is
 * `serverSubject`: null unless the page's loader read the request's cookie (the bag page does, so
 * a member's bag is rendered as the member's from the first paint).
 */
export function useSessionSubject(serverSubject: string | null = null): string | null {
  return useSyncExternalStore(subscribe, () => sessionSubject(SESSION_COOKIE.exec(document.cookie)?.[1] ?? null), () => serverSubject);
}

export type SessionStatus =
  /** No `jwt-data` cookie, or the account answered 401 (after the refresh attempt). */
  | 'guest'
  /** The cookie is there and the account query has not answered yet. */
  | 'checking'
  /** The account answered. */
  | 'member'
  /** The cookie is there but the account query failed otherwise (network, 5xx): not signed in, not signed out either. */
  | 'unavailable';

export interface Session {
  status: SessionStatus;
  account: AccountDto | undefined;
  /** The member's first name, once the account has answered. */
  firstName: string | undefined;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** An `ApiError` with status 401 (checked by shape: `api-core.ts` is not part of the first load). */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

export function useSession(): Session {
  const cookie = useSessionCookie();
  const locale = useSiteLocale();
  const query = useLazyQuery<AccountDto>({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => import('./account-query.ts').then((m) => m.fetchAccount(locale, signal)),
    enabled: cookie !== null,
    retry: false,
  });
  let status: SessionStatus;
  if (cookie === null) status = 'guest';
  else if (query.data && !query.isError) status = 'member';
  else if (query.isError) status = isUnauthorized(query.error) ? 'guest' : 'unavailable';
  else status = 'checking';
  const account = status === 'member' ? query.data : undefined;
  return {
    status,
    account,
    firstName: account?.user.first_name,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Pages after which sign-in should not come back to (the auth pages themselves). */
const AUTH_PATHS = ['/sign_in', '/sign_up', '/users/'];

/** `/sign_in?return_to=<encoded path>` (product guide §2), or plain `/sign_in` from home and the auth pages. */
export function signInHref(returnTo?: string): string {
  if (!returnTo || returnTo === '/' || AUTH_PATHS.some((p) => returnTo.startsWith(p))) return '/sign_in';
  return `/sign_in?return_to=${encodeURIComponent(returnTo)}`;
}
