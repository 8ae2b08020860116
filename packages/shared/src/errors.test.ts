import { expect, it } from 'vitest';
import { ERROR_CATALOGUE, type ErrorCode, errorMessage } from './errors.ts';
import { interpolate } from './interpolate.ts';
import { type Language, LANGUAGES } from './markets.ts';
import { lookupMessage } from './message-format.ts';
import { CATALOGUE } from './messages.ts';
import { BRAND_SLUG_REDIRECTS, currentBrandSlug } from './brand-redirects.ts';

it('has every catalogue message in all four languages, with the same placeholders', () => {
  for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const text = (language: Language) => lookupMessage(CATALOGUE[language], `errors.${code}`)!;
    for (const language of LANGUAGES) {
      expect(text(language), `${code}.${language}`).toBeTruthy();
      expect(placeholders(text(language)), `${code}.${language}`).toEqual(placeholders(text('en')));
    }
    if (code !== 'fully_redeemed') expect(text('th')).not.toBe(text('en'));
  }
});

it('fills placeholders and leaves unknown ones', () => {
  expect(errorMessage('route_not_found', 'en', { path: '/nope' })).toBe('Page not found: /nope');
  expect(errorMessage('quantity_limit', 'zh', { max: 6 })).toBe('此商品最多只能加入 6 件到購物袋。');
  expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
});

it('redirects every old brand slug of the spec to its current slug', () => {
  expect(Object.keys(BRAND_SLUG_REDIRECTS)).toHaveLength(19);
  expect(currentBrandSlug('Armani')).toBe('armani-beauty');
  expect(currentBrandSlug('giorgio-armani')).toBe('armani-beauty');
  expect(currentBrandSlug('thisworks')).toBe('this-works');
  expect(currentBrandSlug('this-works')).toBeUndefined();
});

it("names the record of an ownership refusal in the shopper's language, and keeps an unknown name as given", () => {
  expect(errorMessage('owner_mismatch', 'en', { attribute: 'booking' })).toBe('The booking does not belong to the current user.');
  expect(errorMessage('owner_mismatch', 'th', { attribute: 'booking' })).toBe('การจอง ไม่ได้เป็นของผู้ใช้ปัจจุบัน');
  expect(errorMessage('owner_mismatch', 'zh', { attribute: 'booking' })).toBe('該預約不屬於目前用戶。');
  expect(errorMessage('owner_mismatch', 'id', { attribute: 'review' })).toBe('Ulasan bukan milik pengguna saat ini.');
  expect(errorMessage('owner_mismatch', 'en', { attribute: 'order' })).toBe('The order does not belong to the current user.');
});
