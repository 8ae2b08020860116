/**
 * What a gift card may hold in each country, in minor units of its currency: the preset amounts
 * offered, and a custom amount from `min` to `max` in whole `step`s. A card is valid for
 * VALIDITY_MONTHS after it is issued.
 */
import type { CountryCode } from '@blush/shared/markets';

export interface GiftCardLimits {
  presets: readonly number[];
  min: number;
  max: number;
  step: number;
}

export const GIFT_CARD_LIMITS: Readonly<Record<CountryCode, GiftCardLimits>> = {
  AU: { presets: [25_00, 50_00, 100_00, 200_00], min: 10_00, max: 500_00, step: 1_00 },
  HK: { presets: [200_00, 500_00, 1_000_00, 2_000_00], min: 100_00, max: 5_000_00, step: 1_00 },
  ID: { presets: [100_000_00, 250_000_00, 500_000_00, 1_000_000_00], min: 50_000_00, max: 5_000_000_00, step: 1_000_00 },
  MY: { presets: [50_00, 100_00, 200_00, 500_00], min: 20_00, max: 1_500_00, step: 1_00 },
  NZ: { presets: [25_00, 50_00, 100_00, 200_00], min: 10_00, max: 500_00, step: 1_00 },
  PH: { presets: [1_000_00, 2_000_00, 5_000_00, 10_000_00], min: 500_00, max: 25_000_00, step: 1_00 },
  SG: { presets: [25_00, 50_00, 100_00, 200_00], min: 10_00, max: 500_00, step: 1_00 },
  TH: { presets: [500_00, 1_000_00, 2_000_00, 5_000_00], min: 300_00, max: 20_000_00, step: 1_00 },
};

export const VALIDITY_MONTHS = 36;
/** Gift cards one bag may hold to buy, and gift cards one order may be paid with. */
export const MAX_CARDS_IN_BAG = 10;
export const MAX_CARDS_APPLIED = 5;
/** Failed number/PIN tries allowed per IP and per number in the window, before both are refused. */
export const MAX_FAILED_TRIES = 5;
export const TRY_WINDOW_MS = 15 * 60_000;
/** Local time of day a scheduled card is e-mailed on its day, in the country's zone. */
export const DELIVERY_TIME = '08:00';

export const withinLimits = (limits: GiftCardLimits, amount: number): boolean =>
  limits.presets.includes(amount) || (amount >= limits.min && amount <= limits.max && amount % limits.step === 0);
