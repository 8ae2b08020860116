/** Journeys: brand and category listings with filters, sort and "Show more", all in the URL; old brand slugs. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { interactive } from './support/bag.ts';
import { useSite } from './support/site.ts';


/** Amounts of the grid's prices (the price actually paid: the sale price when on sale). */
async function gridPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-grid').getByTestId('price').evaluateAll((nodes) =>
    nodes.map((node) => (node.querySelector('.text-blush-700') ?? node).textContent ?? ''),
  );
  return texts.map((text) => Number(text.replace(/^[^\d]*/, '').replace(/[^\d.]/g, '')));
}

/** Long filters fold behind one "Filters" button on desktop too: open it when it is there. */
async function openFilters(page: Page): Promise<void> {
  const disclosure = page.getByTestId('filters-disclosure');
  if ((await disclosure.count()) > 0 && (await disclosure.getAttribute('aria-expanded')) === 'false') await disclosure.click();
}

async function countText(page: Page): Promise<string> {
  return page.getByTestId('results-count').innerText();
}

/** Wait until the results count reads something other than `previous`. */
async function countChanged(page: Page, previous: string): Promise<string> {
  await page.waitForFunction((prev) => document.querySelector('[data-testid="results-count"]')?.textContent !== prev, previous);
  return countText(page);
}

describe('catalogue listings', () => {
  const browser = useBrowser();

  it('filters a brand page by a facet and sorts it by price, all in a shareable URL', async () => {
    const page = await browser.page();
    await page.goto('/brands/rare-beauty');
    const before = await countText(page);
    const [, total] = before.match(/of (\d+) results?$/)!;

    // Choose a finish: the URL carries the API's parameter name, the count and the chips follow.
    await openFilters(page);
    const finish = page.getByTestId('facet-finish');
    if ((await finish.getAttribute('open')) === null) await finish.locator('summary').click();
    const matte = finish.locator('label').filter({ hasText: 'Matte' });
    const expected = Number((await matte.innerText()).replace(/\D/g, ''));
    await matte.click();
    await page.waitForURL((url) => url.searchParams.get('finish') === 'matte');
    const filtered = await countChanged(page, before);
    expect(filtered).toBe(`1-${expected} of ${expected} result${expected === 1 ? '' : 's'}`);
    expect(expected).toBeLessThan(Number(total));
    expect(await page.getByTestId('filter-chips').innerText()).toContain('Matte');
    expect(await finish.locator('input[value="matte"]').isChecked()).toBe(true);

    // Sort by price, low to high.
    await page.getByTestId('sort-select').selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc' && url.searchParams.get('finish') === 'matte');
    await page.waitForFunction(() => !document.querySelector('[data-testid="product-grid"][aria-busy="true"]'));
    // The router changes the URL before React has committed the new grid (a transition): wait for it.
    const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    await expect.poll(async () => ascending(await gridPrices(page))).toBe(true);

    // The URL alone rebuilds the same listing on the server.
    const html = await (await fetch(page.url())).text();
    expect(html).toContain(`1-${expected} of ${expected} result`);
    expect(html).toMatch(/<option value="price_asc" selected="">/);

    // Remove the chip: back to the whole brand.
    await page.getByRole('link', { name: 'Remove filter: Matte' }).click();
    await page.waitForURL((url) => !url.searchParams.has('finish'));
    expect(await countChanged(page, filtered)).toBe(before.replace(/^1-\d+/, `1-${Math.min(24, Number(total))}`));
  });

  it('shows more products of a filtered, sorted category and updates "1-N of M results"', async () => {
    const page = await browser.page();
    await page.goto('/categories/makeup?sort=price_desc');
    const first = await countText(page);
    const [, total] = first.match(/^1-24 of (\d+) results$/)!;
    expect(Number(total)).toBeGreaterThan(48);

    await openFilters(page);
    await page.getByTestId('facet-rating_min').getByRole('link', { name: /3★ & up/ }).click();
    await page.waitForURL((url) => url.searchParams.get('rating_min') === '3');
    const filtered = await countChanged(page, first);
    const [, m] = filtered.match(/^1-24 of (\d+) results$/)!;

    await page.getByTestId('show-more').click();
    expect(await countChanged(page, filtered)).toBe(`1-48 of ${m} results`);
    expect(await page.getByTestId('product-card').count()).toBe(48);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const prices = await gridPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // A reload keeps every product shown so far.
    await page.reload();
    expect(await countText(page)).toBe(`1-48 of ${m} results`);
    expect(new URL(page.url()).searchParams.get('rating_min')).toBe('3');
  });

  it('lands an old brand slug on the current one', async () => {
    const page = await browser.page();
    const response = await page.goto('/brands/armani?finish=matte');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/brands/armani-beauty');
    expect(new URL(page.url()).searchParams.get('finish')).toBe('matte');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/armani beauty/i);

    const raw = await fetch(`${browser.baseUrl()}/brands/giorgio-armani`, { redirect: 'manual' });
    expect(raw.status).toBe(301);
    expect(raw.headers.get('location')).toBe('/brands/armani-beauty');
  });

  it('ignores malformed filter parameters instead of failing', async () => {
    const response = await fetch(`${browser.baseUrl()}/brands/rare-beauty?finish=%3Cscript%3E&price_min=-1&price_max=abc&sort=cheapest&page=zero&rating_min=9&badge=free`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/1-\d+ of \d+ results/);
    expect(html).not.toContain('<script>&');
  });

  it('opens the filters in an accessible drawer on a phone', async () => {
    const page = await browser.page({ viewport: PHONE, isMobile: true, hasTouch: true });
    await useSite(page.context(), browser.baseUrl(), 'TH', 'th');
    await page.goto('/categories/makeup');
    expect(await page.getByTestId('filter-panel').first().isVisible()).toBe(false);
    const before = await countText(page);

    // The drawer is React's: opened once the page is live (hydration follows the first paint).
    await (await interactive(page.getByTestId('filters-button'))).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'ตัวกรอง' });
    await drawer.waitFor();
    await drawer.getByTestId('facet-finish').locator('summary').tap();
    await drawer.getByTestId('facet-finish').locator('label').filter({ hasText: 'แมตต์' }).tap();
    await page.waitForURL((url) => url.searchParams.get('finish') === 'matte');
    // The drawer stays open while filters change; its button shows the new total.
    const after = await countChanged(page, before);
    const [, n] = after.match(/จาก (\d+) รายการ$/)!;
    expect(await drawer.getByTestId('filters-done').innerText()).toBe(`แสดง ${n} รายการ`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('filters-button');
    expect(await page.getByTestId('filters-button').innerText()).toContain('1');
  });

  it('links every product card to its product page', async () => {
    const page = await browser.page();
    await page.goto('/categories/makeup/lips');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByTestId('product-link').innerText()).split('\n').pop()!;
    await card.click();
    await page.waitForURL(/\/products\//);
    await page.getByTestId('product-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name.trim());
  });

  it('has no serious or critical accessibility violations on a filtered listing (axe-core)', async () => {
    const page = await browser.page();
    await page.goto('/brands/rare-beauty?shade=pink&sort=price_asc');
    expect(await axeViolations(page)).toEqual([]);
  });
});
