/** Money and times as the staff member reads them: amounts in the order's currency, times in the order's country. */
import { type CountryCode, type CurrencyCode, type Language, MARKETS, isCountryCode } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';

const SITE_OF_LANGUAGE: Record<Language, CountryCode> = { en: 'SG', id: 'ID', th: 'TH', zh: 'HK' };
/** Day-month English for staff across the region; Chinese as in Hong Kong. */
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', id: 'id-ID', th: 'th-TH', zh: 'zh-HK' };

export function money(value: { amount: number; currency: string }, language: Language): string {
  return formatMoney({ amount: value.amount, currency: value.currency as CurrencyCode }, language, SITE_OF_LANGUAGE[language]);
}

/** A date and time; in the country's time zone when given (an order's), else the browser's. */
export function dateTime(iso: string, language: Language, country?: string): string {
  const timeZone = country && isCountryCode(country) ? MARKETS[country].timeZone : undefined;
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    hourCycle: 'h23',
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A country's name in the staff member's language ("Singapore", "สิงคโปร์", "新加坡"). */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([DATE_LOCALE[language]], { type: 'region' }).of(code) ?? code;
}

/** Minor units from what a staff member typed in major units ("12.50" → 1250); undefined when it is not an amount. */
export function minorUnits(text: string, exponent = 2): number | undefined {
  const clean = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(clean)) return undefined;
  const [whole, fraction = ''] = clean.split('.');
  if (fraction.length > exponent) return undefined;
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}
