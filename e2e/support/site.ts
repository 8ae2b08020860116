import type { BrowserContext } from 'playwright-core';
import type { CountryCode, Language } from '@blush/shared/markets';
import { expect } from 'vitest';

/** Put a browser context on a country site and language, as the switcher's cookies would. */
export async function useSite(context: BrowserContext, baseUrl: string, country: CountryCode, language?: Language): Promise<void> {
  const cookies: Array<{ name: string; value: string; url: string }> = [{ name: 'locale', value: country, url: baseUrl }];
  if (language) cookies.push({ name: `lng_${country.toLowerCase()}`, value: language, url: baseUrl });
  await context.addCookies(cookies);
}

/** A storefront API answer as a Singapore guest's browser gets it (fails the journey unless 200). */
export async function shopApi<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/web/v1${path}`, { headers: { 'X-Site-Country': 'SG', 'X-Platform': 'web' } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
