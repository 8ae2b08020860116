/**
 * Journey: the merchandiser changes a price by CSV (issue 21 item 3). The demo merchandiser signs in
 * to the back office, finds a Singapore product in the catalogue, pastes a one-line price file on
 * the Import prices page, checks it (the dry run shows the price before → after, nothing changed
 * yet: the shop still shows the old price), applies it, and a fresh load of the storefront's product
 * page shows the new price at once. Axe checks the catalogue search, the edit dialog and the import
 * page with its check result.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { shopApi, useSite } from './support/site.ts';
import { staffSignIn } from './support/staff.ts';

const MERCH = 'merch@staff.blush.example';

describe('back office: prices by CSV', () => {
  const browser = useBrowser();

  const api = <T>(path: string) => shopApi<T>(browser.baseUrl(), path);

  async function expectNoAxeViolations(page: Page, where: string) {
    expect(await axeViolations(page), where).toEqual([]);
  }

  /** The price the product page shows, after a fresh load. */
  async function shownPrice(page: Page, slug: string): Promise<string> {
    await page.goto(`/products/${slug}`);
    return (await page.getByTestId('product-price').innerText()).trim();
  }

  it('imports a price file with a dry run, applies it, and the product page shows the new price at once', async () => {
    // A Singapore product with one variant, in stock, not on sale.
    const list = await api<ProductListResponse>('/products?in_stock=true&sort=newest&page_size=96');
    let product: ProductDetail | undefined;
    for (const card of list.items.filter((p) => p.variantCount === 1 && !p.badges.includes('coming_soon'))) {
      const detail = await api<ProductDetail>(`/products/${card.slug}`);
      if (detail.variants[0]?.offer && detail.variants[0].offer.salePrice === null) {
        product = detail;
        break;
      }
    }
    expect(product).toBeDefined();
    const variant = product!.variants[0]!;
    const before = variant.offer!.price.amount;
    const after = before + 300 + (Date.now() % 97);
    const written = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    expect(await shownPrice(shopper, product!.slug)).toBe(`$${written(before)}`);

    const page = await browser.page();
    await page.goto('/admin/catalog');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, MERCH);

    // The catalogue: the variant found by its SKU, its Singapore price and stock.
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.getByLabel('SKU, product or brand').fill(variant.sku);
    await page.getByRole('button', { name: 'Find' }).click();
    const table = page.getByRole('table', { name: `Variants matching “${variant.sku}”` });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'SG', exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain(`$${written(before)}`);
    await expectNoAxeViolations(page, 'catalogue search');
    await row.getByRole('button', { name: `Edit ${variant.sku} in SG` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${variant.sku} in SG` });
    expect(await dialog.getByLabel('Price (SGD)', { exact: true }).inputValue()).toBe(written(before));
    await expectNoAxeViolations(page, 'edit dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Import prices: check, see before → after, nothing changed yet.
    await page.getByRole('link', { name: 'Import prices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import prices' }).waitFor();
    await page.getByLabel('CSV text').fill(`sku,country,price,sale_price\n${variant.sku},SG,${written(after)},\n`);
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Check' }).click();
    const changes = page.getByRole('table', { name: 'What would change' });
    const change = changes.getByRole('row').nth(1);
    await change.waitFor();
    expect((await change.innerText()).split(/\s+/).join(' ')).toBe(`2 ${variant.sku} SG $${written(before)} $${written(after)}`);
    await page.getByText('Lines: 1. To change: 1. With errors: 0.').waitFor();
    await expectNoAxeViolations(page, 'import page with the check result');
    expect(await shownPrice(shopper, product!.slug)).toBe(`$${written(before)}`);

    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Applied. Prices changed: 1. The shop shows them now.').waitFor();

    // A fresh load of the product page shows the new price at once.
    expect(await shownPrice(shopper, product!.slug)).toBe(`$${written(after)}`);
  });
});
