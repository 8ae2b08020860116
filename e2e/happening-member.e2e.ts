/**
 * Journeys in English on the Singapore site: a signed-in member moves a booking from the account's
 * bookings list (through /happening/services/reschedule/{id}) and then cancels it (through
 * /happening/services/cancel/{id}), with no e-mailed token — their session is the proof; and a
 * class whose chosen session fills up while the shopper fills in the form: the booking is refused
 * and that day says "Time slots empty".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSandboxMember, signIn } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

const HEADERS = { 'content-type': 'application/json', 'x-platform': 'web', 'accept-language': 'en-SG', 'x-site-country': 'SG' };

describe('happening: a member manages a booking; a class fills up', () => {
  const browser = useBrowser();

  async function sitePage(viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.page({ viewport });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
    });
    return { page, problems };
  }

  /** Choose the first day the calendar offers, and wait for its times. */
  async function firstOpenDay(page: Page): Promise<string> {
    const calendar = page.getByTestId('booking-calendar');
    await calendar.waitFor();
    const open = calendar.locator('button[data-date]:not([aria-disabled])').first();
    const day = (await open.getAttribute('data-date'))!;
    await open.click();
    await page.getByTestId('slot-picker').waitFor();
    return day;
  }

  it('a member reschedules a brow shaping from Account → Bookings, then cancels it', async () => {
    const { page, problems } = await sitePage(DESKTOP);
    const member = await createSandboxMember(browser.baseUrl(), { country: 'SG', language: 'en', first_name: 'Mei' });
    await page.goto('/sign_in');
    expect(await signIn(page, member.email, member.password)).toBe(200);

    // The member's booking, made with their session (the first free time at ION Orchard).
    const booked = await page.evaluate(async (headers) => {
      const base = '/api/web/v1/booking-service';
      const days = (await (await fetch(`${base}/available-slots/sg-brow-shaping?store=sg-ion-orchard`, { headers })).json()) as { days: { date: string }[] };
      const day = days.days[0]!.date;
      const slots = (await (await fetch(`${base}/time-slots/sg-brow-shaping?store=sg-ion-orchard&date=${day}`, { headers })).json()) as { slots: { startsAt: string }[] };
      const body = { activity: 'sg-brow-shaping', store: 'sg-ion-orchard', starts_at: slots.slots[0]!.startsAt, full_name: 'Mei Tan', email: `mei-${Date.now()}@example.com`, calling_code: '+65', phone: '91234567' };
      const response = await fetch('/api/web/v1/reservation-service/create', { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: response.status, booking: ((await response.json()) as { booking: { id: string; number: string; startsAt: string } }).booking };
    }, HEADERS);
    expect(booked.status).toBe(201);
    const { id, number, startsAt } = booked.booking;

    await page.goto('/account/bookings');
    const item = page.getByTestId('account-booking').filter({ hasText: number });
    await item.waitFor();
    expect(await item.getByTestId('account-booking-state').innerText()).toBe('Confirmed');
    expect(await axeViolations(page)).toEqual([]);

    // Reschedule: from the list to the reschedule page, another time on the first open day.
    await Promise.all([page.waitForURL(`**/happening/services/reschedule/${id}`), item.getByRole('link', { name: `Reschedule booking ${number}` }).click()]);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Reschedule your booking' }).waitFor();
    await page.getByTestId('booking-facts').getByText(number).waitFor();
    expect(await page.getByTestId('booking-state').getAttribute('data-state')).toBe('confirmed');
    const timeBefore = await page.getByTestId('fact-time').innerText();
    await firstOpenDay(page);
    const other = page.getByTestId('slot').filter({ has: page.locator(`input:not([value="${startsAt}"])`) }).last();
    const newStart = (await other.locator('input').getAttribute('value'))!;
    expect(newStart).not.toBe(startsAt);
    await other.click();
    await page.getByTestId('reschedule-confirm').click();
    await page.getByText('Your booking is moved').waitFor();
    expect(await page.getByTestId('booking-state').getAttribute('data-state')).toBe('rescheduled');
    expect(await page.getByTestId('fact-time').innerText()).not.toBe(timeBefore);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/account/bookings');
    await item.waitFor();
    expect(await item.getByTestId('account-booking-state').innerText()).toBe('Rescheduled');
    expect(await item.locator('time').getAttribute('datetime')).toBe(newStart);

    // Cancel: from the list to the cancel page, with a reason.
    await Promise.all([page.waitForURL(`**/happening/services/cancel/${id}`), item.getByRole('link', { name: `Cancel booking ${number}` }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Cancel your booking' }).waitFor();
    await page.getByTestId('cancel-form').waitFor();
    await page.getByLabel(/Reason for cancelling/).fill('Travelling that week');
    await page.getByTestId('cancel-confirm').click();
    await page.getByText('Your booking is cancelled').waitFor();
    expect(await page.getByTestId('booking-state').getAttribute('data-state')).toBe('cancelled');
    expect(await page.getByTestId('cancel-form').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/account/bookings');
    await item.waitFor();
    expect(await item.getByTestId('account-booking-state').innerText()).toBe('Cancelled');
    expect(await item.getByRole('link').count()).toBe(0);
    // The time it held is free again at once.
    const freed = await page.evaluate(
      async ({ headers, day }) => ((await (await fetch(`/api/web/v1/booking-service/time-slots/sg-brow-shaping?store=sg-ion-orchard&date=${day}`, { headers })).json()) as { slots: { startsAt: string }[] }).slots.map((s) => s.startsAt),
      { headers: HEADERS, day: new Date(newStart).toLocaleDateString('en-CA', { timeZone: 'Asia/Singapore' }) },
    );
    expect(freed).toContain(newStart);
    expect(problems).toEqual([]);
  });

  it('a class session that fills up while the shopper fills in the form: refused, and the day says "Time slots empty"', async () => {
    const { page, problems } = await sitePage(PHONE);
    await page.goto('/happening/classes/sg-makeup-masterclass');
    await page.getByRole('heading', { level: 1, name: 'Everyday makeup masterclass' }).waitFor();
    await page.getByRole('radio', { name: /Jewel Changi/ }).check();
    const day = await firstOpenDay(page);
    const slot = page.getByTestId('slot').first();
    const startsAt = (await slot.locator('input').getAttribute('value'))!;
    await slot.click();
    await page.getByTestId('booking-continue').click();
    await page.getByLabel('Full name', { exact: true }).fill('Aisha Rahman');
    await page.getByLabel('E-mail', { exact: true }).fill(`aisha-${Date.now()}@example.com`);
    await page.getByLabel('Phone number', { exact: true }).fill('91234567');
    await page.getByTestId('booking-review').click();
    await page.getByTestId('booking-review-panel').waitFor();

    // Meanwhile other shoppers take every seat left in that session.
    const api = `${browser.baseUrl()}/api/web/v1`;
    const left = ((await (await fetch(`${api}/booking-service/time-slots/sg-makeup-masterclass?store=sg-jewel-changi&date=${day}`, { headers: HEADERS })).json()) as { slots: { startsAt: string; capacity: number }[] }).slots.find((s) => s.startsAt === startsAt)!.capacity;
    for (let n = 0; n < left; n++) {
      const body = { activity: 'sg-makeup-masterclass', store: 'sg-jewel-changi', starts_at: startsAt, full_name: `Other Shopper ${n}`, email: `other-${Date.now()}-${n}@example.com`, calling_code: '+65', phone: '91234567' };
      expect((await fetch(`${api}/reservation-service/create`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) })).status).toBe(201);
    }

    await page.getByTestId('booking-confirm').click();
    expect(await page.getByTestId('slot-taken').innerText()).toBe('Time slots empty: this time is no longer available. Please choose another.');
    const empty = page.getByTestId('slots-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toMatch(/^Time slots empty\n+No available slots on .+\. Please choose another day\.$/);
    expect(await page.getByTestId('booking-confirmation').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
