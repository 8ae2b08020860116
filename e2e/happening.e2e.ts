/**
 * Journey: a guest in Thailand books a signature facial in Thai (store, day on the calendar, time,
 * any available artist, the skin-type question, contact details with the §5 messages first), sees
 * the confirmation, opens the manage link of the confirmation e-mail from the development mailbox
 * and cancels with a reason. In Australia, where booking is app-exclusive, the same service shows
 * the app prompt instead, its QR code scanning (from a screenshot) to the app listing. Axe on the list, the activity page with its form, the confirmation, the
 * reschedule and the cancel page, on a 390 px phone and a desktop.
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD_LINKS } from '@blush/shared/catalog';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

describe('happening: book, manage, app-only', () => {
  const browser = useBrowser();

  async function sitePage(country: 'TH' | 'AU', language: 'th' | 'en', viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.page({ viewport });
    await useSite(page.context(), browser.baseUrl(), country, language);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
    });
    return { page, problems };
  }

  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`books a facial in Thai as a guest, then cancels it from the e-mail's link (${name})`, async () => {
      const { page, problems } = await sitePage('TH', 'th', viewport);
      const email = `facial-${name}-${Date.now()}@example.com`;

      await page.goto('/happening/services');
      await page.getByRole('heading', { level: 1, name: 'บริการ คลาส และอีเวนต์' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'ประเภทกิจกรรม' }).getByRole('link', { name: 'บริการความงาม' }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('activity-card').count()).toBe(5);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'ทรีตเมนต์หน้าซิกเนเจอร์' }).click();
      await page.waitForURL('**/happening/services/th-signature-facial');
      await page.getByRole('heading', { level: 1, name: 'ทรีตเมนต์หน้าซิกเนเจอร์' }).waitFor();
      expect(await page.getByTestId('activity-price').innerText()).toMatch(/฿/);
      expect(await page.getByTestId('happening-app-prompt').count()).toBe(0);

      // Store, then a day with free times on the calendar (keyboard: Enter on the focused day).
      await page.getByRole('radio', { name: /สยามพารากอน/ }).check();
      const calendar = page.getByRole('grid');
      await calendar.waitFor();
      const open = calendar.locator('button[data-date]:not([aria-disabled])').first();
      const day = await open.getAttribute('data-date');
      await open.focus();
      await page.keyboard.press('Enter');
      expect(await calendar.locator(`td[aria-selected="true"] button[data-date="${day}"]`).count()).toBe(1);
      await page.getByTestId('slot-picker').waitFor();
      expect(await page.getByTestId('slot').first().innerText()).toMatch(/^\d\d:\d\d\nเหลือ \d+ ที่$/);
      await page.getByTestId('slot').first().click();
      expect(await page.getByRole('radio', { name: 'ช่างแต่งหน้าคนใดก็ได้ที่ว่าง' }).isChecked()).toBe(true);
      await page.getByTestId('booking-continue').click();

      // The §5 messages before anything is sent.
      await page.getByTestId('booking-review').click();
      const summary = page.getByTestId('error-summary');
      await summary.getByText('ชื่อ-นามสกุล: กรุณากรอกชื่อ-นามสกุล').waitFor();
      expect(await summary.getByRole('link', { name: /: จำเป็นต้องกรอก$/ }).count()).toBe(3);
      await page.getByLabel('อีเมล').fill('not-an-email');
      await page.getByLabel('หมายเลขโทรศัพท์').fill('12');
      await page.getByTestId('booking-review').click();
      await summary.getByText('อีเมล: อีเมลไม่ถูกต้อง').waitFor();
      await summary.getByText('หมายเลขโทรศัพท์: หมายเลขโทรศัพท์ไม่ถูกต้อง').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('สภาพผิวของคุณ').selectOption('combination');
      await page.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ใจดี');
      await page.getByLabel('อีเมล').fill(email);
      await page.getByLabel('หมายเลขโทรศัพท์').fill('812345678');
      await page.getByTestId('booking-review').click();
      await page.getByTestId('booking-review-panel').waitFor();
      expect(await page.getByTestId('fact-artist').innerText()).toBe('ช่างแต่งหน้าคนใดก็ได้ที่ว่าง');
      await page.getByTestId('booking-confirm').click();

      const confirmation = page.getByTestId('booking-confirmation');
      await confirmation.getByRole('heading', { name: 'จองเรียบร้อยแล้ว' }).waitFor();
      const number = await confirmation.getByTestId('fact-number').innerText();
      expect(number).toMatch(/^BK-TH-/);
      expect(await confirmation.getByTestId('fact-store').innerText()).toBe('บลัช สยามพารากอน');
      expect(await confirmation.getByTestId('fact-duration').innerText()).toBe('60 นาที');
      expect(await confirmation.getByTestId('fact-artist').innerText()).not.toBe('');
      expect(await confirmation.innerText()).toContain(email);
      expect(await axeViolations(page)).toEqual([]);

      // The confirmation e-mail's manage link, from the development mailbox.
      let opened = false;
      for (let attempt = 0; attempt < 20 && !opened; attempt++) {
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
        const mail = page.getByRole('link').filter({ hasText: number });
        if (await mail.count()) {
          await mail.first().click();
          opened = true;
        } else await page.waitForTimeout(500);
      }
      expect(opened).toBe(true);
      await page.waitForURL(/\/dev\/mailbox\/\d+$/);
      // The e-mail's button, in its HTML version (the text version's link is a path, with no PUBLIC_URL set).
      const manage = page.frameLocator('iframe').getByRole('link', { name: 'จัดการการจองของคุณ' });
      await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/happening/services/reschedule/') && url.searchParams.has('token')), manage.click()]);
      await page.getByRole('heading', { level: 1, name: 'เลื่อนเวลาการจอง' }).waitFor();
      await page.getByTestId('booking-facts').getByText(number).waitFor();
      expect(await page.getByTestId('booking-state').getAttribute('data-state')).toBe('confirmed');
      await page.getByTestId('booking-calendar').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'ยกเลิกการจองนี้แทน' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/happening/services/cancel/') && url.searchParams.has('token'));
      await page.getByRole('heading', { level: 1, name: 'ยกเลิกการจอง' }).waitFor();
      await page.getByTestId('cancel-form').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel(/เหตุผลที่ยกเลิก/).fill('ติดธุระ');
      await page.getByTestId('cancel-confirm').click();
      await page.getByText('ยกเลิกการจองเรียบร้อยแล้ว').waitFor();
      expect(await page.getByTestId('booking-state').getAttribute('data-state')).toBe('cancelled');
      expect(await page.getByTestId('cancel-form').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Without the token, a guest is told the booking is not theirs (the API's owner mismatch), and offered nothing.
      const path = new URL(page.url()).pathname;
      await page.goto(path);
      await page.getByTestId('manage-error').waitFor();
      expect(await page.getByTestId('manage-error').innerText()).not.toBe('');
      expect(await page.getByTestId('cancel-form').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  it('shows the app prompt instead of booking where booking is app-exclusive (AU)', async () => {
    const { page, problems } = await sitePage('AU', 'en', PHONE);
    await page.goto('/happening/services/au-signature-facial');
    await page.getByRole('heading', { level: 1, name: 'Signature facial' }).waitFor();
    const prompt = page.getByTestId('happening-app-prompt');
    await prompt.getByRole('heading', { name: 'Book in the Blush app' }).waitFor();
    expect(await prompt.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(await prompt.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(await page.getByTestId('booking-flow').count()).toBe(0);
    expect(await page.getByTestId('activity-price').innerText()).toMatch(/\$/);
    // The QR code as the browser draws it scans to the app listing (no APP_LISTING_URL here: the App Store's).
    const qr = prompt.getByRole('img', { name: 'QR code to the Blush app' });
    await qr.scrollIntoViewIfNeeded();
    const shot = PNG.sync.read(await qr.screenshot());
    expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(APP_DOWNLOAD_LINKS.appStore);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the provider result pages, and an unknown booking', async () => {
    const { page } = await sitePage('TH', 'en', DESKTOP);
    await page.goto('/happening/services/booxi/success?language=en');
    await page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/happening/services/booxi/cancel?language=en');
    await page.getByRole('heading', { level: 1, name: 'Your booking was not made' }).waitFor();
    // An unknown booking: the API's message, nothing to change.
    await page.goto('/happening/events/cancel/00000000-0000-4000-8000-000000000000?language=en');
    await page.getByTestId('manage-error').waitFor();
    expect(await page.getByTestId('cancel-form').count()).toBe(0);
  });
});
