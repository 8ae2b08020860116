/**
 * The bag's rules that both sides need (product guide §3, §8, §9): the quantity limit, the standard
 * shipping fee under each country's free-shipping threshold, the staff discount, and how the tax
 * included in a price is split out. Money is in minor units.
 */
import { type CountryCode, MARKETS } from './markets.ts';
import { STAFF_DISCOUNT } from './account.ts';

/** product guide §8/§9: at most 6 of one item in the bag. */
export const MAX_QUANTITY_PER_ITEM = 6;

/** Standard delivery fee when the bag is under the free-shipping threshold (MARKETS[c].freeShippingThreshold). */
export const STANDARD_SHIPPING_FEE: Readonly<Record<CountryCode, number>> = {
  AU: 8_95,
  HK: 40_00,
  ID: 25_000_00,
  MY: 8_00,
  NZ: 8_95,
  PH: 150_00,
  SG: 5_00,
  TH: 80_00,
};

/** Shipping for merchandise worth `amount` after discounts: free from the country's threshold. */
export function shippingFee(country: CountryCode, amount: number): number {
  if (amount <= 0) return 0;
  return amount >= MARKETS[country].freeShippingThreshold ? 0 : STANDARD_SHIPPING_FEE[country];
}

/** How much more to spend for free shipping (0 when reached). */
export function toFreeShipping(country: CountryCode, amount: number): number {
  return Math.max(0, MARKETS[country].freeShippingThreshold - amount);
}

/** Prices include tax: the tax part of a gross amount at a rate, rounded to the minor unit. */
export function includedTax(gross: number, percent: number): number {
  if (percent <= 0 || gross <= 0) return 0;
  return Math.round((gross * percent) / (100 + percent));
}

/** Staff discount percent for a line: 45 % on the house collection, 30 % on everything else. */
export function staffDiscountPercent(houseBrand: boolean): number {
  return houseBrand ? STAFF_DISCOUNT.houseCollection : STAFF_DISCOUNT.allItems;
}

/** Whole-minor-unit percentage of an amount, rounded half up. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}
