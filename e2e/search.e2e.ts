/** Journeys: the search box's suggestions, search results, the no-result page, a Thai search. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { interactive } from './support/bag.ts';
import { useSite } from './support/site.ts';

describe('search', () => {
  const browser = useBrowser();

  it('types "lipstik", sees the suggestion sections and picks a product', async () => {
    const page = await browser.page();
    await page.goto('/');
    // Typing before React has hydrated the box would ask for no suggestions.
    const box = await interactive(page.getByRole('combobox', { name: 'Search products and brands' }));
    await box.click();
    // Empty: popular searches and popular brands.
    await page.getByTestId('suggestions-popular').waitFor();
    expect(await page.getByTestId('suggestions-popular_brands').getByRole('option').count()).toBeGreaterThan(2);

    const answered = page.waitForResponse((r) => r.url().includes('/components/search-input-dropdown?q=lipstik'));
    await box.pressSequentially('lipstik', { delay: 30 });
    await answered;
    const products = page.getByTestId('suggestions-products');
    await products.waitFor();
    await page.getByRole('status').filter({ hasText: 'suggestions available' }).waitFor();
    expect(await products.getByRole('option').count()).toBeGreaterThan(0);
    expect(await products.getByRole('option').count()).toBeLessThanOrEqual(6);
    expect(await page.getByTestId('suggestions-categories').getByRole('option').allInnerTexts()).toContain('Lipstick');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('status').filter({ hasText: 'suggestions available' }).count()).toBe(1);

    // Keyboard down to the first product, then Enter.
    const firstProduct = products.getByRole('option').first();
    const productId = await firstProduct.getAttribute('id');
    for (let i = 0; i < 20 && (await box.getAttribute('aria-activedescendant')) !== productId; i++) await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(productId);
    // The option marks itself selected in the same update; poll, as the list may re-render once more.
    await expect.poll(() => firstProduct.getAttribute('aria-selected'), { timeout: 5_000 }).toBe('true');
    const name = (await firstProduct.innerText()).split('\n')[1]!;
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\//);
    await page.getByTestId('product-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    // The typed text became a recent search on this device.
    await page.getByTestId('search-input').click();
    expect(await page.getByTestId('suggestions-recent').innerText()).toContain('lipstik');
    await page.getByTestId('clear-recent').click();
    expect(await page.getByTestId('suggestions-recent').count()).toBe(0);
  });

  it('Escape closes the suggestions; submitting goes to /search?q= with results, filters and sort', async () => {
    const page = await browser.page();
    await page.goto('/');
    const box = await interactive(page.getByTestId('search-input'));
    await box.fill('lipstick');
    await page.getByTestId('suggestions-products').waitFor();
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'lipstick');
    await page.getByTestId('search-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Results for “lipstick”');
    expect(await page.getByTestId('results-count').innerText()).toMatch(/^1-\d+ of \d+ results?$/);
    expect(await page.getByTestId('sort-select').inputValue()).toBe('relevance');
    expect(await page.getByTestId('filter-panel').count()).toBeGreaterThan(0);
    expect(await box.inputValue()).toBe('lipstick');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the no-result page with the tips and popular searches', async () => {
    const page = await browser.page();
    const response = await page.goto('/search?q=qzxwvq');
    expect(response?.status()).toBe(200);
    const panel = page.getByTestId('no-results');
    await panel.waitFor();
    const text = await panel.innerText();
    expect(text).toContain('No products found.');
    expect(text).toContain('We couldn’t find a match for “qzxwvq”.');
    expect(text).toContain('Check the spelling');
    expect(text).toContain('Use more general terms');
    expect(await page.getByTestId('popular-searches').getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds products for a Thai search on the Thai site', async () => {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'TH', 'th');
    await page.goto('/');
    const box = await interactive(page.getByTestId('search-input'));
    await box.pressSequentially('ลิปสติก', { delay: 30 });
    await page.getByTestId('suggestions-products').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'ลิปสติก');
    await page.getByTestId('search-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('ผลการค้นหา “ลิปสติก”');
    expect(await page.getByTestId('results-count').innerText()).toMatch(/^1-\d+ จาก \d+ รายการ$/);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('product-grid').getByTestId('price').first().innerText()).toMatch(/฿/);
  });

  it('works as a combobox on a phone too', async () => {
    const page = await browser.page({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto('/');
    await interactive(page.getByTestId('search-input'));
    await page.getByTestId('search-input').tap();
    await page.getByTestId('search-input').fill('serum');
    await page.getByTestId('suggestions-products').getByRole('option').first().tap();
    await page.waitForURL(/\/products\//);
    await page.getByTestId('product-page').waitFor();
  });
});
