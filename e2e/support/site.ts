import type { BrowserContext } from 'playwright-core';
import type { CountryCode, Language } from '@blush/shared/markets';

/** Put a browser context on a country site and language, as the switcher's cookies would. */
export async function useSite(context: BrowserContext, baseUrl: string, country: CountryCode, language?: Language): Promise<void> {
  const cookies: Array<{ name: string; value: string; url: string }> = [{ name: 'locale', value: country, url: baseUrl }];
  if (language) cookies.push({ name: `lng_${country.toLowerCase()}`, value: language, url: baseUrl });
  await context.addCookies(cookies);
}
