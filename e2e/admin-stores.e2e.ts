/**
 * Journey: a store manager closes their store on a day in the back office (issue 21 item 8). The
 * shopper's booking page for an express makeup at Blush VivoCity offers a day with free times; the
 * demo store manager (Singapore stores) opens Stores, picks VivoCity, types that day into React
 * Aria's date pickers and adds the closure; the shopper's booking page then offers that day no
 * more, and the store page lists the closure. The manager removes it again (the server is shared
 * by the journeys). Axe on the stores list and the store's schedule; on a tablet-sized window. The
 * shopper's first pick of the store comes before the page's code has run and must still count.
 * Operations open a new store in Thailand from the "Open a store" dialog (a bad postcode told by
 * its field first); the storefront's store locator lists it at once and its page has its Thai name.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { holdHydration } from './support/bag.ts';
import { useBrowser } from './support/browser.ts';
import { eventually } from './support/account.ts';
import { useSite } from './support/site.ts';
import { staffSignIn } from './support/staff.ts';

const MANAGER = 'store@staff.blush.example';
const TABLET = { width: 820, height: 1180 };

describe('back office: stores', () => {
  const browser = useBrowser();

  it('the store manager closes their store on a day: the booking page offers no time that day and the store page shows the closure', async () => {
    const shopper = await browser.page();
    await shopper.setViewportSize(TABLET);
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    // The first time, the store is picked before the page's code has run (a slow phone): it must still count.
    let release: (() => void) | null = await holdHydration(shopper);
    const bookingPage = async () => {
      await shopper.goto('/happening/services/sg-express-makeup', { waitUntil: 'domcontentloaded' });
      await shopper.getByRole('radio', { name: /VivoCity/ }).check();
      release?.();
      release = null;
      const calendar = shopper.getByRole('grid');
      await calendar.waitFor();
      return calendar;
    };
    // A day of this month the shopper may book (not today: its times may be past by the time we look).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
    let calendar = await bookingPage();
    const open = await calendar.locator('button[data-date]:not([aria-disabled])').evaluateAll((buttons, today) => buttons.map((b) => b.getAttribute('data-date')!).filter((d) => d > today), today);
    expect(open.length, 'a bookable day this month').toBeGreaterThan(0);
    const date = open[0]!;
    const [year, month, day] = date.split('-');

    const page = await browser.page();
    await page.setViewportSize(TABLET);
    await page.goto('/admin/stores');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, MANAGER);
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allInnerTexts()).toContain('Stores');
    expect(await axeViolations(page), 'stores list').toEqual([]);
    await page.getByRole('link', { name: /Blush VivoCity/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Blush VivoCity' }).waitFor();
    // A closure an earlier, interrupted run left behind goes first.
    const leftOver = page.getByRole('button', { name: /^Remove closure/ });
    for (let left = await leftOver.count(); left > 0; left--) {
      await leftOver.first().click();
      await eventually(() => leftOver.count()).toBe(left - 1);
    }
    expect(await axeViolations(page), 'store schedule').toEqual([]);

    // Keyboard: type the day into the date picker's segments (day before month in the back office's English).
    const add = page.getByRole('form', { name: 'Add closure' });
    const segments = await add.getByRole('spinbutton').first().evaluate((first) => [...first.parentElement!.querySelectorAll('[role="spinbutton"]')].map((s) => s.getAttribute('data-type')));
    expect(segments).toEqual(['day', 'month', 'year']);
    await add.getByRole('spinbutton', { name: /day/i }).first().focus();
    await page.keyboard.type(`${day}${month}${year}`);
    await add.getByLabel('Reason').fill('Stocktake');
    await add.getByRole('button', { name: 'Add closure' }).click();
    await page.getByText('Saved. Shoppers see it now.').waitFor();
    const closure = page.getByRole('button', { name: `Remove closure ${date}` });
    await closure.waitFor();

    // The shopper: that day is no longer offered; the store page lists the closure.
    calendar = await bookingPage();
    await eventually(() => calendar.locator(`button[data-date="${date}"]:not([aria-disabled])`).count()).toBe(0);
    await shopper.goto('/store-locations/sg-vivocity');
    const closures = shopper.getByTestId('store-closures');
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    expect(await closures.innerText()).toContain(`${shown}: closed · Stocktake`);

    // Open again (other journeys book here).
    await closure.click();
    await page.getByText('No closures planned.').waitFor();
    calendar = await bookingPage();
    await calendar.locator(`button[data-date="${date}"]:not([aria-disabled])`).waitFor();
  });

  it('operations open a store from the dialog; the storefront lists it at once, in the country and language it was named for', async () => {
    const slug = `th-journey-${Date.now().toString(36)}`;
    const page = await browser.page();
    await page.setViewportSize(TABLET);
    await page.goto('/admin/stores');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, 'ops@staff.blush.example');
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    await page.getByRole('button', { name: 'Open a store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a store' });
    await dialog.waitFor();
    expect(await axeViolations(page), 'open a store').toEqual([]);
    // A bad postcode first: told by its field, nothing opened.
    await dialog.getByLabel('Web address (slug)').fill(slug);
    await dialog.getByLabel('Name in English').fill('Blush Journey Square');
    await dialog.getByLabel('Country').selectOption('TH');
    await dialog.getByLabel('Name in Thai').fill('บลัช เจอร์นีย์ สแควร์');
    await dialog.getByLabel('Street address').fill('999 Rama I Road, Pathum Wan');
    await dialog.getByLabel('City').fill('Bangkok');
    await dialog.getByLabel('Postcode (optional)').fill('12');
    await dialog.getByLabel('Phone').fill('+66 2 000 1234');
    await dialog.getByLabel('Latitude').fill('13.7466');
    await dialog.getByLabel('Longitude').fill('100.5393');
    await dialog.getByRole('button', { name: 'Open the store' }).click();
    await eventually(() => dialog.getByLabel('Postcode (optional)').getAttribute('aria-invalid')).toBe('true');
    expect((await page.request.get(`/api/web/v1/store-locations/${slug}`, { headers: { 'x-platform': 'web', 'x-site-country': 'TH' } })).status()).toBe(404);
    await dialog.getByLabel('Postcode (optional)').fill('10330');
    await dialog.getByRole('button', { name: 'Open the store' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blush Journey Square' }).waitFor();

    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'TH', 'en');
    await shopper.goto('/store-locations');
    await shopper.getByRole('link', { name: /Blush Journey Square/ }).first().waitFor();
    await useSite(shopper.context(), browser.baseUrl(), 'TH', 'th');
    await shopper.goto(`/store-locations/${slug}`);
    await shopper.getByRole('heading', { level: 1, name: 'บลัช เจอร์นีย์ สแควร์' }).waitFor();
  });
});
