import { expect, it } from 'vitest';
import { ERROR_CATALOGUE, errorMessage, interpolate } from './errors.ts';
import { LANGUAGES } from './markets.ts';
import { BRAND_SLUG_REDIRECTS, currentBrandSlug } from './brand-redirects.ts';

it('has every catalogue message in all four languages, with the same placeholders', () => {
  for (const [code, def] of Object.entries(ERROR_CATALOGUE)) {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of LANGUAGES) {
      expect(def.message[language], `${code}.${language}`).toBeTruthy();
      expect(placeholders(def.message[language]), `${code}.${language}`).toEqual(placeholders(def.message.en));
    }
    if (code !== 'fully_redeemed') expect(def.message.th).not.toBe(def.message.en);
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
