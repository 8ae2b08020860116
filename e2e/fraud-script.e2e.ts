/**
 * Journey: the fraud-prevention script (product guide §1, §7). A guest in Singapore browses the
 * home page — no fraud script is asked for — then opens checkout: the script of the layout config's
 * site id loads, its token is on the page (`window.ftrToken`, made of the site id, the device and
 * the session), and the order the guest places carries that token as `fraud_token`.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { message } from '@blush/shared/messages';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { eventually } from './support/account.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

const SCRIPT_PATH = '/api/web/v1/fraud/script.js';

describe('fraud-prevention script', () => {
  const browser = useBrowser();

  it('loads only at checkout with the layout’s site id, and the token it exposes goes with the order', async () => {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SCRIPT_PATH) scripts.push(request.url());
    });

    // Elsewhere: not asked for.
    await gotoHydrated(page, '/');
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    await gotoHydrated(page, `/products/${product!.slug}`);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { ftrToken?: string }).ftrToken)).toBe('undefined');

    // A unit of the product in the bag, then checkout.
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'SG' } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    const added = await page.evaluate(
      async (id) => (await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: JSON.stringify({ variant_id: id, quantity: 1 }) })).status,
      variantId,
    );
    expect(added).toBe(201);
    await gotoHydrated(page, '/checkout');
    await page.getByTestId('place-order').waitFor();

    await eventually(() => scripts.length).toBe(1);
    expect(new URL(scripts[0]!).searchParams.get('site')).toBe('blush-web-apac');
    const token = await page.waitForFunction(() => (window as { ftrToken?: string }).ftrToken).then((handle) => handle.jsonValue() as Promise<string>);
    expect(token).toMatch(/^v1\.blush-web-apac\.[0-9a-f]{32}\.[0-9a-f]{32}$/);
    // The device part is the browser's, kept in localStorage.
    expect(token.split('.')[2]).toBe(await page.evaluate(() => localStorage.getItem('blush.fraud.device')));

    await page.getByLabel('Email address').fill(`fraud.${Date.now()}@example.com`);
    await page.getByRole('radio', { name: /Standard delivery/ }).check();
    await page.getByLabel(message('en', 'address.label.first_name'), { exact: true }).fill('Mei');
    await page.getByLabel(message('en', 'address.label.last_name'), { exact: true }).fill('Tan');
    await page.getByLabel(message('en', 'address.label.mobile'), { exact: true }).fill('91234567');
    await page.getByLabel(message('en', 'address.label.block_street')).fill('2 Orchard Turn');
    await page.getByLabel(message('en', 'address.label.postal_code')).fill('238801');
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Mei Tan');

    const isOrderPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/web/v1/orders';
    const [orderRequest] = await Promise.all([page.waitForRequest(isOrderPost), page.getByTestId('place-order').click()]);
    expect((orderRequest.postDataJSON() as { fraud_token?: string }).fraud_token).toBe(token);
    const response = await orderRequest.response();
    expect(response?.status()).toBe(201);
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}/, { timeout: 30_000 });
    // Only the one load of the script.
    expect(scripts).toHaveLength(1);
  });
});
