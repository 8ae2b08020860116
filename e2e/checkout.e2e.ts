/**
 * Journeys: checkout and payment in four countries. A guest in Singapore pays by card and gets
 * the confirmation; a member in Thailand (Thai) pays a PromptPay QR code that the sandbox page
 * pays; a guest in Indonesia (Indonesian) gets a BCA virtual account with its steps and lets it
 * expire; a guest in Australia collects in store and reads the pickup wording. Every total on the
 * page is the API's, and axe-core checks the checkout and order pages.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { message } from '@blush/shared/messages';
import type { CountryCode, Language } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { TH_SIGN_IN, createSandboxMember, eventually, signIn } from './support/account.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

type Tree = { [key: string]: string | Tree };
const messages = (language: Language) => JSON.parse(readFileSync(new URL(`../apps/storefront/app/locales/${language}.json`, import.meta.url), 'utf8')) as Tree;
const text = (tree: Tree, path: string): string => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;

describe('checkout', () => {
  const browser = useBrowser();

  async function sitePage(country: CountryCode, language: Language): Promise<Page> {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), country, language);
    return page;
  }

  /** Put one unit of a cheap product in the page's bag through the API. */
  async function fillBag(page: Page, country: CountryCode, offset = 0): Promise<void> {
    const products = await cheapestSingleVariant(browser.baseUrl(), country, offset + 1);
    const product = products[offset]!;
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product.slug}`, { headers: { 'X-Site-Country': country } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    const status = await page.evaluate(
      async (id) => (await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: JSON.stringify({ variant_id: id, quantity: 2 }) })).status,
      variantId,
    );
    expect(status).toBe(201);
  }

  const orderOf = async (page: Page, id: string) => (await page.evaluate(async (orderId) => (await fetch(`/api/web/v1/orders/${orderId}`)).json(), id)).order;
  const orderIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]!;

  async function openCheckout(page: Page): Promise<void> {
    await gotoHydrated(page, '/checkout');
    await page.getByTestId('place-order').waitFor();
  }

  async function fillRecipient(page: Page, language: Language, mobile: string): Promise<void> {
    await page.getByLabel(message(language, 'address.label.first_name'), { exact: true }).fill('Mei');
    await page.getByLabel(message(language, 'address.label.last_name'), { exact: true }).fill('Tan');
    await page.getByLabel(message(language, 'address.label.mobile'), { exact: true }).fill(mobile);
  }

  async function fillCard(page: Page, number: string): Promise<void> {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Mei Tan');
  }

  async function place(page: Page): Promise<void> {
    await Promise.all([page.waitForURL(/\/orders\/[0-9a-f-]{36}/, { timeout: 30_000 }), page.getByTestId('place-order').click()]);
  }

  it('a guest in Singapore pays by card and sees the confirmation with the totals of the checkout', async () => {
    const page = await sitePage('SG', 'en');
    await gotoHydrated(page, '/');
    await fillBag(page, 'SG');
    await openCheckout(page);
    expect(await axeViolations(page)).toEqual([]);
    const reviewTotal = await page.getByTestId('review-total').innerText();

    await page.getByLabel('Email address').fill(`guest.${Date.now()}@example.com`);
    await page.getByRole('radio', { name: /Standard delivery/ }).check();
    await fillRecipient(page, 'en', '91234567');
    await page.getByLabel(message('en', 'address.label.block_street')).fill('2 Orchard Turn');
    await page.getByLabel(message('en', 'address.label.postal_code')).fill('2388');
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await fillCard(page, '4242 4242 4242 4242');
    // A wrong postal code is caught before anything is sent.
    await page.getByTestId('place-order').click();
    await page.getByTestId('error-summary').waitFor();
    expect(await page.getByTestId('error-summary').innerText()).toContain('6-digit');
    await page.getByLabel(message('en', 'address.label.postal_code')).fill('238801');
    await place(page);

    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor({ timeout: 20_000 });
    const order = await orderOf(page, orderIdOf(page));
    expect(order.status).toBe('paid');
    expect(reviewTotal).toContain(formatMoney(order.summary.total, 'en', 'SG'));
    expect(await page.getByText(order.number).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a member in Thailand pays a PromptPay QR code, paid on the sandbox page', async () => {
    const th = messages('th');
    const member = await createSandboxMember(browser.baseUrl(), { country: 'TH', language: 'th' });
    const page = await sitePage('TH', 'th');
    await page.goto('/sign_in');
    expect(await signIn(page, member.email, member.password, TH_SIGN_IN)).toBe(200);
    await fillBag(page, 'TH');
    await openCheckout(page);
    expect(await page.getByLabel(text(th, 'checkout.contact.email')).inputValue()).toBe(member.email);
    await page.getByRole('radio', { name: /จัดส่งแบบมาตรฐาน/ }).check();
    await fillRecipient(page, 'th', '812345678');
    await page.getByLabel(message('th', 'address.label.street_address')).fill('991 ถนนพระราม 1');
    await page.getByLabel(message('th', 'address.label.subdistrict')).fill('ปทุมวัน');
    await page.getByLabel(message('th', 'address.label.district')).fill('ปทุมวัน');
    await page.getByLabel(message('th', 'address.label.province')).selectOption({ label: 'กรุงเทพมหานคร' });
    await page.getByLabel(message('th', 'address.label.postal_code')).fill('10330');
    await page.getByRole('radio', { name: /พร้อมเพย์/ }).check();
    await place(page);

    await page.getByRole('heading', { name: text(th, 'order.qr.title') }).waitFor({ timeout: 20_000 });
    const qr = page.getByTestId('qr-image');
    expect(await qr.getAttribute('alt')).toContain('PromptPay');
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const orderId = orderIdOf(page);
    const sandbox = page.getByRole('link', { name: text(th, 'order.sandbox_link') });
    await Promise.all([page.waitForURL(/\/sandbox\/payments\//), sandbox.click()]);
    await page.getByRole('button', { name: text(th, 'sandbox.pay') }).click();
    await page.getByText(text(th, 'sandbox.statuses.succeeded'), { exact: false }).first().waitFor();
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { name: text(th, 'order.confirmation.title') }).waitFor({ timeout: 20_000 });
    expect((await orderOf(page, orderId)).status).toBe('paid');
  });

  it('a guest in Indonesia gets a BCA virtual account with its steps, and lets it expire', async () => {
    const id = messages('id');
    const page = await sitePage('ID', 'id');
    await gotoHydrated(page, '/');
    await fillBag(page, 'ID');
    await openCheckout(page);
    await page.getByLabel(text(id, 'checkout.contact.email')).fill(`tamu.${Date.now()}@example.com`);
    await page.getByRole('radio', { name: /Pengiriman standar/ }).check();
    await fillRecipient(page, 'id', '8123456789');
    await page.getByLabel(message('id', 'address.label.street_address')).fill('Jl. M.H. Thamrin No. 1');
    await page.getByLabel(message('id', 'address.label.kelurahan_kecamatan')).fill('Menteng, Menteng');
    await page.getByLabel(message('id', 'address.label.city_regency')).fill('Jakarta Pusat');
    await page.getByLabel(message('id', 'address.label.province')).selectOption({ label: 'DKI Jakarta' });
    await page.getByLabel(message('id', 'address.label.postal_code')).fill('10310');
    await page.getByRole('radio', { name: /Virtual account bank/ }).check();
    await page.getByLabel(text(id, 'checkout.payment.bank'), { exact: true }).selectOption('bca');
    await place(page);

    await page.getByRole('heading', { name: text(id, 'order.va.title') }).waitFor({ timeout: 20_000 });
    const orderId = orderIdOf(page);
    const payment = (await page.evaluate(async (o) => (await fetch(`/api/web/v1/orders/${o}/payment`, { headers: { 'Accept-Language': 'id-ID', 'X-Site-Country': 'ID' } })).json(), orderId)).payment;
    expect(payment.virtualAccount.number).toMatch(/^39358\d+$/);
    expect(await page.getByText(payment.virtualAccount.number).count()).toBeGreaterThan(0);
    expect(await page.getByText(payment.virtualAccount.instructions[0].steps[0]).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: text(id, 'order.sandbox_link') }).click();
    await page.getByRole('button', { name: text(id, 'sandbox.expire') }).click();
    await page.getByText(text(id, 'sandbox.statuses.expired'), { exact: false }).first().waitFor();
    await page.goto(`/orders/${orderId}`);
    await eventually(async () => (await page.evaluate(async (o) => (await fetch(`/api/web/v1/orders/${o}/payment`)).json(), orderId)).payment.status).toBe('expired');
    await page.getByRole('button', { name: new RegExp(`${text(id, 'order.failed.retry')}|${text(id, 'order.qr.renew')}`) }).first().waitFor({ timeout: 20_000 });
  });

  it('a guest in Australia collects in store and reads the pickup wording once paid', async () => {
    const page = await sitePage('AU', 'en');
    await gotoHydrated(page, '/');
    await fillBag(page, 'AU', 1);
    await openCheckout(page);
    await page.getByLabel('Email address').fill(`collect.${Date.now()}@example.com`);
    await page.getByRole('radio', { name: /Click/ }).first().check();
    const stores = page.getByTestId('store-list').getByRole('radio');
    await stores.first().waitFor();
    await stores.first().check();
    await page.getByTestId('store-hours').waitFor();
    await fillRecipient(page, 'en', '412345678');
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await fillCard(page, '4242424242424242');
    await place(page);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor({ timeout: 20_000 });
    const order = await orderOf(page, orderIdOf(page));
    expect(order).toMatchObject({ status: 'paid', deliveryOption: 'click_and_collect', shippingAddress: null });
    expect(order.storeId).toMatch(/^au-/);
    await eventually(() => page.getByText(/7 days/).count()).toBeGreaterThan(0);
  });
});
