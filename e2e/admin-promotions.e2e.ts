/**
 * Journey: a merchandiser's promo code in the back office (issue 21 item 4). The demo merchandiser
 * signs in, opens Promotions, creates a 15% code, previews it on a sample bag of a product sold in
 * Singapore (the discount shows), and pauses it from the list. Axe checks the list and the form.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { axeViolations } from './support/axe.ts';

const MERCH = 'merch@staff.blush.example';

describe('back office: promotions', () => {
  const browser = useBrowser();

  async function expectNoAxeViolations(page: Page, where: string) {
    expect(await axeViolations(page), where).toEqual([]);
  }

  /** Three SKUs sold in Singapore with stock, found through the back office's catalogue API with the page's session. */
  async function skusSoldInSingapore(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const response = await fetch('/api/admin/v1/catalog/variants?q=a&limit=50', { headers: { 'x-platform': 'admin', accept: 'application/json' } });
      const { variants } = (await response.json()) as { variants: Array<{ sku: string; markets: Array<{ country: string; available: boolean; stock: number }> }> };
      const found = variants.filter((v) => v.markets.some((m) => m.country === 'SG' && m.available && m.stock > 5)).slice(0, 3);
      if (found.length < 3) throw new Error('too few SKUs sold in SG');
      return found.map((v) => v.sku);
    });
  }

  it('a merchandiser creates a code, previews it on a sample bag and pauses it', async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const page = await browser.page();
    await page.goto('/admin/promotions');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, MERCH);

    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await page.getByRole('link', { name: 'New promo code' }).waitFor();
    await expectNoAxeViolations(page, 'promotions list');

    await page.getByRole('link', { name: 'New promo code' }).click();
    const form = page.getByRole('form', { name: 'New promo code' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Percent off (1–100)').fill('15');
    await form.getByLabel('Title shoppers see (English)').fill('15% off everything');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await page.getByRole('heading', { level: 1, name: `Promo code ${code}` }).waitFor();
    await page.getByText(`${code} is created.`).waitFor();
    await expectNoAxeViolations(page, 'promotion form');

    const panel = page.getByRole('region', { name: 'Preview on a sample bag' });
    const skus = await skusSoldInSingapore(page);
    for (const [i, sku] of skus.entries()) await panel.getByLabel(`SKU ${i + 1}`, { exact: true }).fill(sku);
    await panel.getByLabel('Quantity 1', { exact: true }).fill('2');
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText(/^The code applies: /).waitFor();
    await expectNoAxeViolations(page, 'promotion preview');

    await page.getByRole('link', { name: 'All promo codes' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: `Pause ${code}` }).click();
    await page.getByText(`${code} is paused: shoppers can no longer use it.`).waitFor();
    await row.getByRole('button', { name: `Resume ${code}` }).waitFor();
    expect(await row.innerText()).toContain('Paused');
  });
});
