import {
  type CountryCode,
  type Language,
  DEFAULT_COUNTRY,
  countryFromHost,
  defaultLanguage,
  offersLanguage,
  parseCountry,
  parseLanguage,
} from './markets.ts';

/** Cookie names and lifetimes of product guide §9. */
export const COOKIE = {
  locale: 'locale',
  languagePrefix: 'lng_',
  jwtData: 'jwt-data',
  jwtSignature: 'jwt-signature',
  jwtRefresh: 'jwt-refresh-token',
  /** A guest's bag (httpOnly, random token; the API keeps only its hash). */
  bag: 'bag',
} as const;
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60; // 1 year, in seconds
export const JWT_COOKIE_MAX_AGE = 5_184_000; // 60 days, in seconds

/** The language cookie is per country site, so TH can remember English while HK keeps Chinese. */
export function languageCookieName(country: CountryCode): string {
  return `${COOKIE.languagePrefix}${country.toLowerCase()}`;
}

export interface LocaleInputs {
  host?: string | null;
  /** `x-site-country` request header. */
  siteCountryHeader?: string | null;
  /** Cookie name → value. */
  cookies?: Readonly<Record<string, string | undefined>>;
  /** URL query parameters. */
  query?: URLSearchParams | Readonly<Record<string, string | undefined>>;
  /** `Accept-Language` as the storefront sends it (language-COUNTRY); used after the query, before the cookie. */
  acceptLanguage?: string | null;
}

export interface Locale {
  country: CountryCode;
  language: Language;
  /** Where the country came from, for diagnostics and the welcome screen. */
  countrySource: 'host' | 'header' | 'cookie' | 'query' | 'default';
}

function queryValue(query: LocaleInputs['query'], key: string): string | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  return query[key];
}

/**
 * product guide §4: country from the host suffix, then `x-site-country`, then the locale cookie,
 * then `country_code`, then SG. Language from `language`/`language_code`, then the `lng_` cookie,
 * (API clients: then Accept-Language), then the country's default; a language the country does not offer falls back to the default.
 */
export function resolveLocale(inputs: LocaleInputs): Locale {
  const candidates: Array<[Locale['countrySource'], CountryCode | undefined]> = [
    ['host', countryFromHost(inputs.host)],
    ['header', parseCountry(inputs.siteCountryHeader)],
    ['cookie', parseCountry(inputs.cookies?.[COOKIE.locale])],
    ['query', parseCountry(queryValue(inputs.query, 'country_code'))],
  ];
  const found = candidates.find(([, code]) => code !== undefined);
  const country = found?.[1] ?? DEFAULT_COUNTRY;
  const countrySource = found?.[0] ?? 'default';

  const languageCandidates = [
    parseLanguage(queryValue(inputs.query, 'language')),
    parseLanguage(queryValue(inputs.query, 'language_code')),
    parseLanguage(inputs.acceptLanguage?.split(',')[0]),
    parseLanguage(inputs.cookies?.[languageCookieName(country)]),
  ];
  const language =
    languageCandidates.find((l): l is Language => l !== undefined && offersLanguage(country, l)) ??
    defaultLanguage(country);
  return { country, language, countrySource };
}

/** BCP 47 tag for Intl and <html lang>: `en-SG`, `th-TH`, `zh-HK`, `id-ID`. */
export function localeTag(language: Language, country: CountryCode): string {
  return `${language}-${country}`;
}

/** English sites whose Intl locale writes the month first ("Nov 25, 2026"): every English site writes day-month. */
const MONTH_FIRST_ENGLISH: ReadonlySet<CountryCode> = new Set(['TH', 'PH']);

/**
 * The tag to format dates, times and numbers with: the page's `localeTag`, except English on a site
 * whose Intl English writes the month first (en-TH, en-PH), which writes day-month as British
 * English does, keeping the 12-hour clock ("25 Nov 2026", "3:00 pm").
 */
export function formatLocaleTag(language: Language, country: CountryCode): string {
  return language === 'en' && MONTH_FIRST_ENGLISH.has(country) ? 'en-GB-u-hc-h12' : localeTag(language, country);
}

/**
 * The tag to give Intl where only the language is known (names of countries, currencies): `zh` is
 * offered only in Hong Kong, so it is Traditional Chinese as written there (`zh-HK`: 澳洲, 紐西蘭),
 * never Intl's default Simplified `zh`.
 */
export function intlLanguage(language: Language): string {
  return language === 'zh' ? 'zh-HK' : language;
}

/** The value of Accept-Language the storefront sends to the API (product guide §7): language-COUNTRY. */
export const acceptLanguage = localeTag;
