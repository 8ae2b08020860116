/** Every country site's title for the welcome screen, from the shared message catalogue (on the server: it holds every language). */
import { COUNTRY_CODES, type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import { siteTitle } from '@blush/shared/site';

export type SiteTitles = Readonly<Record<CountryCode, Partial<Record<Language, string>>>>;

/** Each site's title in the page language and in each of the site's own languages ("Blush Thailand", "Blush ประเทศไทย"). */
export function siteTitles(language: Language): SiteTitles {
  return Object.fromEntries(
    COUNTRY_CODES.map((country) => [country, Object.fromEntries([...new Set([language, ...MARKETS[country].languages])].map((lng) => [lng, siteTitle(country, translator(lng))]))]),
  ) as SiteTitles;
}
