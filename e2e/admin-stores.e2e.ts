/**
 * Journey: a store manager closes their store on a day in the back office (issue 21 item 8). The
 * shopper's booking page for an express makeup at Blush VivoCity offers a day with free times; the
 * demo store manager (Singapore stores) opens Stores, picks VivoCity, types that day into React
 * Aria's date pickers and adds the closure; the shopper's booking page then offers that day no
 * more, and the store page lists the closure. The manager removes it again (the server is shared
 * by the journeys). Axe on the stores list and the store's schedule; on a tablet-sized window.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
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
    const bookingPage = async () => {
      await shopper.goto('/happening/services/sg-express-makeup');
      await shopper.getByRole('radio', { name: /VivoCity/ }).check();
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

    // Keyboard: type the day into the date picker's segments (month, day, year in English).
    const add = page.getByRole('form', { name: 'Add closure' });
    await add.getByRole('spinbutton', { name: /month/i }).first().focus();
    await page.keyboard.type(`${month}${day}${year}`);
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
});
