/**
 * Journeys: the consent banner before the page's code (issue 20). The server paints the banner of
 * a first-time visitor with the page; its buttons are a plain form, so they work with JavaScript
 * off, and a tap made before the banner's code has arrived is not lost (Settings comes back open,
 * a switch turned then is what Save stores once the code is there, without leaving the page).
 * After hydration the banner behaves as analytics.e2e.ts describes.
 */
import type { Frame, Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { eventually } from './support/account.ts';

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

const isCollectorPost = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/web/v1/analytics/events';

/** Click a form's button and wait for the page it leads to (the redirect back). */
async function submit(page: Page, button: Locator): Promise<void> {
  const landed = page.waitForEvent('framenavigated', { predicate: (frame: Frame) => frame === page.mainFrame() });
  await button.click();
  await landed;
  await page.waitForLoadState('domcontentloaded');
}

/** React has hydrated the element (its fiber is attached). */
const isHydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));

describe('the consent banner before its code', () => {
  const browser = useBrowser();

  it('with JavaScript off: Accept all sets the cookie and the page comes back without the banner', async () => {
    const page = await browser.page({ viewport: PHONE, javaScriptEnabled: false }, { consent: 'undecided' });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    await page.goto('/brands');
    const banner = page.getByRole('dialog', { name: 'Cookies on Blush' });
    await banner.waitFor();
    await submit(page, banner.getByRole('button', { name: 'Accept all' }));
    expect(new URL(page.url()).pathname).toBe('/brands');
    expect(await cookie(page, 'consent')).toBe('v1.a1.m1');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
  });

  it('with JavaScript off: Settings opens the switches, Save stores them, and the way back drops the request', async () => {
    const page = await browser.page({ viewport: PHONE, javaScriptEnabled: false }, { consent: 'undecided' });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    await page.goto('/brands?utm_source=e2e');
    expect(new URL(page.url()).search).toBe('?utm_source=e2e');
    await submit(page, page.getByRole('dialog', { name: 'Cookies on Blush' }).getByRole('button', { name: 'Settings' }));
    expect(new URL(page.url()).search).toBe('?utm_source=e2e&consent=settings');
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await settings.waitFor();
    expect(await cookie(page, 'consent')).toBeUndefined();
    expect(await page.getByRole('switch', { name: 'Strictly necessary' }).isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Marketing' }).check();
    await submit(page, settings.getByRole('button', { name: 'Save my choices' }));
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/brands?utm_source=e2e');
    expect(await cookie(page, 'consent')).toBe('v1.a0.m1');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a tap on Settings before the code is not lost; a switch turned then is saved in the page once the code is there', async () => {
    const page = await browser.page({ viewport: PHONE }, { consent: 'undecided' });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    // The banner's code is held back until released: the page shows the server's banner meanwhile.
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/Consent(?:Mount|Banner)-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('dialog', { name: 'Cookies on Blush' });
    await banner.waitFor();
    expect(await isHydrated(banner)).toBe(false);
    await submit(page, banner.getByRole('button', { name: 'Settings' }));
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await settings.waitFor();
    expect(await isHydrated(settings)).toBe(false);
    await page.getByRole('switch', { name: 'Analytics' }).check();

    release();
    await eventually(() => isHydrated(settings)).toBe(true);
    const addressBefore = page.url();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // Decided in the page: counted at once (analytics allowed), no form sent, no page load.
    const [post] = await Promise.all([page.waitForResponse(isCollectorPost), settings.getByRole('button', { name: 'Save my choices' }).click()]);
    expect(post.status()).toBe(202);
    expect(await cookie(page, 'consent')).toBe('v1.a1.m0');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(navigations).toEqual([]);
    expect(page.url()).toBe(addressBefore);
  });

  it('a visitor who has chosen gets no banner in the first HTML', async () => {
    const response = await fetch(`${browser.baseUrl()}/`, { headers: { cookie: 'consent=v1.a0.m0; locale=SG' } });
    expect(await response.text()).not.toContain('consent-banner');
    const undecided = await fetch(`${browser.baseUrl()}/`, { headers: { cookie: 'consent=v2.tampered; locale=SG' } });
    expect(await undecided.text()).toContain('data-testid="consent-banner"');
  });
});
