/** The commerce API's path prefix, the same for the storefront and other clients. */
export const API_PREFIX = '/api/web/v1';

/** Headers every storefront request carries (product guide §7); Accept-Language and X-Site-Country are per request. */
export const PLATFORM_HEADERS = {
  'Content-Type': 'application/json',
  'X-Platform': 'web',
  'X-App-Platform': 'web_desktop',
  'X-App-Version': '1.0.0',
  'X-SWA': 'web',
} as const;

/** Statuses the generic client retries (product guide §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Query cache policy (product guide §7). */
export const QUERY_CACHE = {
  retries: 3,
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 5 * 60_000,
  retryDelayMs: (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

export function isErrorStatus(status: number): boolean {
  return status >= 400 && status <= 599;
}
