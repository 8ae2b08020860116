import type { CountryCode, CurrencyCode, Language } from './markets.ts';
import { localeTag } from './locale.ts';

/** ISO 4217 minor-unit exponent of each currency the shop sells in. */
export const CURRENCY_EXPONENT: Readonly<Record<CurrencyCode, number>> = {
  AUD: 2, HKD: 2, IDR: 2, MYR: 2, NZD: 2, PHP: 2, SGD: 2, THB: 2,
};

/**
 * Currencies written with their local sign in every language of their site: ฿ on the English Thai
 * site as on the Thai one (Intl's en-TH would write "THB"). The others keep Intl's symbol, which
 * tells dollars apart where it matters ("HK$" on the English Hong Kong site).
 */
const NARROW_SYMBOL: ReadonlySet<CurrencyCode> = new Set(['THB']);

/** Currencies shown without fractions because shoppers never see them (rupiah). */
const WHOLE_UNITS_ONLY: ReadonlySet<CurrencyCode> = new Set(['IDR']);

export interface Money {
  /** Integer in the currency's minor unit. */
  amount: number;
  currency: CurrencyCode;
}

const formatters = new Map<string, Intl.NumberFormat>();

export interface FormatMoneyOptions {
  /** "S$35" rather than "S$35.00" when the amount is whole (thresholds, headlines). */
  dropZeroFraction?: boolean;
}

/** Format an integer minor-unit amount for a shopper of `language` on the `country` site. */
export function formatMoney(money: Money, language: Language, country: CountryCode, options: FormatMoneyOptions = {}): string {
  const exact = money.amount % 10 ** CURRENCY_EXPONENT[money.currency] === 0;
  const whole = WHOLE_UNITS_ONLY.has(money.currency) || (options.dropZeroFraction === true && exact);
  const key = `${language}-${country}-${money.currency}-${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag(language, country), {
      style: 'currency',
      currency: money.currency,
      currencyDisplay: NARROW_SYMBOL.has(money.currency) ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: whole ? 0 : CURRENCY_EXPONENT[money.currency],
      maximumFractionDigits: whole ? 0 : CURRENCY_EXPONENT[money.currency],
    });
    formatters.set(key, formatter);
  }
  return formatter.format(money.amount / 10 ** CURRENCY_EXPONENT[money.currency]);
}
