/**
 * Token refresh of product guide §4 and §8, as a wrapper around a transport. On a 401 while the
 * `jwt-data` cookie is present, the first failing request refreshes the tokens (client flow,
 * `POST /auth/token`) and every request that failed meanwhile waits for that same refresh; then each
 * is sent once more. A 401 without the cookie, any other status, and a failed refresh are left to
 * the caller (a response with the status, or the refresh's own error).
 *
 * One refresh at a time per tab (a shared promise) and, with `locks` (`navigator.locks`), per
 * browser: a tab that gets the lock after another tab refreshed sees a new `jwt-data` cookie and
 * only retries. Pure: the transport, the cookie reader, the refresh and the lock manager are handed
 * in, so it runs the same in a test.
 */
import type { Transport, TransportRequest, TransportResponse } from './api-core.ts';

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface AuthRefreshOptions {
  /** Sends a request (the refresh itself must not go through the wrapper). */
  transport: Transport;
  /** The `jwt-data` cookie as it is now; undefined when absent. */
  readSessionCookie: () => string | undefined;
  /** Refreshes the tokens; rejects when that is not possible. Gets the request that failed (its headers). */
  refresh: (failed: TransportRequest) => Promise<void>;
  /** `navigator.locks` where the browser has it: one refresh across tabs. */
  locks?: LockManagerLike | undefined;
  /** Requests whose 401 is an answer, not an expired session (sign-in, the refresh). */
  skip?: (request: TransportRequest) => boolean;
}

export const AUTH_REFRESH_LOCK = 'blush-auth-refresh';

export function withAuthRefresh({ transport, readSessionCookie, refresh, locks, skip }: AuthRefreshOptions): Transport {
  let pending: Promise<void> | undefined;

  /** Refresh unless someone already did since `seen` (the cookie when the request failed). */
  const refreshUnlessDone = async (seen: string, failed: TransportRequest): Promise<void> => {
    const task = async () => {
      if (readSessionCookie() !== seen) return;
      await refresh(failed);
    };
    if (locks) await locks.request(AUTH_REFRESH_LOCK, task);
    else await task();
  };

  const refreshOnce = (seen: string, failed: TransportRequest): Promise<void> => {
    pending ??= refreshUnlessDone(seen, failed).finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return async (request: TransportRequest): Promise<TransportResponse> => {
    const seen = readSessionCookie();
    const response = await transport(request);
    if (response.status !== 401 || seen === undefined || skip?.(request)) return response;
    await refreshOnce(seen, request);
    return transport(request);
  };
}
