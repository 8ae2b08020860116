/**
 * Locale in URLs (product guide §2 "route step"): a link carries `?language=xx` only when the language is
 * not the country's default, and `?country_code=XX` only when the country itself came from the
 * query (no cookie, header or host decided it), so a shopper stays on the site they asked for.
 */
import type { Locale } from '@blush/shared/locale';
import { type CountryCode, type Language, defaultLanguage, offersLanguage, parseLanguage } from '@blush/shared/markets';

export type SiteLocale = Pick<Locale, 'country' | 'language' | 'countrySource'>;

/** Query parameters that select the locale; they never travel in a link unless needed. */
export const LOCALE_QUERY_KEYS = ['language', 'language_code', 'country_code'] as const;

const BASE = 'http://local.invalid';

/** Is `href` an in-app path (`/x`, `?q=`, `#top`), not another origin nor a scheme? */
export function isInternalPath(href: string): boolean {
  if (href.startsWith('#') || href.startsWith('?')) return true;
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return false;
  try {
    return new URL(href, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * Add or drop the locale query on an in-app path. External or odd hrefs are returned unchanged
 * (safe navigation decides about those).
 */
export function localizeHref(href: string, locale: SiteLocale): string {
  if (!href.startsWith('/') || !isInternalPath(href)) return href;
  const url = new URL(href, BASE);
  for (const key of LOCALE_QUERY_KEYS) url.searchParams.delete(key);
  if (locale.countrySource === 'query') url.searchParams.set('country_code', locale.country);
  if (locale.language !== defaultLanguage(locale.country)) url.searchParams.set('language', locale.language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * product guide §2: a URL whose `language`/`language_code` equals the country's default (or names a
 * language the country lacks) is rewritten without it. Returns the path to redirect to, or null.
 */
export function canonicalLocalePath(url: URL, country: CountryCode): string | null {
  let changed = false;
  const next = new URL(url.pathname + url.search + url.hash, BASE);
  for (const key of ['language', 'language_code'] as const) {
    const raw = url.searchParams.get(key);
    if (raw === null) continue;
    const language = parseLanguage(raw);
    if (!language || !offersLanguage(country, language) || language === defaultLanguage(country) || raw !== language) {
      next.searchParams.delete(key);
      if (language && offersLanguage(country, language) && language !== defaultLanguage(country)) {
        // `?language=TH-th` → `?language=th`: keep the choice, normalise the spelling.
        next.searchParams.set('language', language);
      }
      changed = true;
    }
  }
  if (!changed) return null;
  return `${next.pathname}${next.search}${next.hash}`;
}

/** The explicitly requested language in a URL, if it is one the country offers. */
export function queryLanguage(url: URL, country: CountryCode): Language | undefined {
  for (const key of ['language', 'language_code']) {
    const language = parseLanguage(url.searchParams.get(key));
    if (language && offersLanguage(country, language)) return language;
  }
  return undefined;
}

/** A same-origin return path for redirects; anything else (other origin, scheme, junk) becomes `/`. */
export function safeReturnPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !isInternalPath(candidate) || !candidate.startsWith('/')) return fallback;
  // Control characters (and so CR/LF header injection) never reach a Location header.
  for (let i = 0; i < candidate.length; i++) {
    const code = candidate.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  const url = new URL(candidate, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}
