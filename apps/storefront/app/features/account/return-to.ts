/**
 * `return_to` of the sign-in and sign-up pages (product guide §2): the encoded full path of the page the
 * shopper came from. Only a same-origin path is accepted (safe navigation, `lib/safe-navigation.ts`),
 * never the auth pages themselves; anything else is dropped.
 */
import { safeReturnPath } from '../../lib/locale.ts';
import { checkNavigation } from '../../lib/safe-navigation.ts';

export const AFTER_SIGN_IN = '/account';

/** Auth pages: going back there after signing in makes no sense. */
function isAuthPage(pathname: string): boolean {
  return pathname === '/sign_in' || pathname === '/sign_up' || pathname.startsWith('/users/');
}

/** The validated return path, or null. */
export function parseReturnTo(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const check = checkNavigation(raw);
  if (!check.ok || check.kind !== 'internal' || !raw.startsWith('/')) return null;
  const path = safeReturnPath(raw, '');
  if (!path || isAuthPage(path.split(/[?#]/)[0]!)) return null;
  return path;
}

/** Where to go after signing in or up. */
export function destinationAfterSignIn(returnTo: string | null): string {
  return returnTo ?? AFTER_SIGN_IN;
}

/** `path?return_to=…` keeping the return path across the auth pages. */
export function withReturnTo(path: string, returnTo: string | null, extra: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  if (returnTo) params.set('return_to', returnTo);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
