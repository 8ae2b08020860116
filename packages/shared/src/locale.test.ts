import { describe, expect, it } from 'vitest';
import { formatLocaleTag, localeTag, resolveLocale } from './locale.ts';
import { countryFromHost, parseCountry } from './markets.ts';

describe('resolveLocale', () => {
  it('falls back to Singapore in English', () => {
    expect(resolveLocale({})).toEqual({ country: 'SG', language: 'en', countrySource: 'default' });
  });

  it('takes the country from host, header, cookie, query in that order', () => {
    const all = { host: 'www.blush.co.th', siteCountryHeader: 'HK', cookies: { locale: 'id' }, query: { country_code: 'au' } };
    expect(resolveLocale(all).country).toBe('TH');
    expect(resolveLocale({ ...all, host: 'localhost:3000' }).country).toBe('HK');
    expect(resolveLocale({ ...all, host: null, siteCountryHeader: null }).country).toBe('ID');
    expect(resolveLocale({ query: { country_code: 'au' } })).toMatchObject({ country: 'AU', countrySource: 'query' });
  });

  it('ignores unknown country codes and reads known ones case-insensitively', () => {
    expect(parseCountry('th')).toBe('TH');
    expect(parseCountry(' Sg ')).toBe('SG');
    expect(parseCountry('US')).toBeUndefined();
    expect(resolveLocale({ siteCountryHeader: 'US', query: { country_code: 'my' } }).country).toBe('MY');
  });

  it('takes the language from query, then the per-country cookie, then the default', () => {
    expect(resolveLocale({ query: { country_code: 'TH' } }).language).toBe('th');
    expect(resolveLocale({ query: { country_code: 'TH', language: 'en' } }).language).toBe('en');
    expect(resolveLocale({ query: { country_code: 'TH' }, cookies: { lng_th: 'en' } }).language).toBe('en');
    expect(resolveLocale({ query: { country_code: 'TH' }, cookies: { lng_sg: 'en' } }).language).toBe('th');
    expect(resolveLocale({ query: new URLSearchParams('country_code=HK&language_code=zh') }).language).toBe('zh');
  });

  it("falls back to the country's default for a language it does not offer", () => {
    expect(resolveLocale({ query: { country_code: 'ID', language: 'th' } }).language).toBe('id');
    expect(resolveLocale({ query: { country_code: 'SG', language: 'zh' } }).language).toBe('en');
  });

  it('reads the country from a shop domain suffix', () => {
    expect(countryFromHost('www.blush.com.au')).toBe('AU');
    expect(countryFromHost('blush.co.nz:443')).toBe('NZ');
    expect(countryFromHost('localhost')).toBeUndefined();
    expect(localeTag('zh', 'HK')).toBe('zh-HK');
  });
});

describe('formatLocaleTag', () => {
  const date = new Date('2026-11-25T08:00:00Z');
  const medium = (language: 'en' | 'th' | 'id' | 'zh', country: 'TH' | 'PH' | 'SG' | 'HK' | 'AU') =>
    new Intl.DateTimeFormat(formatLocaleTag(language, country), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

  it('writes day-month on every English site, the Thai and Philippine ones included', () => {
    expect(medium('en', 'TH')).toBe('25 Nov 2026');
    expect(medium('en', 'PH')).toBe('25 Nov 2026');
    expect(medium('en', 'SG')).toBe('25 Nov 2026');
    expect(medium('en', 'AU')).toBe('25 Nov 2026');
  });

  it('keeps the page tag for the other languages and a 12-hour clock in English Thai', () => {
    expect(formatLocaleTag('th', 'TH')).toBe(localeTag('th', 'TH'));
    expect(formatLocaleTag('zh', 'HK')).toBe('zh-HK');
    expect(new Intl.DateTimeFormat(formatLocaleTag('en', 'TH'), { timeStyle: 'short', timeZone: 'UTC' }).format(date)).toMatch(/^8:00\s?am$/i);
  });
});
