import { type CountryCode, type Language, MARKETS } from './markets.ts';
import { formatMoney } from './money.ts';
import { interpolate } from './interpolate.ts';
import { intlLanguage } from './locale.ts';
import type { Translated } from './catalog.ts';

/** The retailer's name as shoppers see it. */
export const SITE_NAME = 'Blush';

const displayNames = new Map<Language, Intl.DisplayNames>();

/** Where CLDR's name is the formal one, the name shoppers use. */
const SHORT_NAMES: Partial<Record<CountryCode, Partial<Translated>>> = {
  HK: { en: 'Hong Kong', id: 'Hong Kong', th: 'ฮ่องกง', zh: '香港' },
  TH: { th: 'ประเทศไทย' },
};

/** The country's name in the shopper's language ("ประเทศไทย", "香港", "Singapura"). */
export function countryName(country: CountryCode, language: Language): string {
  const short = SHORT_NAMES[country]?.[language];
  if (short) return short;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([intlLanguage(language)], { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(country) ?? country;
}

/** The language's own name, for a language picker ("English", "Bahasa Indonesia", "ไทย", "繁體中文"): the Chinese of the HK site is Traditional. */
export const LANGUAGE_NAMES: Translated = { en: 'English', id: 'Bahasa Indonesia', th: 'ไทย', zh: '繁體中文' };

const TITLE: Translated = { en: '{site} {country}', id: '{site} {country}', th: '{site} {country}', zh: '{site}{country}' };

const DESCRIPTION: Translated = {
  en: 'Shop makeup, skincare, fragrance and hair care from the brands you love at {title}. Free shipping over {threshold}, Beauty Pass rewards and in-store beauty services.',
  id: 'Belanja makeup, perawatan kulit, parfum, dan perawatan rambut dari merek favorit Anda di {title}. Gratis ongkir untuk belanja di atas {threshold}, hadiah Beauty Pass, dan layanan kecantikan di toko.',
  th: 'ช้อปเมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผมจากแบรนด์ที่คุณรักที่ {title} ส่งฟรีเมื่อซื้อครบ {threshold} รับรางวัล Beauty Pass และบริการความงามในร้าน',
  zh: '在{title}選購您喜愛品牌的彩妝、護膚、香水和護髮產品。滿 {threshold} 免運費，享 Beauty Pass 獎勵及店內美容服務。',
};

/** "Blush Singapore", "Blush ประเทศไทย": the second half of every page title (product guide §9). */
export function siteTitle(country: CountryCode, language: Language): string {
  return interpolate(TITLE[language], { site: SITE_NAME, country: countryName(country, language) });
}

/** The meta description of the country site, in the shopper's language. */
export function metaDescription(country: CountryCode, language: Language): string {
  const market = MARKETS[country];
  return interpolate(DESCRIPTION[language], {
    title: siteTitle(country, language),
    threshold: formatMoney({ amount: market.freeShippingThreshold, currency: market.currency }, language, country, { dropZeroFraction: true }),
  });
}

/** "{page title} | {site title}" (product guide §9). */
export function pageTitle(page: string | undefined, country: CountryCode, language: Language): string {
  const site = siteTitle(country, language);
  return page ? `${page} | ${site}` : site;
}
