/**
 * Screenshots of the running shop for a human look: home in every country (desktop, and phone for
 * some), the switcher dialog, the phone menu, the 404 page, /swagger, a listing.
 *
 *   node e2e/tools/screenshots.ts [baseUrl=http://127.0.0.1:3000] [outDir=/tmp/shots]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { COUNTRY_CODES, MARKETS, type CountryCode, type Language } from '@blush/shared/markets';
import { DESKTOP, PHONE, launchChromium } from '../support/browser.ts';

const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const outDir = process.argv[3] ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();

async function open(country: CountryCode, language: Language, viewport: { width: number; height: number }, urlPath: string): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  await context.addCookies([
    { name: 'locale', value: country, url: baseUrl },
    { name: `lng_${country.toLowerCase()}`, value: language, url: baseUrl },
  ]);
  const page = await context.newPage();
  await page.goto(urlPath, { waitUntil: 'networkidle' });
  return page;
}

/** Wait until the page's CSS animations and transitions (a dialog opening, a menu sliding in) have ended. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) {
    // Scroll through the page so lazy images load (a frame drawn at each position), then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  }
  await settled(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize();
  if (viewport && width > viewport.width) console.warn(`${name}: page is ${width}px wide, wider than the ${viewport.width}px viewport`);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

for (const country of COUNTRY_CODES) {
  const language = MARKETS[country].languages[0]!;
  const page = await open(country, language, DESKTOP, '/');
  await shot(page, `home-${country}-${language}-desktop`);
  await page.context().close();
}
for (const [country, language] of [['SG', 'en'], ['TH', 'th'], ['HK', 'zh'], ['ID', 'id']] as const) {
  const page = await open(country, language, PHONE, '/');
  await shot(page, `home-${country}-${language}-phone`);
  if (country === 'SG' || country === 'TH') {
    await page.getByTestId('menu-button').click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `menu-${country}-${language}-phone`, false);
  }
  await page.context().close();
}
{
  const page = await open('SG', 'en', DESKTOP, '/');
  await page.getByTestId('country-switcher').first().click();
  await page.getByRole('dialog').waitFor();
  await shot(page, 'switcher-SG-en-desktop', false);
  await page.keyboard.press('Escape');
  const nav = page.locator('nav button[aria-expanded]').first();
  if (await nav.count()) {
    await nav.click();
    await page.locator('nav button[aria-expanded="true"]').first().waitFor();
    await shot(page, 'megamenu-SG-en-desktop', false);
  }
  await page.goto('/this/does/not-exist', { waitUntil: 'networkidle' });
  await shot(page, 'not-found-SG-en-desktop');
  await page.goto('/swagger', { waitUntil: 'networkidle' });
  await page.locator('details').first().evaluate((el) => ((el as HTMLDetailsElement).open = true));
  await shot(page, 'swagger-desktop');
  await page.goto('/search?q=lip', { waitUntil: 'networkidle' });
  await shot(page, 'search-SG-en-desktop');
  await page.goto('/welcome?country=TH', { waitUntil: 'networkidle' });
  await shot(page, 'welcome-SG-en-desktop');
  await page.goto('/about', { waitUntil: 'networkidle' });
  await shot(page, 'about-SG-en-desktop');
  await page.context().close();
}
{
  const page = await open('TH', 'th', PHONE, '/');
  await page.getByTestId('country-switcher').last().click();
  await page.getByRole('dialog').waitFor();
  await shot(page, 'switcher-TH-th-phone', false);
  await page.context().close();
}
await browser.close();
