import { describe, expect, it } from 'vitest';
import { canonicalLocalePath, isInternalPath, localizeHref, queryLanguage, safeReturnPath } from './locale.ts';

describe('localizeHref (product guide §2 route step)', () => {
  it('adds no language query for the country default', () => {
    expect(localizeHref('/about', { country: 'SG', language: 'en', countrySource: 'cookie' })).toBe('/about');
    expect(localizeHref('/about', { country: 'TH', language: 'th', countrySource: 'cookie' })).toBe('/about');
    expect(localizeHref('/about', { country: 'ID', language: 'id', countrySource: 'cookie' })).toBe('/about');
  });

  it('adds ?language= when the language is not the default', () => {
    expect(localizeHref('/about', { country: 'TH', language: 'en', countrySource: 'cookie' })).toBe('/about?language=en');
    expect(localizeHref('/search?q=lip#top', { country: 'HK', language: 'zh', countrySource: 'cookie' })).toBe(
      '/search?q=lip&language=zh#top',
    );
  });

  it('drops a stale language or language_code and keeps other parameters', () => {
    expect(localizeHref('/search?q=a&language=zh&language_code=zh', { country: 'HK', language: 'en', countrySource: 'cookie' })).toBe(
      '/search?q=a',
    );
  });

  it('keeps country_code only when the country came from the query', () => {
    expect(localizeHref('/', { country: 'TH', language: 'th', countrySource: 'query' })).toBe('/?country_code=TH');
    expect(localizeHref('/?country_code=TH', { country: 'TH', language: 'th', countrySource: 'cookie' })).toBe('/');
  });

  it('leaves external and odd hrefs alone', () => {
    expect(localizeHref('https://example.com/x', { country: 'TH', language: 'en', countrySource: 'cookie' })).toBe('https://example.com/x');
    expect(localizeHref('//evil.example/x', { country: 'TH', language: 'en', countrySource: 'cookie' })).toBe('//evil.example/x');
  });
});

describe('canonicalLocalePath', () => {
  const url = (path: string) => new URL(path, 'http://shop.test');

  it('drops language when it is the country default', () => {
    expect(canonicalLocalePath(url('/about?language=en'), 'SG')).toBe('/about');
    expect(canonicalLocalePath(url('/?language=th&x=1'), 'TH')).toBe('/?x=1');
    expect(canonicalLocalePath(url('/?language_code=id'), 'ID')).toBe('/');
  });

  it('drops a language the country does not offer', () => {
    expect(canonicalLocalePath(url('/?language=th'), 'SG')).toBe('/');
    expect(canonicalLocalePath(url('/?language=xx'), 'SG')).toBe('/');
  });

  it('keeps a valid non-default language', () => {
    expect(canonicalLocalePath(url('/?language=en'), 'TH')).toBeNull();
    expect(canonicalLocalePath(url('/about'), 'TH')).toBeNull();
  });

  it('normalises the spelling of a valid language', () => {
    expect(canonicalLocalePath(url('/?language=EN'), 'TH')).toBe('/?language=en');
  });

  it('reads the explicit query language', () => {
    expect(queryLanguage(url('/?language=en'), 'TH')).toBe('en');
    expect(queryLanguage(url('/?language_code=zh'), 'HK')).toBe('zh');
    expect(queryLanguage(url('/?language=zh'), 'TH')).toBeUndefined();
  });
});

describe('safeReturnPath', () => {
  it('keeps same-origin paths', () => {
    expect(safeReturnPath('/search?q=a#b')).toBe('/search?q=a#b');
    expect(isInternalPath('/x')).toBe(true);
  });

  it('refuses other origins, schemes and tricks', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '', null, undefined, '/\r\nSet-Cookie:x']) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});
