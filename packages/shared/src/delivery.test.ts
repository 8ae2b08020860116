import { describe, expect, it } from 'vitest';
import { STANDARD_SHIPPING_FEE } from './bag.ts';
import {
  CLICK_AND_COLLECT_HOLD_DAYS,
  DELIVERY_OPTIONS,
  DELIVERY_OPTION_IDS,
  EXPRESS_SHIPPING_FEE,
  deliveryFee,
  deliveryOptionText,
  deliveryOptionsFor,
  dispatchDate,
  estimatedDelivery,
} from './delivery.ts';
import { type CountryCode, COUNTRY_CODES, LANGUAGES, MARKETS } from './markets.ts';
import { lookupMessage } from './message-format.ts';
import { CATALOGUE, translator } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('delivery options per country', () => {
  const standardDays: Record<CountryCode, [number, number]> = { AU: [3, 6], HK: [2, 4], ID: [2, 7], MY: [3, 7], NZ: [3, 5], PH: [3, 7], SG: [2, 4], TH: [2, 5] };

  it.each(COUNTRY_CODES)('%s offers standard, express and click & collect', (country) => {
    const options = DELIVERY_OPTIONS[country];
    expect(options.map((option) => option.id)).toEqual(['standard', 'express', 'click_and_collect']);
    const [standard, express, collect] = options;
    expect(standard).toMatchObject({
      fee: { kind: 'free_from_threshold', amount: STANDARD_SHIPPING_FEE[country], freeFrom: MARKETS[country].freeShippingThreshold },
      workingDays: { min: standardDays[country][0], max: standardDays[country][1] },
    });
    expect(express).toMatchObject({ fee: { kind: 'fixed', amount: EXPRESS_SHIPPING_FEE[country] }, workingDays: { min: 1, max: 2 } });
    expect(EXPRESS_SHIPPING_FEE[country]).toBeGreaterThan(STANDARD_SHIPPING_FEE[country]);
    expect(collect).toMatchObject({ fee: { kind: 'free' }, workingDays: { min: 1, max: 2 } });
  });

  it('names and descriptions exist in all four languages with the same placeholders', () => {
    for (const id of DELIVERY_OPTION_IDS) {
      const description = (language: (typeof LANGUAGES)[number]) => lookupMessage(CATALOGUE[language], `delivery.${id}.description`)!;
      for (const language of LANGUAGES) {
        expect(lookupMessage(CATALOGUE[language], `delivery.${id}.name`), `${id} ${language}`).toBeTruthy();
        expect(placeholders(description(language)), `${id} ${language}`).toEqual(placeholders(description('en')));
      }
    }
  });

  it('fills the working days and the hold period', () => {
    expect(deliveryOptionText('AU', 'standard', translator('en'))).toEqual({ name: 'Standard delivery', description: 'Delivered to your address in 3–6 working days.' });
    expect(deliveryOptionText('TH', 'click_and_collect', translator('th')).description).toBe(`รับสินค้าที่ร้าน Blush พร้อมรับภายใน 1–2 วันทำการ เราเก็บสินค้าไว้ให้ ${CLICK_AND_COLLECT_HOLD_DAYS} วันหลังชำระเงิน`);
    expect(CLICK_AND_COLLECT_HOLD_DAYS).toBe(7);
  });
});

describe('delivery fee', () => {
  it.each(COUNTRY_CODES)('%s: standard is charged under the free-shipping threshold and free from it; express never free; collect free', (country) => {
    const threshold = MARKETS[country].freeShippingThreshold;
    expect(deliveryFee(country, 'standard', threshold - 1)).toBe(STANDARD_SHIPPING_FEE[country]);
    expect(deliveryFee(country, 'standard', threshold)).toBe(0);
    expect(deliveryFee(country, 'standard', threshold * 3)).toBe(0);
    for (const amount of [threshold - 1, threshold, threshold * 3]) {
      expect(deliveryFee(country, 'express', amount)).toBe(EXPRESS_SHIPPING_FEE[country]);
      expect(deliveryFee(country, 'click_and_collect', amount)).toBe(0);
    }
  });

  it('in figures: Singapore S$5 under S$35, Indonesia Rp25,000 under Rp500,000', () => {
    expect(deliveryFee('SG', 'standard', 34_99)).toBe(5_00);
    expect(deliveryFee('SG', 'standard', 35_00)).toBe(0);
    expect(deliveryFee('ID', 'standard', 499_999_00)).toBe(25_000_00);
    expect(deliveryFee('ID', 'standard', 500_000_00)).toBe(0);
  });
});

describe('estimated delivery (local dates, 14:00 cut-off, weekends skipped)', () => {
  // 2026-11-18 is a Wednesday, 2026-11-20 a Friday.
  const cases: Array<[string, CountryCode, 'standard' | 'express' | 'click_and_collect', string, string, string]> = [
    // Singapore (UTC+8), standard 2–4 working days.
    ['before the cut-off counts from today', 'SG', 'standard', '2026-11-18T05:59:00Z', '2026-11-20', '2026-11-24'],
    ['at the cut-off counts from the next working day', 'SG', 'standard', '2026-11-18T06:00:00Z', '2026-11-23', '2026-11-25'],
    ['Friday after the cut-off counts from Monday', 'SG', 'express', '2026-11-20T07:00:00Z', '2026-11-24', '2026-11-25'],
    ['Saturday counts from Monday', 'SG', 'click_and_collect', '2026-11-21T02:00:00Z', '2026-11-24', '2026-11-25'],
    // Sydney (UTC+11 in November), standard 3–6 working days, across the weekend.
    ['Friday morning in Sydney', 'AU', 'standard', '2026-11-19T22:30:00Z', '2026-11-25', '2026-11-30'],
    ['Friday afternoon in Sydney', 'AU', 'standard', '2026-11-20T03:30:00Z', '2026-11-26', '2026-12-01'],
    // Thursday 23:30 UTC is already Friday 10:30 in Sydney.
    ['the local date, not UTC', 'AU', 'express', '2026-11-19T23:30:00Z', '2026-11-23', '2026-11-24'],
  ];
  it.each(cases)('%s (%s %s)', (_name, country, option, at, from, to) => {
    expect(estimatedDelivery(country, option, new Date(at))).toEqual({ from, to });
  });

  it('the same instant is before the cut-off in Bangkok and after it in Auckland', () => {
    const at = new Date('2026-11-20T01:30:00Z'); // Friday 08:30 in Bangkok (UTC+7), Friday 14:30 in Auckland (UTC+13)
    expect(dispatchDate('TH', at)).toBe('2026-11-20');
    expect(dispatchDate('NZ', at)).toBe('2026-11-23');
    expect(estimatedDelivery('TH', 'standard', at)).toEqual({ from: '2026-11-24', to: '2026-11-27' });
    expect(estimatedDelivery('NZ', 'standard', at)).toEqual({ from: '2026-11-26', to: '2026-11-30' });
  });
});

describe('click-and-collect-only lines', () => {
  it.each(COUNTRY_CODES)('%s: a bag with one leaves only click & collect', (country) => {
    expect(deliveryOptionsFor(country, { hasClickAndCollectOnly: true }).map((option) => option.id)).toEqual(['click_and_collect']);
    expect(deliveryOptionsFor(country, { hasClickAndCollectOnly: false }).map((option) => option.id)).toEqual(['standard', 'express', 'click_and_collect']);
  });
});
