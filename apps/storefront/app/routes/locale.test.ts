import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { localeContext } from '../lib/request-context.server.ts';
import type { SiteLocale } from '../lib/locale.ts';
import { action, parseLocaleChoice } from './locale.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

async function post(fields: Record<string, string>, current: SiteLocale = { country: 'SG', language: 'en', countrySource: 'default' }) {
  const context = new RouterContextProvider();
  context.set(localeContext, current);
  const request = new Request('http://shop.test/locale', { method: 'POST', body: new URLSearchParams(fields) });
  const url = new URL(request.url);
  return (await action({ request, context, params: {}, url, pattern: '/locale' } as never)) as Response;
}

describe('POST /locale', () => {
  it('parses the switcher value and validates the language', () => {
    expect(parseLocaleChoice(form({ site: 'TH-en' }))).toEqual({ country: 'TH', language: 'en' });
    expect(parseLocaleChoice(form({ country: 'th' }))).toEqual({ country: 'TH', language: 'th' });
    expect(parseLocaleChoice(form({ country: 'SG', language: 'th' }))).toEqual({ country: 'SG', language: 'en' });
    expect(parseLocaleChoice(form({ country: 'US' }))).toBeNull();
  });

  it('sets the locale and lng_ cookies for a year and goes back', async () => {
    const response = await post({ site: 'TH-th', return_to: '/search?q=lip' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/search?q=lip');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^locale=TH; Path=\/; Max-Age=31536000; Expires=.*; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^lng_th=th; Path=\/; Max-Age=31536000;/);
  });

  it('adds the language query when it is not the new country default', async () => {
    const response = await post({ country: 'TH', language: 'en', return_to: '/about?language=zh&country_code=HK' });
    expect(response.headers.get('location')).toBe('/about?language=en');
  });

  it('never redirects to another origin', async () => {
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const response = await post({ site: 'SG-en', return_to: evil });
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('answers 400 for an unknown country', async () => {
    const error = await post({ country: 'US' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ init: { status: 400 } });
  });

  it('moves to the other country domain when the site came from the host', async () => {
    const response = await post({ site: 'TH-th', return_to: '/about' }, { country: 'SG', language: 'en', countrySource: 'host' });
    expect(response.headers.get('location')).toBe('https://www.blush.co.th/about');
  });
});
