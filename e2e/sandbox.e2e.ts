/**
 * Journey: a tester walks every sandbox page (product guide §2 internal test pages: the index, the
 * cart, stores, loaders, language, orders, happening and content benches and the order outcome
 * page of each of the eight countries) in one browser page, one after the other: each renders its
 * main heading, hydrates, and raises no page error or console error. A few benches are used the way
 * a tester would: a promo code on the bag bench, the Thai order page in baht with PromptPay, and
 * a QR code paid "as the bank would". (In production the pages are a 404: the API's `GET sandbox`
 * they ask answers 404 there, apps/api/src/modules/sandbox/routes.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

const PAGES: ReadonlyArray<[path: string, heading: string]> = [
  ['/sandbox', 'Sandbox'],
  ['/sandbox/cart', 'Bag'],
  ['/sandbox/stores', 'Stores'],
  ['/sandbox/loaders', 'Loading states'],
  ['/sandbox/language', 'Languages'],
  ['/sandbox/orders', 'Order outcomes'],
  ['/sandbox/orders/au', 'Order outcome: Australia'],
  ['/sandbox/orders/sg', 'Order outcome: Singapore'],
  ['/sandbox/orders/hk', 'Order outcome: Hong Kong'],
  ['/sandbox/orders/nz', 'Order outcome: New Zealand'],
  ['/sandbox/orders/id', 'Order outcome: Indonesia'],
  ['/sandbox/orders/my', 'Order outcome: Malaysia'],
  ['/sandbox/orders/ph', 'Order outcome: Philippines'],
  ['/sandbox/orders/th', 'Order outcome: Thailand'],
  ['/sandbox/happening', 'Happening'],
  ['/sandbox/content', 'Content'],
];

describe('sandbox pages', () => {
  const browser = useBrowser();

  it('renders every sandbox page with its heading and without an error, and the benches work', async () => {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const problems: string[] = [];
    let at = '';
    page.on('pageerror', (error) => problems.push(`${at}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${at}: ${message.text()}`);
    });

    for (const [path, heading] of PAGES) {
      at = path;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.getByTestId('sandbox-title').textContent(), path).toBe(heading);
      await page.locator('[data-testid="sandbox-bench"][data-hydrated="true"]').waitFor();
      if (path.startsWith('/sandbox/orders/')) await page.getByTestId('order-heading').waitFor();
    }
    expect(problems).toEqual([]);

    // An unknown country is no page (the browser logs the 404 it got: not a problem of the pages).
    at = '/sandbox/orders/us';
    expect((await page.goto('/sandbox/orders/us'))?.status()).toBe(404);
    problems.length = 0;

    at = '/sandbox/cart';
    // The bag bench: BLUSH10 applies through the real promo panel; another code is refused with the catalogue's message.
    await page.goto('/sandbox/cart');
    await page.locator('[data-testid="sandbox-bench"][data-hydrated="true"]').waitFor();
    const promo = page.getByRole('textbox', { name: /promo code/i }).first();
    await promo.fill('NOPE');
    await promo.press('Enter');
    await page.getByText('Sorry, the promotion is invalid.').waitFor();
    await promo.fill('BLUSH10');
    await promo.press('Enter');
    await page.getByText('BLUSH10', { exact: true }).first().waitFor();

    // By keyboard: a case of the order bench, and the overlay of the content bench (Escape closes it, focus comes back).
    at = '/sandbox/orders/sg';
    await page.goto('/sandbox/orders/sg');
    await page.getByTestId('order-heading').waitFor();
    await page.getByRole('link', { name: 'QR code to pay' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-view="payment_instruction"]').waitFor();
    expect(new URL(page.url()).search).toBe('?case=qr');
    at = '/sandbox/content';
    await page.goto('/sandbox/content');
    await page.locator('[data-testid="sandbox-bench"][data-hydrated="true"]').waitFor();
    await page.getByTestId('sandbox-show-overlay').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Welcome to Blush' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sandbox-show-overlay');

    at = '/sandbox/orders/th';
    // Thailand: baht, PromptPay; a QR code paid as the bank would moves the real order page on by itself.
    await page.goto('/sandbox/orders/th?case=qr');
    await page.getByTestId('order-heading').waitFor();
    expect(await page.getByTestId('sandbox-title').textContent()).toBe('Order outcome: Thailand');
    expect(await page.locator('[data-view="payment_instruction"]').count()).toBe(1);
    expect(await page.getByTestId('order-details').textContent()).toContain('฿');
    await page.getByTestId('sandbox-settle').click();
    await page.locator('[data-view="confirmation"]').waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });
});
