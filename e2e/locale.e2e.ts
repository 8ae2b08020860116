/** Journey: the shopper switches country site and language. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('country and language', () => {
  const browser = useBrowser();

  it('switches site with the switcher: cookies set, prices in the new currency', async () => {
    const page = await browser.page();
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en-SG');
    const before = await page.getByTestId('rail-new-arrivals').getByTestId('price').first().innerText();
    // The price may carry a screen-reader label ("Sale price:") before the amount.
    expect(before).toMatch(/\$\d/);
    expect(before).not.toMatch(/฿/);

    await page.getByTestId('country-switcher').first().click();
    const dialog = page.getByRole('dialog', { name: 'Choose your country and language' });
    await dialog.waitFor();
    // The switcher posts a form; the answer redirects to the same path, so wait for the new document.
    await Promise.all([page.locator('html[lang="th-TH"]').waitFor({ state: 'attached' }), dialog.getByRole('button', { name: 'Thailand, ไทย' }).click()]);

    expect(await page.getAttribute('html', 'lang')).toBe('th-TH');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('TH');
    expect(cookies.find((c) => c.name === 'lng_th')?.value).toBe('th');
    const locale = cookies.find((c) => c.name === 'locale')!;
    expect(locale.path).toBe('/');
    expect(locale.sameSite).toBe('Lax');
    expect(locale.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    const after = await page.getByTestId('rail-new-arrivals').getByTestId('price').first().innerText();
    expect(after).toMatch(/฿\d/);
    expect(page.url()).not.toContain('language=');

    // English on the Thai site: the URL carries ?language=en (not the default).
    await page.getByTestId('country-switcher').first().click();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('language') === 'en'),
      page.getByRole('dialog').getByRole('button', { name: /^(Thailand|ประเทศไทย), English$/ }).click(),
    ]);
    expect(await page.getAttribute('html', 'lang')).toBe('en-TH');
    // Links keep the non-default language.
    expect(await page.locator('footer a[href^="/about"]').getAttribute('href')).toBe('/about?language=en');
  });

  it('drops ?language= when it is the country default', async () => {
    const page = await browser.page();
    const response = await page.goto('/about?language=en');
    expect(new URL(page.url()).search).toBe('');
    expect(response?.status()).toBe(200);
  });

  it('takes the country from country_code when nothing else decides', async () => {
    const page = await browser.page();
    await page.goto('/?country_code=ID');
    expect(await page.getAttribute('html', 'lang')).toBe('id-ID');
    expect(await page.getByTestId('rail-new-arrivals').getByTestId('price').first().innerText()).toMatch(/Rp\s?\d/);
  });

  it('never redirects the switcher to another origin', async () => {
    const response = await fetch(`${browser.baseUrl()}/locale`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ site: 'MY-en', return_to: 'https://evil.example/' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});
