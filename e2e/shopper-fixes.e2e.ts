/**
 * Journeys of issue 16 ("what shoppers hit today"): the English Thai site writes baht as ฿; the A–Z
 * brands index; sign-in for somebody already signed in; focus and an announcement after an in-app
 * navigation; "Skip to results" and the folded filters of a long listing; the 404 page's big
 * number; app-exclusive products offer the app instead of the bag. Screenshots go to
 * E2E_SHOTS (when set) for a human look.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@blush/shared/contracts';
import { createSandboxMember, eventually, signIn } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { gotoHydrated } from './support/bag.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

const SHOTS = process.env.E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function firstProduct(baseUrl: string, country: string, query = ''): Promise<ProductListResponse['items'][number]> {
  const response = await fetch(`${baseUrl}/api/web/v1/products?page_size=24${query}`, { headers: { 'X-Site-Country': country } });
  expect(response.status).toBe(200);
  const list = (await response.json()) as ProductListResponse;
  expect(list.items.length).toBeGreaterThan(0);
  return list.items[0]!;
}

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : 'none';
  });

describe('issue 16: what shoppers hit today', () => {
  const browser = useBrowser();

  it('writes baht as ฿ on the English Thai site, as the Thai site does', async () => {
    const product = await firstProduct(browser.baseUrl(), 'TH', '&sort=price_desc');
    for (const language of ['en', 'th'] as const) {
      const page = await browser.page();
      await useSite(page.context(), browser.baseUrl(), 'TH', language);
      await page.goto(`/products/${product.slug}`);
      const price = await page.getByTestId('product-price').innerText();
      expect(price).toContain('฿');
      expect(price).not.toContain('THB');
      await shot(page, `product-th-${language}-desktop`);
    }
    const phone = await browser.page({ viewport: PHONE });
    await useSite(phone.context(), browser.baseUrl(), 'TH', 'en');
    await phone.goto(`/products/${product.slug}`);
    expect(await phone.getByTestId('product-price').innerText()).toContain('฿');
    await shot(phone, 'product-th-en-phone');
    expect(await axeViolations(phone)).toEqual([]);
  });

  it('lists every brand A–Z with product counts, letters to jump to and a search, linked from the header', async () => {
    const page = await browser.page();
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Brands', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/brands');
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/brands a–z/i);
    const links = page.getByTestId('brand-index-link');
    const total = await links.count();
    expect(total).toBeGreaterThan(10);
    expect(await links.first().innerText()).toMatch(/\d+ products?/);

    // A letter jumps to its section.
    const letters = page.getByRole('navigation', { name: 'Brands by letter' });
    await letters.getByRole('link', { name: 'R', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#brands-R');
    expect(await page.locator('#brands-R').getByRole('link').first().innerText()).toMatch(/^R/i);

    // Typing narrows the list; the count is said politely.
    await page.getByLabel('Search brands').fill('rare');
    await eventually(() => links.count()).toBeLessThan(total);
    expect(await links.first().innerText()).toMatch(/rare/i);
    expect(await page.getByTestId('brand-count').getAttribute('aria-live')).toBe('polite');
    await page.getByLabel('Search brands').fill('');
    await eventually(() => links.count()).toBe(total);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'brands-en-desktop');

    for (const [language, viewport, heading] of [
      ['th', PHONE, /แบรนด์/],
      ['en', PHONE, /brands/i],
      ['th', undefined, /แบรนด์/],
    ] as const) {
      const other = await browser.page(viewport ? { viewport } : {});
      await useSite(other.context(), browser.baseUrl(), 'TH', language);
      const response = await other.goto('/brands');
      expect(response?.status()).toBe(200);
      expect(await other.getByRole('heading', { level: 1 }).innerText()).toMatch(heading);
      expect(await axeViolations(other)).toEqual([]);
      await shot(other, `brands-th-${language}-${viewport ? 'phone' : 'desktop'}`);
    }
  });

  it('sends a signed-in shopper opening /sign_in on to return_to (a same-origin path only)', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { country: 'SG' });
    const page = await browser.page();
    await page.goto('/sign_in');
    // Social sign-in is configured on this server (its local OpenID provider): the button is offered.
    expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(1);
    expect(await signIn(page, member.email, member.password)).toBe(200);
    await page.waitForURL((url) => url.pathname.startsWith('/account'));

    await page.goto('/sign_in?return_to=%2Faccount%2Forders');
    await page.waitForURL((url) => url.pathname === '/account/orders');
    await page.goto('/sign_in?return_to=https%3A%2F%2Fevil.example%2Fsteal');
    await page.waitForURL((url) => url.pathname === '/account');
    expect(new URL(page.url()).origin).toBe(browser.baseUrl());
  });

  it('moves focus to the new page heading and announces its title after an in-app navigation, not on filters', async () => {
    const page = await browser.page();
    await gotoHydrated(page, '/search');
    // First load: the browser's own focus, no announcement.
    expect(await page.getByTestId('route-announcer').innerText()).toBe('');

    await page.getByTestId('product-grid').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    await eventually(() => activeElement(page)).toBe('h1#product-title');
    await eventually(() => page.getByTestId('route-announcer').innerText()).toBe(await page.title());

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/search');
    await eventually(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('h1');

    // A sort on the same page keeps focus where the shopper is.
    await page.getByTestId('sort-select').focus();
    await page.getByTestId('sort-select').selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sort-select');
  });

  it('offers "Skip to results" before the filters and folds long filters behind one button', async () => {
    const page = await browser.page();
    await gotoHydrated(page, '/search?sort=newest');
    const skip = page.getByTestId('skip-to-results');
    const disclosure = page.getByTestId('filters-disclosure');
    expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('filters-disclosure-panel').isVisible()).toBe(false);

    // From the skip link, one Tab reaches the results' toolbar (not ~40 filter controls).
    await skip.focus();
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('listing-results');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('filters-disclosure');
    await shot(page, 'listing-en-desktop-folded');

    await disclosure.click();
    expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('filters-disclosure-panel').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'listing-en-desktop-open');

    const phone = await browser.page({ viewport: PHONE });
    await useSite(phone.context(), browser.baseUrl(), 'TH', 'th');
    await phone.goto('/search?sort=newest');
    expect(await phone.getByTestId('filters-button').isVisible()).toBe(true);
    expect(await phone.getByTestId('filter-panel').first().isVisible()).toBe(false);
    expect(await axeViolations(phone)).toEqual([]);
    await shot(phone, 'listing-th-phone');
  });

  it('keeps the 404 page’s big number out of the accessibility tree', async () => {
    for (const [language, viewport] of [['en', undefined], ['th', PHONE]] as const) {
      const page = await browser.page(viewport ? { viewport } : {});
      await useSite(page.context(), browser.baseUrl(), 'TH', language);
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      const big = page.getByTestId('not-found').locator('p').first();
      expect(await big.innerText()).toBe('404');
      expect(await big.getAttribute('aria-hidden')).toBe('true');
      // Decorative, and still readable: large text at 3:1 or more.
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `not-found-${language}-${viewport ? 'phone' : 'desktop'}`);
    }
  });

  it('answers 404 for an order address that cannot exist, and an unknown order offers to keep shopping, not to try again', async () => {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    expect((await page.goto('/orders/xyz'))?.status()).toBe(404);
    expect((await page.goto('/orders/xyz/payment_failed'))?.status()).toBe(404);
    await gotoHydrated(page, '/orders/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Continue shopping' }).first().getAttribute('href')).toBe('/');
  });

  it('offers the app instead of Add to bag for an app-exclusive product, on its page and its card', async () => {
    const product = await firstProduct(browser.baseUrl(), 'SG', '&badge=app_exclusive');
    const page = await browser.page();
    await page.goto(`/products/${product.slug}`);
    const prompt = page.getByTestId('app-prompt');
    expect(await prompt.getByRole('link', { name: 'Download on the App Store' }).count()).toBe(1);
    expect(await prompt.getByRole('link', { name: 'Get it on Google Play' }).count()).toBe(1);
    const buyArea = prompt.locator('xpath=ancestor::div[contains(@class, "flex-col")][1]');
    expect(await buyArea.getByRole('button', { name: /add to bag/i }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'product-app-exclusive-en-desktop');

    await page.goto('/search?badge=app_exclusive');
    const card = page.getByTestId('product-grid').locator('article').first();
    expect(await card.getByTestId('card-app-only').innerText()).toBe('In the app only');
    expect(await card.getByRole('button', { name: /add to bag/i }).count()).toBe(0);
  });
});
