/**
 * Issue 18 item 5: a guest records a video gift message on the order page with Chromium's fake
 * camera and microphone (the permission prompt answered by the fake UI), sends it in parts, makes
 * the recipient's link; the link plays the video on the recipient's page (on a phone), the packing
 * slip carries the link and its QR code, and once revoked the link says so (410). Axe on each page.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';
import { placeCardOrder } from './support/order.ts';

const SHOTS = process.env.E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('video gift message (issue 18)', () => {
  const browser = useBrowser({ args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'] });

  /** A guest's SG order placed through the API from the page (its bag cookie is the page's). */
  async function placeOrder(page: Page): Promise<string> {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'SG' } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    const order = await placeCardOrder(page, {
      country: 'SG',
      variantId,
      email: `gift.${Date.now()}@example.com`,
      recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567' },
      shippingAddress: { country: 'SG', line1: '1 Orchard Road', postcode: '238801' },
    });
    return order.id;
  }

  it('records with the camera, uploads, and the recipient link plays the video with its poster; packing slip; revoked link says so', async () => {
    const page = await browser.page({ viewport: DESKTOP, permissions: ['camera', 'microphone'] });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    await gotoHydrated(page, '/');
    const orderId = await placeOrder(page);
    await gotoHydrated(page, `/orders/${orderId}`);

    const section = page.getByTestId('gift-message');
    await section.getByRole('heading', { level: 2, name: 'Gift message' }).waitFor();
    // The box turns checked once the API has saved it.
    await section.getByRole('checkbox', { name: 'This order is a gift' }).click();
    await section.getByRole('checkbox', { name: 'This order is a gift', checked: true }).waitFor();
    await section.getByRole('button', { name: 'Record a video' }).click();
    await section.getByRole('button', { name: 'Start recording' }).click();
    await section.getByTestId('gift-clock').getByText('0:02 / 1:00').waitFor({ timeout: 15_000 });
    await section.getByRole('button', { name: 'Stop recording' }).click();
    await section.getByTestId('gift-pending-video').waitFor();
    await section.getByRole('button', { name: 'Use this video' }).click();
    await section.getByTestId('gift-note').getByText('Your video is saved.').waitFor({ timeout: 20_000 });
    expect(await section.getByTestId('gift-current-video').getAttribute('poster')).toMatch(/\/gift-message\/poster\?v=\d+$/);
    await section.getByRole('button', { name: 'Create link' }).click();
    const url = await section.getByLabel('Gift link').inputValue();
    expect(url).toMatch(/\/gift\/[A-Za-z0-9_-]{43}$/);
    expect(await section.getByRole('img', { name: 'QR code of the gift message link' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'gift-order-section-desktop');

    // The packing slip carries the link and its QR code.
    await page.goto(`/orders/${orderId}/packing-slip`);
    await page.getByRole('heading', { level: 1, name: 'Packing slip' }).waitFor();
    expect(await page.getByTestId('slip-gift-url').textContent()).toBe(url);
    expect(await page.getByRole('img', { name: 'QR code of the gift message link' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'gift-packing-slip-desktop');

    // The recipient, on a phone, with no cookie of the shop: the video loads and plays.
    const recipient = await browser.page({ viewport: PHONE });
    await useSite(recipient.context(), browser.baseUrl(), 'SG', 'en');
    const response = await recipient.goto(new URL(url).pathname);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await recipient.getByRole('heading', { level: 1, name: 'A video message for you' }).waitFor();
    const video = recipient.getByLabel('Gift video message');
    expect(await video.getAttribute('poster')).toBeTruthy();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      const start = element.currentTime;
      await new Promise<void>((resolve) => {
        const check = () => (element.currentTime > start + 0.3 ? resolve() : requestAnimationFrame(check));
        check();
      });
      return { readyState: element.readyState, currentTime: element.currentTime, error: element.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    expect(played.currentTime).toBeGreaterThan(0.3);
    expect(await axeViolations(recipient)).toEqual([]);
    await shot(recipient, 'gift-recipient-phone');

    // Revoked: the same link now says so, with 410.
    await gotoHydrated(page, `/orders/${orderId}`);
    await page.getByTestId('gift-message').getByRole('button', { name: 'Revoke link' }).click();
    await page.getByTestId('gift-message').getByRole('button', { name: 'Create link' }).waitFor();
    const gone = await recipient.goto(new URL(url).pathname);
    expect(gone?.status()).toBe(410);
    await recipient.getByRole('heading', { level: 1, name: 'This gift message was withdrawn' }).waitFor();
    expect(await recipient.getByText('The sender has withdrawn this gift message link.').count()).toBe(1);
    expect(await axeViolations(recipient)).toEqual([]);
    await shot(recipient, 'gift-recipient-revoked-phone');
  });
});
