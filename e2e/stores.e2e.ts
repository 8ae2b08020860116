/**
 * Journey: a shopper in Singapore finds the store nearest to them (the browser's position mocked
 * beside Jewel Changi Airport), opens its page and reads its hours, phone, directions and JSON-LD;
 * both pages pass axe, on a phone and a desktop. A shopper refusing their location is told so;
 * another country's store offers that site.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { gotoHydrated } from './support/bag.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

const NEAR_CHANGI = { latitude: 1.3644, longitude: 103.9915 };

describe('store locator', () => {
  const browser = useBrowser();

  async function sgPage(viewport: { width: number; height: number }, allowLocation: boolean): Promise<Page> {
    const page = await browser.page({ viewport, geolocation: NEAR_CHANGI, permissions: allowLocation ? ['geolocation'] : [] });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    return page;
  }

  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`finds the nearest store and opens its page (${name})`, async () => {
      const page = await sgPage(viewport, true);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await gotoHydrated(page, '/');
      // From the header, in every country.
      await page.getByRole('banner').getByRole('link', { name: 'Stores' }).click();
      await page.waitForURL('**/store-locations');
      await page.getByRole('heading', { level: 1, name: 'Find a store' }).waitFor();
      expect(await page.getByTestId('store-item').count()).toBe(3);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Stores near me' }).click();
      await page.getByText('3 stores · nearest first').waitFor();
      const first = page.getByTestId('store-item').first();
      expect(await first.getAttribute('data-store')).toBe('sg-jewel-changi');
      expect(await first.getByTestId('store-distance').innerText()).toMatch(/^0\.\d km away$/);
      // The map's first marker is the same store, by name.
      const marker = page.getByRole('group', { name: 'Map of the stores' }).getByRole('link', { name: '1. Blush Jewel Changi Airport' });
      expect(await marker.count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Your location' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      await first.getByRole('link', { name: 'Blush Jewel Changi Airport' }).click();
      await page.waitForURL('**/store-locations/sg-jewel-changi');
      await page.getByRole('heading', { level: 1, name: 'Blush Jewel Changi Airport' }).waitFor();
      expect(await page.getByTestId('store-open-status').innerText()).toMatch(/^(Open now · closes at 22:00|Closed · opens (tomorrow )?at 10:00)$/);
      expect(await page.getByTestId('store-hours').locator('tbody tr').count()).toBe(7);
      expect(await page.getByRole('link', { name: /\+65 6241 5678/ }).getAttribute('href')).toBe('tel:+6562415678');
      expect(await page.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=1.3602,103.9898');
      expect(await page.getByTestId('store-offers').innerText()).toContain('Click & collect');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('the store page is server-rendered with schema.org Store JSON-LD, and hydrates without a mismatch', async () => {
    const page = await sgPage(DESKTOP, false);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    const response = await page.goto('/store-locations/sg-ion-orchard');
    expect(response?.status()).toBe(200);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Store',
      name: 'Blush ION Orchard',
      telephone: '+65 6238 1234',
      address: { '@type': 'PostalAddress', streetAddress: '2 Orchard Turn, #B2-12 ION Orchard', addressLocality: 'Singapore', postalCode: '238801', addressCountry: 'SG' },
      geo: { '@type': 'GeoCoordinates', latitude: 1.304, longitude: 103.8318 },
    });
    expect(ld.openingHoursSpecification[0]).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '22:00' });
    expect(ld.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
    await page.waitForFunction(() => document.querySelector('[data-testid="store-page"]') !== null);
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  });

  it('the pages sitemap lists the locator and each store of the country', async () => {
    const xml = await (await fetch(`${browser.baseUrl()}/sitemaps/pages.xml`)).text();
    expect(xml).toContain('<loc>https://www.blush.com.sg/store-locations</loc>');
    expect(xml).toContain('<loc>https://www.blush.com.sg/store-locations/sg-jewel-changi</loc>');
    expect(xml).not.toContain('th-siam-paragon');
  });

  it('says so when the shopper refuses their location, and keeps the list', async () => {
    const page = await sgPage(DESKTOP, false);
    await gotoHydrated(page, '/store-locations');
    await page.getByRole('button', { name: 'Stores near me' }).click();
    await page.getByTestId('geo-message').getByText(/Location access is off for this site/).waitFor();
    expect(await page.getByTestId('store-item').count()).toBe(3);
  });

  it('an unknown store is the 404 page; another country’s store offers that site', async () => {
    const page = await sgPage(DESKTOP, false);
    expect((await page.goto('/store-locations/sg-nowhere'))?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();

    const elsewhere = await page.goto('/store-locations/th-siam-paragon');
    expect(elsewhere?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'This store is on our Thailand site' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Go to the Thailand site' }).click();
    await page.waitForURL(/\/store-locations\/th-siam-paragon(\?language=en)?$/);
    await page.getByRole('heading', { level: 1, name: 'Blush Siam Paragon' }).waitFor();
  });
});
