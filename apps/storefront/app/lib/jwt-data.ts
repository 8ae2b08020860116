/**
 * The `jwt-data` cookie (product guide §9): the access token's header and payload, base64url, readable by
 * scripts (the signature stays in an httpOnly cookie). Its presence is half of "signed in"
 * (product guide §4; the other half is a successful account query); the token refresh compares its value
 * before and after to know whether another request or tab already refreshed.
 */
import { COOKIE } from '@blush/shared/locale';
import { parseCookies } from './cookies.ts';

/** The value of a cookie in `document.cookie` (or the given string); undefined outside a browser. */
export function readCookie(name: string, cookies?: string): string | undefined {
  const source = cookies ?? (typeof document === 'undefined' ? '' : document.cookie);
  const value = parseCookies(source)[name];
  return value === undefined || value === '' ? undefined : value;
}

export function readSessionCookie(): string | undefined {
  return readCookie(COOKIE.jwtData);
}
