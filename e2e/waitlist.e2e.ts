/**
 * Journeys: product alerts. A member waitlists a sold-out shade ("Waitlisted"), operations restock
 * it, the alert job runs and the "back in stock" e-mail names the product and shade and opens the
 * product page on that shade; the account's waitlist says it is in stock now. A guest sets a launch
 * reminder by e-mail, confirms it from the confirmation e-mail, operations stock and launch the
 * product and the launch e-mail arrives; its unsubscribe link works in one click. Axe on the new pages.
 * Products are found through the catalogue API (nothing hard-coded); e-mails are read in the
 * development mailbox as a tester would.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListResponse, VariantDetail } from '@blush/shared/contracts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { createSandboxMember, eventually, expectHeading, freshEmail, signIn } from './support/account.ts';
import { gotoHydrated, interactive } from './support/bag.ts';

const OPS = { authorization: 'Bearer ops-dev-token', 'content-type': 'application/json', 'X-Platform': 'web' };

describe('waitlist and launch reminders', () => {
  const browser = useBrowser();

  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${browser.baseUrl()}/api/web/v1${path}`, { ...init, headers: { 'X-Site-Country': 'SG', 'X-Platform': 'web', ...init.headers } });
    expect(response.status, path).toBeLessThan(300);
    return (await response.json()) as T;
  }

  /** A shade sold in SG that is sold out and will come back (on a product that is not coming soon nor app only). */
  async function soldOutShade(): Promise<{ product: ProductDetail; variant: VariantDetail }> {
    for (let page = 1; page <= 5; page++) {
      const list = await api<ProductListResponse>(`/products?page=${page}&page_size=96&sort=newest`);
      const cards = list.items
        .filter((p) => !p.badges.includes('coming_soon') && !p.badges.includes('app_exclusive') && p.variantCount > 1)
        .sort((a, b) => Number(a.inStock) - Number(b.inStock));
      for (const card of cards) {
        const product = await api<ProductDetail>(`/products/${card.slug}`);
        const variant = product.variants.find((v) => v.type === 'shade' && v.offer && !v.offer.inStock && v.offer.restockable !== false);
        if (product.availableInCountry && variant) return { product, variant };
      }
      if (list.items.length < 96) break;
    }
    throw new Error('no sold-out shade that comes back in the SG demo data');
  }

  /** Open the newest e-mail to `to` whose subject contains `subject` in the development mailbox (the job and the outbox may take a moment). */
  async function openMail(page: Page, to: string, subject: string): Promise<void> {
    await eventually(async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
      return page.getByRole('link').filter({ hasText: subject }).count();
    }).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(/\/dev\/mailbox\/\d+$/), page.getByRole('link').filter({ hasText: subject }).first().click()]);
  }

  /** Click a link of the e-mail's HTML version; it opens in the shop. */
  async function followMailButton(page: Page, name: string, pathname: string): Promise<URL> {
    await Promise.all([page.waitForURL((url) => url.pathname === pathname), page.frameLocator('iframe').getByRole('link', { name }).click()]);
    return new URL(page.url());
  }

  async function runAlertJob(): Promise<void> {
    await api('/sandbox/jobs/notification.alerts/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  }

  it('a member waitlists a sold-out shade, and after a restock the e-mail names it and opens it', async () => {
    const { product, variant } = await soldOutShade();
    const member = await createSandboxMember(browser.baseUrl(), { country: 'SG', language: 'en', first_name: 'Ivy' });
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const productPath = `/products/${product.slug}?shade=${encodeURIComponent(variant.sku)}`;
    await page.goto(`/sign_in?return_to=${encodeURIComponent(productPath)}`);
    // Back on the product page, the member's alerts are asked for once it is hydrated.
    const alertsLoaded = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/web/v1/waitlist', { timeout: 30_000 });
    expect(await signIn(page, member.email, member.password)).toBe(200);
    await page.waitForURL((u) => u.pathname === `/products/${product.slug}`);
    expect((await alertsLoaded).status()).toBe(200);

    const button = await interactive(page.getByRole('button', { name: 'Waitlist me' }));
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    const [put] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/web/v1/waitlist'), button.click()]);
    expect(put.status()).toBe(200);
    const waitlisted = page.getByTestId('buy-button');
    await eventually(() => waitlisted.innerText()).toMatch(/^waitlisted$/i);
    expect(await waitlisted.getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // Known after a reload too (asked for after hydration, the page itself is the same for everybody).
    await gotoHydrated(page, productPath);
    await eventually(() => page.getByTestId('buy-button').getAttribute('aria-pressed')).toBe('true');

    await page.goto('/account/waitlist');
    await expectHeading(page, 'Waitlist');
    const item = page.getByTestId('alert-item');
    await item.first().waitFor();
    expect(await item.getByTestId('alert-status').innerText()).toBe('Waiting for it to come back');
    expect(await axeViolations(page)).toEqual([]);

    // Operations restock the shade; the alert job sends the e-mail.
    const restocked = await fetch(`${browser.baseUrl()}/api/web/v1/ops/stock`, { method: 'PUT', headers: OPS, body: JSON.stringify({ sku: variant.sku, country: 'SG', stock: 25 }) });
    expect(restocked.status).toBe(200);
    await runAlertJob();
    await openMail(page, member.email, `${product.name} is back in stock`);
    const body = await page.frameLocator('iframe').locator('body').innerText();
    expect(body).toContain(product.name);
    expect(body).toContain(`Shade: ${variant.shadeName}`);
    const opened = await followMailButton(page, 'Shop now', `/products/${product.slug}`);
    expect(opened.searchParams.get('shade')).toBe(variant.sku);
    await eventually(() => page.getByTestId('shade-name').innerText()).toBe(variant.shadeName!);
    await eventually(() => page.getByTestId('buy-button').getAttribute('data-availability')).toBe('in_stock');

    await page.goto('/account/waitlist');
    await eventually(() => page.getByTestId('alert-status').first().innerText()).toBe('In stock now');

    // The notification choices: topics by channel, restocks by e-mail on (the alert just sent used it).
    await page.goto('/account/notifications');
    await expectHeading(page, 'Notifications');
    const restockMail = page.getByRole('checkbox', { name: 'Restocks: E-mail' });
    await restockMail.waitFor();
    expect(await restockMail.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox').count()).toBe(10);
    await page.getByTestId('push-settings').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a guest sets a launch reminder by e-mail, confirms it from the mailbox, and gets the launch e-mail', async () => {
    const soon = await api<ProductListResponse>('/products?badge=coming_soon&page_size=24');
    // The last one: other journeys (product.e2e.ts) look at the first coming-soon product, which must stay coming soon.
    const card = soon.items.filter((p) => !p.badges.includes('app_exclusive')).at(-1);
    expect(card).toBeTruthy();
    const product = await api<ProductDetail>(`/products/${card!.slug}`);
    const email = freshEmail('reminder');
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    await gotoHydrated(page, `/products/${product.slug}`);

    const remind = await interactive(page.getByRole('button', { name: 'Remind me' }));
    await remind.click();
    const dialog = page.getByRole('dialog', { name: 'Remind me when it launches' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send confirmation e-mail' }).click();
    await dialog.getByText('Enter your e-mail address.').first().waitFor();
    await dialog.getByLabel('E-mail address').fill(email);
    const [subscribed] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/web/v1/notification-subscription/subscribe'),
      dialog.getByRole('button', { name: 'Send confirmation e-mail' }).click(),
    ]);
    expect(subscribed.status()).toBe(202);
    await dialog.getByText('Check your e-mail to confirm').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openMail(page, email, 'Please confirm your alert');
    const confirmed = await followMailButton(page, 'Confirm my alert', '/waitlist/confirm');
    expect(confirmed.searchParams.get('id')).toBeTruthy();
    await expectHeading(page, 'Your alert is confirmed');
    expect(await page.getByTestId('alert-link-body').innerText()).toContain(product.name);
    expect(await axeViolations(page)).toEqual([]);

    // Operations stock the shade the page offered and launch the product; the alert job sends the
    // launch e-mail (launched sold out, the reminder would wait for stock as a restock alert).
    const variant = product.variants.find((v) => v.offer?.inStock) ?? product.variants.find((v) => v.offer)!;
    const stocked = await fetch(`${browser.baseUrl()}/api/web/v1/ops/stock`, { method: 'PUT', headers: OPS, body: JSON.stringify({ sku: variant.sku, country: 'SG', stock: 40 }) });
    expect(stocked.status).toBe(200);
    const launched = await fetch(`${browser.baseUrl()}/api/web/v1/ops/products/${product.id}/launch`, { method: 'POST', headers: OPS, body: '{}' });
    expect(launched.status).toBe(200);
    await runAlertJob();
    await openMail(page, email, `${product.name} has launched`);
    expect(await page.frameLocator('iframe').locator('body').innerText()).toContain(product.name);

    // Its one-click unsubscribe.
    await followMailButton(page, 'Unsubscribe', '/waitlist/unsubscribe');
    await expectHeading(page, "You're unsubscribed");
    expect(await axeViolations(page)).toEqual([]);
  });
});
