/**
 * Delivery options per country (product guide §3 order: delivery option and estimated delivery; §9 held
 * click-and-collect orders): standard delivery (the bag's standard fee under the free-shipping
 * threshold, free from it), express (a fixed fee, never free) and click & collect (free), their
 * names and descriptions (`delivery.<id>` in the message catalogue), the working days each takes,
 * the estimated delivery dates in the country's own calendar and the fee. Money is in minor units.
 */
import { STANDARD_SHIPPING_FEE, shippingFee } from './bag.ts';
import { addWorkingDays, localDate } from './loyalty.ts';
import { type CountryCode, COUNTRY_CODES, MARKETS } from './markets.ts';
import type { Translate } from './message-format.ts';

/** The same ids as the order's `delivery_option`. */
export const DELIVERY_OPTION_IDS = ['standard', 'express', 'click_and_collect'] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[number];

/** Orders placed at or after 14:00 local time are counted from the next working day. */
export const ORDER_CUTOFF_HOUR = 14;
/** product guide §4 and §9: a paid click-and-collect order is held in store for 7 days. */
export const CLICK_AND_COLLECT_HOLD_DAYS = 7;

/** Express delivery, a fixed fee per country in minor units; never free. */
export const EXPRESS_SHIPPING_FEE: Readonly<Record<CountryCode, number>> = {
  AU: 14_95,
  HK: 80_00,
  ID: 45_000_00,
  MY: 15_00,
  NZ: 14_95,
  PH: 250_00,
  SG: 12_00,
  TH: 150_00,
};

export interface WorkingDays {
  min: number;
  max: number;
}

/** Working days (Monday to Friday) from the day an order counts from, per option and country. */
export const DELIVERY_WORKING_DAYS: Readonly<Record<DeliveryOptionId, Readonly<Record<CountryCode, WorkingDays>>>> = {
  standard: {
    AU: { min: 3, max: 6 },
    HK: { min: 2, max: 4 },
    ID: { min: 2, max: 7 },
    MY: { min: 3, max: 7 },
    NZ: { min: 3, max: 5 },
    PH: { min: 3, max: 7 },
    SG: { min: 2, max: 4 },
    TH: { min: 2, max: 5 },
  },
  express: Object.fromEntries(COUNTRY_CODES.map((code) => [code, { min: 1, max: 2 }])) as Record<CountryCode, WorkingDays>,
  /** Ready to collect. */
  click_and_collect: Object.fromEntries(COUNTRY_CODES.map((code) => [code, { min: 1, max: 2 }])) as Record<CountryCode, WorkingDays>,
};

export type DeliveryFeeRule =
  /** Standard: `amount` under the free-shipping threshold, free from `freeFrom`. */
  | { kind: 'free_from_threshold'; amount: number; freeFrom: number }
  | { kind: 'fixed'; amount: number }
  | { kind: 'free' };

export interface DeliveryOption {
  id: DeliveryOptionId;
  fee: DeliveryFeeRule;
  workingDays: WorkingDays;
}

function optionsOf(country: CountryCode): DeliveryOption[] {
  const fees: Record<DeliveryOptionId, DeliveryFeeRule> = {
    standard: { kind: 'free_from_threshold', amount: STANDARD_SHIPPING_FEE[country], freeFrom: MARKETS[country].freeShippingThreshold },
    express: { kind: 'fixed', amount: EXPRESS_SHIPPING_FEE[country] },
    // Every country has Blush stores to collect from.
    click_and_collect: { kind: 'free' },
  };
  return DELIVERY_OPTION_IDS.map((id) => ({ id, fee: fees[id], workingDays: DELIVERY_WORKING_DAYS[id][country] }));
}

export const DELIVERY_OPTIONS: Readonly<Record<CountryCode, readonly DeliveryOption[]>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, optionsOf(code)]),
) as Record<CountryCode, DeliveryOption[]>;

/** The options a bag can use: only click & collect when any of its lines is click-and-collect-only. */
export function deliveryOptionsFor(country: CountryCode, bag: { hasClickAndCollectOnly: boolean }): readonly DeliveryOption[] {
  const options = DELIVERY_OPTIONS[country];
  return bag.hasClickAndCollectOnly ? options.filter((option) => option.id === 'click_and_collect') : options;
}

/**
 * An option's name and description in the language of `text`: `{min}` and `{max}` are the working
 * days, `{hold}` the days a paid click-and-collect order is held.
 */
export function deliveryOptionText(country: CountryCode, id: DeliveryOptionId, text: Translate): { name: string; description: string } {
  const { min, max } = DELIVERY_WORKING_DAYS[id][country];
  return { name: text(`delivery.${id}.name`), description: text(`delivery.${id}.description`, { min, max, hold: CLICK_AND_COLLECT_HOLD_DAYS }) };
}

/** The delivery fee for merchandise worth `merchandiseAfterDiscounts` (minor units). */
export function deliveryFee(country: CountryCode, option: DeliveryOptionId, merchandiseAfterDiscounts: number): number {
  switch (option) {
    case 'standard':
      return shippingFee(country, merchandiseAfterDiscounts);
    case 'express':
      return EXPRESS_SHIPPING_FEE[country];
    case 'click_and_collect':
      return 0;
  }
}

const hourFormats = new Map<CountryCode, Intl.DateTimeFormat>();

function localHour(country: CountryCode, at: Date): number {
  let format = hourFormats.get(country);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: MARKETS[country].timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(country, format);
  }
  return Number(format.formatToParts(at).find((part) => part.type === 'hour')!.value);
}

const isWorkingDay = (date: string): boolean => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * The day an order counts from, in the country's calendar: the day it was placed when that is a
 * working day and before the 14:00 cut-off, otherwise the next working day. Public holidays are
 * not counted out (as `addWorkingDays`).
 */
export function dispatchDate(country: CountryCode, orderedAt: Date): string {
  const today = localDate(country, orderedAt);
  return isWorkingDay(today) && localHour(country, orderedAt) < ORDER_CUTOFF_HOUR ? today : addWorkingDays(today, 1);
}

/**
 * Estimated delivery (for click & collect: ready to collect) as local dates YYYY-MM-DD: the
 * option's minimum and maximum working days after the day the order counts from.
 */
export function estimatedDelivery(country: CountryCode, option: DeliveryOptionId, orderedAt: Date): { from: string; to: string } {
  const start = dispatchDate(country, orderedAt);
  const { min, max } = DELIVERY_WORKING_DAYS[option][country];
  return { from: addWorkingDays(start, min), to: addWorkingDays(start, max) };
}
