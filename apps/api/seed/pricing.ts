import type { CurrencyCode } from '@blush/shared/markets';

/** Fixed demo exchange rates: units of each currency per 1 SGD. */
export const SGD_RATES: Readonly<Record<CurrencyCode, number>> = {
  AUD: 1.15,
  HKD: 5.9,
  IDR: 12_000,
  MYR: 3.5,
  NZD: 1.25,
  PHP: 43,
  SGD: 1,
  THB: 27,
};

/**
 * A shelf price in minor units (every currency here has exponent 2) from an amount in major units,
 * rounded the way a shop prices in that currency:
 * - SGD, AUD, NZD, MYR: whole units, or x.90 when `charm` (S$41.90);
 * - HKD: whole tens (HK$290);
 * - IDR: whole thousands, ending in 9.000 from Rp 20.000 up (Rp 389.000);
 * - PHP: whole units ending in 0 or 5 (₱1,445);
 * - THB: whole tens, ending in 90 when `charm` and from ฿150 up (฿1,290).
 */
export function shelfPrice(currency: CurrencyCode, major: number, charm: boolean): number {
  switch (currency) {
    case 'SGD':
    case 'AUD':
    case 'NZD':
    case 'MYR': {
      const units = Math.max(1, Math.round(major));
      return charm && units >= 5 ? units * 100 - 10 : units * 100;
    }
    case 'HKD':
      return Math.max(10, Math.round(major / 10) * 10) * 100;
    case 'IDR': {
      const thousands = major / 1000;
      const rounded = thousands >= 20 ? Math.round((thousands - 9) / 10) * 10 + 9 : Math.max(1, Math.round(thousands));
      return rounded * 1000 * 100;
    }
    case 'PHP':
      return Math.max(5, Math.round(major / 5) * 5) * 100;
    case 'THB': {
      if (charm && major >= 150) return (Math.round((major - 90) / 100) * 100 + 90) * 100;
      return Math.max(10, Math.round(major / 10) * 10) * 100;
    }
  }
}

/** The price step one notch below a shelf price, used when a rounded sale price meets the price. */
function step(currency: CurrencyCode, charm: boolean): number {
  switch (currency) {
    case 'HKD':
    case 'THB':
      return charm && currency === 'THB' ? 100_00 : 10_00;
    case 'IDR':
      return 10_000_00;
    case 'PHP':
      return 5_00;
    default:
      return 1_00;
  }
}

/** Price of a variant in a currency from its SGD price (major units). */
export function convertPrice(currency: CurrencyCode, sgd: number, charm: boolean): number {
  return shelfPrice(currency, sgd * SGD_RATES[currency], charm);
}

/**
 * Sale price `discount` (0.1 = 10 %) below the SGD price, rounded like a shelf price and always
 * strictly below `price` (the table's check constraint); null when no such price exists.
 */
export function convertSalePrice(currency: CurrencyCode, sgd: number, discount: number, charm: boolean, price: number): number | null {
  let sale = shelfPrice(currency, sgd * (1 - discount) * SGD_RATES[currency], charm);
  while (sale >= price) sale -= step(currency, charm);
  return sale > 0 ? sale : null;
}
