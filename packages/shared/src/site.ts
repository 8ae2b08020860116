/**
 * The site's names and titles (product guide §9): the country and language names shoppers see and
 * the title and meta description of each country site, from the message catalogue (`countries`,
 * `languages`, `site`; decision 0021) in the language of the `text` given.
 */
import type { CountryCode, Language } from './markets.ts';
import type { Translate } from './message-format.ts';
import { formatMoney } from './money.ts';
import { MARKETS } from './markets.ts';

/** The retailer's name as shoppers see it. */
export const SITE_NAME = 'Blush';

/** The country's name as shoppers say it ("ประเทศไทย", "香港", "Singapura"). */
export function countryName(country: CountryCode, text: Translate): string {
  return text(`countries.${country}`);
}

/** A language's name in a language picker: its own name in every language ("English", "Bahasa Indonesia", "ไทย", "繁體中文"). */
export function languageName(language: Language, text: Translate): string {
  return text(`languages.${language}`);
}

/** "Blush Singapore", "Blush ประเทศไทย": the second half of every page title. */
export function siteTitle(country: CountryCode, text: Translate): string {
  return text('site.title', { site: SITE_NAME, country: countryName(country, text) });
}

/** The meta description of the country site in `language` (the language of `text`, which also writes the free-shipping threshold). */
export function metaDescription(country: CountryCode, language: Language, text: Translate): string {
  const market = MARKETS[country];
  return text('site.description', {
    title: siteTitle(country, text),
    threshold: formatMoney({ amount: market.freeShippingThreshold, currency: market.currency }, language, country, { dropZeroFraction: true }),
  });
}

/** "{page title} | {site title}" (product guide §9). */
export function pageTitle(page: string | undefined, site: string): string {
  return page ? `${page} | ${site}` : site;
}
