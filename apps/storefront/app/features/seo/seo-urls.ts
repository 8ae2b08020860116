/**
 * Canonical URLs and `hreflang` alternates (product guide §2 locale in URLs): a page lives on its
 * country's shop domain (`MARKETS[country].domain`), with `?language=xx` only off the country's
 * default language. Paths that search engines must not index get neither.
 */
import { localeTag } from '@blush/shared/locale';
import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY, type Language, MARKETS, defaultLanguage } from '@blush/shared/markets';

/** Kept out of search engines (robots.txt disallows them; pages there get no canonical). */
export const NOINDEX_PREFIXES = ['/preview', '/sandbox', '/cart', '/checkout', '/orders', '/api', '/locale', '/sign_in', '/sign_up', '/users', '/account', '/dev'] as const;
/** Page-view analytics stay off here (product guide §2, §6): previews, the bag, checkout, order screens and the sandbox. */
const NO_ANALYTICS_PREFIXES = ['/preview', '/cart', '/checkout', '/orders', '/sandbox'] as const;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isIndexable(pathname: string): boolean {
  return !NOINDEX_PREFIXES.some((prefix) => under(pathname, prefix));
}

export function analyticsEnabledFor(pathname: string): boolean {
  return !NO_ANALYTICS_PREFIXES.some((prefix) => under(pathname, prefix));
}

/** `https://www.blush.co.th` */
export function siteOrigin(country: CountryCode): string {
  return `https://${MARKETS[country].domain}`;
}

function cleanPath(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The one URL of a page on a country site in a language. */
export function pageUrl(country: CountryCode, language: Language, pathname: string): string {
  const query = language === defaultLanguage(country) ? '' : `?language=${language}`;
  return `${siteOrigin(country)}${cleanPath(pathname)}${query}`;
}

export const canonicalUrl = pageUrl;

export interface Alternate {
  hrefLang: string;
  href: string;
}

/** Every country × language version of a path, and `x-default` (the default country's default language). */
export function alternateLinks(pathname: string): Alternate[] {
  const links = COUNTRY_CODES.flatMap((country) =>
    MARKETS[country].languages.map((language) => ({ hrefLang: localeTag(language, country), href: pageUrl(country, language, pathname) })),
  );
  links.push({ hrefLang: 'x-default', href: pageUrl(DEFAULT_COUNTRY, defaultLanguage(DEFAULT_COUNTRY), pathname) });
  return links;
}
