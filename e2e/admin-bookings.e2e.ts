/**
 * Journey: a store manager moves a booking on the back office's calendar (issue 21 item 8). A
 * shopper books an express makeup at Blush ION Orchard in Singapore through the storefront's API
 * (as the happening pages do); the demo store manager (Singapore stores) signs in, opens the
 * calendar for that day, finds the booking in its artist's column, moves it to another free time
 * and is told; the shopper's "has moved" e-mail in the development mailbox says the new time and
 * that the store made the change. Axe on the calendar and the move dialog.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { eventually, expectHeading, freshEmail } from './support/account.ts';
import { useSite } from './support/site.ts';
import { staffSignIn } from './support/staff.ts';

const MANAGER = 'store@staff.blush.example';
const STORE = 'sg-ion-orchard';
const SERVICE = 'sg-express-makeup';

interface Booked {
  id: string;
  number: string;
  date: string;
  startsAt: string;
}

/** Book the first free time of a day 10 to 40 days ahead through the shop's API, from inside the shopper's page. */
function bookThroughShop(page: Page, shopper: { name: string; email: string }, offset: number): Promise<Booked> {
  return page.evaluate(
    async ({ shopper, store, service, offset }) => {
      const headers = { 'content-type': 'application/json', 'x-platform': 'web', 'x-site-country': 'SG', 'accept-language': 'en-SG' };
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
      for (let d = offset; d < offset + 20; d++) {
        const at = new Date(`${today}T00:00:00Z`);
        at.setUTCDate(at.getUTCDate() + d);
        const date = at.toISOString().slice(0, 10);
        const slots = (await (await fetch(`/api/web/v1/booking-service/time-slots/${service}?store=${store}&date=${date}`, { headers })).json()).slots as { startsAt: string }[];
        // Two free times at least: one to book, another to move to.
        if (slots.length < 2) continue;
        const created = await fetch('/api/web/v1/reservation-service/create', {
          method: 'POST',
          headers,
          body: JSON.stringify({ activity: service, store, starts_at: slots[0]!.startsAt, full_name: shopper.name, email: shopper.email, calling_code: '+65', phone: '91234567' }),
        });
        if (created.status !== 201) throw new Error(`booking failed: ${created.status} ${await created.text()}`);
        const { booking } = await created.json();
        return { id: booking.id, number: booking.number, date, startsAt: booking.startsAt };
      }
      throw new Error('no day with two free times');
    },
    { shopper, store: STORE, service: SERVICE, offset },
  );
}

describe('back office: bookings', () => {
  const browser = useBrowser();

  it('the store manager moves a booking to another free time on the calendar; the shopper is e-mailed the new time', async () => {
    const shopperPage = await browser.page();
    await useSite(shopperPage.context(), browser.baseUrl(), 'SG', 'en');
    await shopperPage.goto('/');
    const shopper = { name: `Journey ${Date.now().toString(36)}`, email: freshEmail('moved-booking') };
    const booked = await bookThroughShop(shopperPage, shopper, 10 + (Date.now() % 30));

    // The store manager opens the calendar for that day (the sign-in returns to it).
    const page = await browser.page();
    await page.goto(`/admin/bookings?store=${STORE}&date=${booked.date}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, MANAGER);
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allInnerTexts()).toContain('Bookings');
    // The day's calendar and the store picker come with the day's answer, after the heading.
    const calendar = page.getByRole('region', { name: `Bookings on ${booked.date} at Blush ION Orchard` });
    await calendar.waitFor();
    // Only the manager's (Singapore) stores to pick from.
    const stores = await page.getByLabel('Store').locator('option').allInnerTexts();
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.endsWith('(SG)'))).toBe(true);
    expect(await page.getByLabel('Date').inputValue()).toBe(booked.date);
    const block = calendar.getByRole('button', { name: new RegExp(`Express makeup, ${shopper.name}, Confirmed`) });
    await block.waitFor();
    expect(await axeViolations(page), 'bookings calendar').toEqual([]);

    // Keyboard: focus the booking and open it with Enter.
    await block.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: `Booking ${booked.number}` });
    await details.getByText(shopper.email).waitFor();
    await details.getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: `Move booking ${booked.number}` });
    const time = move.getByLabel('New time');
    await eventually(() => time.locator('option').count()).toBeGreaterThan(2);
    expect(await axeViolations(page), 'move dialog').toEqual([]);
    // Another free time than its own: the last of the day.
    const options = time.locator('option');
    const last = options.last();
    const chosen = (await last.getAttribute('value'))!;
    const newStart = chosen.split('|')[0]!;
    expect(newStart).not.toBe(booked.startsAt);
    await time.selectOption(chosen);
    await move.getByRole('button', { name: 'Move and e-mail the shopper' }).click();
    const newLocal = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Singapore' }).format(new Date(newStart));
    await page.getByText(`Booking ${booked.number} moved to ${booked.date} ${newLocal}. The shopper is e-mailed.`).waitFor();
    await calendar.getByRole('button', { name: new RegExp(`^${newLocal}–\\d\\d:\\d\\d Express makeup, ${shopper.name}, Rescheduled$`) }).waitFor();

    // The shopper's e-mail says the new time, and that the store made the change.
    const subject = `Your Blush booking ${booked.number} has moved`;
    await eventually(async () => {
      await shopperPage.goto(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`);
      return shopperPage.getByRole('link').filter({ hasText: subject }).count();
    }).toBe(1);
    await shopperPage.getByRole('link').filter({ hasText: subject }).click();
    await shopperPage.waitForURL(/\/dev\/mailbox\/\d+$/);
    await expectHeading(shopperPage, subject);
    const text = await shopperPage.getByTestId('mail-text').innerText();
    const when = new Intl.DateTimeFormat('en-SG', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Singapore' }).format(new Date(newStart));
    expect(text).toContain(`On ${when}`);
    expect(text).toContain('Our store team made this change on your behalf.');
  });
});
