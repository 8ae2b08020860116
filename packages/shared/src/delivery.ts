/**
 * Delivery options per country (product guide §3 order: delivery option and estimated delivery; §9 held
 * click-and-collect orders): standard delivery (the bag's standard fee under the free-shipping
 * threshold, free from it), express (a fixed fee, never free) and click & collect (free), their
 * names and descriptions in four languages, the working days each takes, the estimated delivery
 * dates in the country's own calendar and the fee. Money is in minor units.
 */
import { STANDARD_SHIPPING_FEE, shippingFee } from './bag.ts';
import { interpolate } from './errors.ts';
import { addWorkingDays, localDate } from './loyalty.ts';
import { type CountryCode, type Language, COUNTRY_CODES, MARKETS } from './markets.ts';

type Messages = Readonly<Record<Language, string>>;

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

/**
 * Names and descriptions; `{min}` and `{max}` are the working days, `{hold}` the days a paid
 * click-and-collect order is held (filled by `deliveryOptionText`).
 */
export const DELIVERY_OPTION_TEXT: Readonly<Record<DeliveryOptionId, { name: Messages; description: Messages }>> = {
  standard: {
    name: { en: 'Standard delivery', id: 'Pengiriman standar', th: 'จัดส่งแบบมาตรฐาน', zh: '標準送貨' },
    description: {
      en: 'Delivered to your address in {min}–{max} working days.',
      id: 'Dikirim ke alamat Anda dalam {min}–{max} hari kerja.',
      th: 'จัดส่งถึงที่อยู่ของคุณภายใน {min}–{max} วันทำการ',
      zh: '{min}–{max} 個工作日內送達您的地址。',
    },
  },
  express: {
    name: { en: 'Express delivery', id: 'Pengiriman ekspres', th: 'จัดส่งด่วน', zh: '快速送貨' },
    description: {
      en: 'Priority courier delivery in {min}–{max} working days.',
      id: 'Pengiriman kurir prioritas dalam {min}–{max} hari kerja.',
      th: 'จัดส่งด่วนโดยบริษัทขนส่งภายใน {min}–{max} วันทำการ',
      zh: '優先速遞，{min}–{max} 個工作日內送達。',
    },
  },
  click_and_collect: {
    name: { en: 'Click & Collect', id: 'Ambil di toko', th: 'รับสินค้าที่ร้าน', zh: '門市自取' },
    description: {
      en: 'Collect from a Blush store, ready in {min}–{max} working days. We hold your order for {hold} days once paid.',
      id: 'Ambil di toko Blush, siap dalam {min}–{max} hari kerja. Pesanan disimpan selama {hold} hari setelah dibayar.',
      th: 'รับสินค้าที่ร้าน Blush พร้อมรับภายใน {min}–{max} วันทำการ เราเก็บสินค้าไว้ให้ {hold} วันหลังชำระเงิน',
      zh: '到 Blush 門市自取，{min}–{max} 個工作日內可取貨。付款後為您保留 {hold} 天。',
    },
  },
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
  name: Messages;
  description: Messages;
}

function optionsOf(country: CountryCode): DeliveryOption[] {
  const fees: Record<DeliveryOptionId, DeliveryFeeRule> = {
    standard: { kind: 'free_from_threshold', amount: STANDARD_SHIPPING_FEE[country], freeFrom: MARKETS[country].freeShippingThreshold },
    express: { kind: 'fixed', amount: EXPRESS_SHIPPING_FEE[country] },
    // Every country has Blush stores to collect from.
    click_and_collect: { kind: 'free' },
  };
  return DELIVERY_OPTION_IDS.map((id) => ({ id, fee: fees[id], workingDays: DELIVERY_WORKING_DAYS[id][country], ...DELIVERY_OPTION_TEXT[id] }));
}

export const DELIVERY_OPTIONS: Readonly<Record<CountryCode, readonly DeliveryOption[]>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, optionsOf(code)]),
) as Record<CountryCode, DeliveryOption[]>;

/** The options a bag can use: only click & collect when any of its lines is click-and-collect-only. */
export function deliveryOptionsFor(country: CountryCode, bag: { hasClickAndCollectOnly: boolean }): readonly DeliveryOption[] {
  const options = DELIVERY_OPTIONS[country];
  return bag.hasClickAndCollectOnly ? options.filter((option) => option.id === 'click_and_collect') : options;
}

/** An option's name and description in `language`, placeholders filled. */
export function deliveryOptionText(country: CountryCode, id: DeliveryOptionId, language: Language): { name: string; description: string } {
  const { min, max } = DELIVERY_WORKING_DAYS[id][country];
  const params = { min, max, hold: CLICK_AND_COLLECT_HOLD_DAYS };
  return { name: DELIVERY_OPTION_TEXT[id].name[language], description: interpolate(DELIVERY_OPTION_TEXT[id].description[language], params) };
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
