/**
 * Safe navigation (product guide §2, §8): in-app paths pass; a URL to another origin is refused unless
 * its origin is allow-listed in `ALLOWED_EXTERNAL_ORIGINS`; scripts and other schemes never pass.
 */
import { ALLOWED_EXTERNAL_ORIGINS } from '../config.ts';
import { isInternalPath } from './locale.ts';

export type NavigationCheck =
  | { ok: true; kind: 'internal' | 'external'; href: string }
  | { ok: false; code: 'external_navigation_refused'; href: string };

export function checkNavigation(
  href: string,
  allowList: readonly string[] = ALLOWED_EXTERNAL_ORIGINS,
): NavigationCheck {
  const trimmed = href.trim();
  if (isInternalPath(trimmed)) return { ok: true, kind: 'internal', href: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, code: 'external_navigation_refused', href: trimmed };
  }
  if ((url.protocol === 'https:' || url.protocol === 'http:') && allowList.includes(url.origin)) {
    return { ok: true, kind: 'external', href: url.href };
  }
  return { ok: false, code: 'external_navigation_refused', href: trimmed };
}

export function isNavigationAllowed(href: string, allowList?: readonly string[]): boolean {
  return checkNavigation(href, allowList).ok;
}
