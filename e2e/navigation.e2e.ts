/** Journeys: unknown pages, /homepage, API documentation, search. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('navigation', () => {
  const browser = useBrowser();

  it('answers an unknown route with a 404 page and Back To Home works', async () => {
    const page = await browser.page();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found: /no/such/page');
    await page.getByTestId('back-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('rail-new-arrivals').waitFor();
    expect(await page.locator('h1').first().innerText()).not.toContain('Page not found');
  });

  it('answers a route whose params fail validation with a 404', async () => {
    const malformed = await fetch(`${browser.baseUrl()}/categories/NOT%20A%20SLUG!`);
    expect(malformed.status).toBe(404);
    const unknown = await fetch(`${browser.baseUrl()}/categories/no-such-category`);
    expect(unknown.status).toBe(404);
  });

  it('normalises /homepage to /, keeping the query', async () => {
    const page = await browser.page();
    await page.goto('/homepage?utm_source=test');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('utm_source')).toBe('test');
  });

  it('lists the API operations on /swagger', async () => {
    const page = await browser.page();
    const response = await page.goto('/swagger');
    expect(response?.status()).toBe(200);
    const operations = page.getByTestId('api-operation');
    expect(await operations.count()).toBeGreaterThan(3);
    const text = await page.locator('main').innerText();
    expect(text).toContain('/api/web/v1/products');
    expect(text).toContain('GET');
    // Blank layout: no shop header, bag or footer.
    expect(await page.getByTestId('bag-link').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
  });

  it('searches from the header and shows "1-N of M results"', async () => {
    const page = await browser.page();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products and brands' }).fill('lip');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'lip');
    const count = await page.getByTestId('results-count').innerText();
    expect(count).toMatch(/^1-\d+ of \d+ results?$/);
  });
});
