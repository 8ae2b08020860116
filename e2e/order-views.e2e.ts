/**
 * Journeys of issue 16 about the order screen: each of its four view paths shows only its own
 * message (a PromptPay order waiting to be paid, opened at payment_failed, goes to
 * payment_instruction; a paid order goes to the confirmation); a BCA virtual account page left
 * open shows the payment within seconds of the bank's (the sandbox's) payment, without a reload,
 * and says so politely; the bank enquiry is a POST. On a 390 px phone; screenshots go to E2E_SHOTS
 * (when set) for a human look.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CountryCode, Language } from '@blush/shared/markets';
import { PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

type Tree = { [key: string]: string | Tree };
const messages = (language: Language) => JSON.parse(readFileSync(new URL(`../apps/storefront/app/locales/${language}.json`, import.meta.url), 'utf8')) as Tree;
const text = (tree: Tree, path: string, values: Record<string, string> = {}): string =>
  (path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string).replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const SHOTS = process.env.E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** A guest's order and its first payment, through the API with the headers the storefront sends. */
const GUESTS = {
  TH: { recipient: { first_name: 'Mali', last_name: 'Suk', calling_code: '+66', mobile: '812345678' }, address: { country: 'TH', line1: '999 Rama I Road', district: 'Pathum Wan', city: 'Pathum Wan', region: 'Bangkok', postcode: '10330' } },
  ID: { recipient: { first_name: 'Sari', last_name: 'Dewi', calling_code: '+62', mobile: '81234567890' }, address: { country: 'ID', line1: 'Jl. Jenderal Sudirman 1', district: 'Senayan', city: 'Jakarta Selatan', region: 'Jakarta', postcode: '10270' } },
} as const;

describe('order views (issue 16)', () => {
  const browser = useBrowser();

  async function phonePage(country: CountryCode, language: Language): Promise<Page> {
    const page = await browser.page({ viewport: PHONE });
    await useSite(page.context(), browser.baseUrl(), country, language);
    await gotoHydrated(page, '/');
    return page;
  }

  async function placeOrder(page: Page, country: keyof typeof GUESTS, method: 'promptpay' | 'virtual_account'): Promise<{ id: string; paymentId: string }> {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), country, 1);
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': country } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    return page.evaluate(
      async ({ variantId, country, guest, method }) => {
        const headers = { 'content-type': 'application/json', 'x-platform': 'web', 'x-site-country': country };
        await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers, body: JSON.stringify({ variant_id: variantId, quantity: 1 }) });
        const bag = (await (await fetch('/api/web/v1/cart', { headers })).json()).bag;
        const bank = method === 'virtual_account' ? { bank: 'bca' } : {};
        const placed = await fetch('/api/web/v1/orders', {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ email: `guest.${Date.now()}@example.com`, recipient: guest.recipient, delivery_option: 'standard', shipping_address: guest.address, payment_method: method, ...bank, expected_total: bag.summary.total.amount }),
        });
        const order = (await placed.json()).order;
        const started = await fetch(`/api/web/v1/orders/${order.id}/payments`, { method: 'POST', headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify(bank) });
        return { id: order.id as string, paymentId: (await started.json()).payment.id as string };
      },
      { variantId, country, guest: GUESTS[country], method },
    );
  }

  it('a PromptPay order waiting to be paid, opened at payment_failed, shows the QR code at payment_instruction, in Thai and English', async () => {
    for (const language of ['th', 'en'] as const) {
      const words = messages(language);
      const page = await phonePage('TH', language);
      const order = await placeOrder(page, 'TH', 'promptpay');
      await gotoHydrated(page, `/orders/${order.id}/payment_failed`);
      await page.waitForURL((url) => url.pathname === `/orders/${order.id}/payment_instruction`);
      await page.getByRole('heading', { level: 1, name: text(words, 'order.qr.title') }).waitFor();
      expect(await page.getByTestId('order-page').getAttribute('data-view')).toBe('payment_instruction');
      expect(await page.getByTestId('failure-message').count()).toBe(0);
      expect(await page.getByTestId('retry-payment').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `order-qr-from-payment-failed-th-${language}-phone`);
    }
  });

  it('a BCA virtual account left open shows the payment within seconds, without a reload, announced politely; paid, any view path is the confirmation', async () => {
    for (const language of ['en', 'id'] as const) {
      const words = messages(language);
      const page = await phonePage('ID', language);
      const order = await placeOrder(page, 'ID', 'virtual_account');

      // The confirmation path of an unpaid order goes to the instructions.
      await gotoHydrated(page, `/orders/${order.id}/confirmation`);
      await page.waitForURL((url) => url.pathname === `/orders/${order.id}/payment_instruction`);
      await page.getByRole('heading', { level: 1, name: text(words, 'order.va.title') }).waitFor();
      expect(await page.getByTestId('va-auto-update').innerText()).toBe(text(words, 'order.va.auto_update'));
      await shot(page, `order-va-waiting-id-${language}-phone`);

      // The bank enquiry is a create: POST answers, GET is no route.
      const enquiry = await page.evaluate(async (id) => {
        const headers = { 'content-type': 'application/json', 'x-platform': 'web', 'x-site-country': 'ID' };
        const post = await fetch(`/api/web/v1/orders/${id}/enquireBcaPayment`, { method: 'POST', headers });
        const get = await fetch(`/api/web/v1/orders/${id}/enquireBcaPayment`, { headers });
        return { post: post.status, status: (await post.json()).payment.status as string, get: get.status };
      }, order.id);
      expect(enquiry).toEqual({ post: 200, status: 'pending', get: 404 });

      // The bank pays (the sandbox sends the signed webhook); the open page notices by itself.
      await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
      const paid = await fetch(`${browser.baseUrl()}/api/web/v1/sandbox/payments/${order.paymentId}/pay`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: '{}' });
      expect(paid.status).toBe(200);
      const thanks = text(words, 'order.confirmation.title');
      await page.getByRole('heading', { level: 1, name: thanks }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      const announcement = page.getByTestId('view-announcement');
      expect(await announcement.getAttribute('aria-live')).toBe('polite');
      expect(await announcement.textContent()).toBe(text(words, 'order.status.updated', { heading: thanks }));
      await page.waitForURL((url) => url.pathname === `/orders/${order.id}/confirmation`);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `order-va-paid-id-${language}-phone`);

      // Paid: the failure path is the confirmation.
      await gotoHydrated(page, `/orders/${order.id}/payment_failed`);
      await page.waitForURL((url) => url.pathname === `/orders/${order.id}/confirmation`);
      await page.getByRole('heading', { level: 1, name: thanks }).waitFor();
    }
  });
});
