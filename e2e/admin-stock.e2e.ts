/**
 * Journey: stock by location (issue 21 item 3, decision 0035). The demo store manager opens a sold-out
 * Singapore product's "Stock by location" in the catalogue and puts units on their store's shelf
 * (the warehouse is theirs to see, not to change); the shop still sells none online. Operations then
 * raise the Singapore warehouse's stock, the online total follows in the dialog, and a fresh load of
 * the storefront's product page shows it in stock at once. Axe checks the dialog for both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { shopApi, useSite } from './support/site.ts';
import { staffSignIn } from './support/staff.ts';

describe('back office: stock by location', () => {
  const browser = useBrowser();

  const api = <T>(path: string) => shopApi<T>(browser.baseUrl(), path);

  /** A Singapore product with one variant, sold out (not coming soon, not app only). */
  async function soldOut(): Promise<ProductDetail> {
    for (let n = 1; n <= 5; n++) {
      const list = await api<ProductListResponse>(`/products?page=${n}&page_size=96&sort=newest`);
      for (const card of list.items.filter((p) => !p.inStock && p.variantCount === 1 && !p.badges.includes('coming_soon') && !p.badges.includes('app_exclusive'))) {
        const detail = await api<ProductDetail>(`/products/${card.slug}`);
        if (detail.availableInCountry && detail.variants[0]?.offer && !detail.variants[0].offer.inStock) return detail;
      }
      if (list.items.length < 96) break;
    }
    throw new Error('no sold-out single-variant product in the SG demo data');
  }

  /** Sign in, find the SKU in the catalogue and open its stock by location in Singapore. */
  async function openStock(page: Page, email: string, sku: string) {
    await page.goto('/admin/catalog');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, email);
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.getByLabel('SKU, product or brand').fill(sku);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: `Stock by location: ${sku} in SG` }).click();
    const dialog = page.getByRole('dialog', { name: `Stock of ${sku} by location in SG` });
    await dialog.getByRole('table', { name: 'Locations in SG' }).waitFor();
    return dialog;
  }

  async function availability(page: Page, slug: string): Promise<string | null> {
    await page.goto(`/products/${slug}`);
    return page.getByTestId('buy-button').getAttribute('data-availability');
  }

  it("a store manager stocks their shelf, operations restock the warehouse, and the product page shows it in stock at once", async () => {
    const product = await soldOut();
    const sku = product.variants[0]!.sku;
    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    expect(await availability(shopper, product.slug)).not.toBe('in_stock');

    // The store manager: their store's shelf is theirs, the warehouse is view only.
    const store = await browser.page();
    const mine = await openStock(store, 'store@staff.blush.example', sku);
    await mine.getByText('Sold online in SG: 0').waitFor();
    const warehouse = mine.getByRole('row').filter({ hasText: 'WH-SG' });
    expect(await warehouse.getByText('View only').count()).toBe(1);
    expect(await axeViolations(store)).toEqual([]);
    const shelf = mine.getByRole('textbox', { name: 'New quantity at Blush ION Orchard' });
    await shelf.fill('5');
    await shelf.press('Tab');
    await mine.getByRole('button', { name: 'Save Blush ION Orchard' }).click();
    await mine.getByText('Saved: Blush ION Orchard holds 5. Sold online in SG: 0.').waitFor();
    // A shelf is not sold online.
    expect(await availability(shopper, product.slug)).not.toBe('in_stock');

    // Operations raise the warehouse: the online total follows, the shop sells it at once.
    const ops = await browser.page();
    const all = await openStock(ops, 'ops@staff.blush.example', sku);
    const units = all.getByRole('textbox', { name: 'New quantity at Singapore warehouse' });
    await units.fill('6');
    await units.press('Tab');
    await all.getByRole('button', { name: 'Save Singapore warehouse' }).click();
    await all.getByText('Saved: Singapore warehouse holds 6. Sold online in SG: 6.').waitFor();
    await all.getByText('Sold online in SG: 6 (the sum at its warehouses).', { exact: false }).waitFor();
    expect(await axeViolations(ops)).toEqual([]);
    expect(await availability(shopper, product.slug)).toBe('in_stock');
  });
});
