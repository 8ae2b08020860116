/**
 * Journey: the merchandiser schedules a sale (issue 21 item 3). The demo merchandiser opens a
 * Singapore variant's sales in the catalogue, schedules a sale price from two minutes ahead (in
 * Singapore time, which the dialog names) to two days later; the shop still shows the full price;
 * when the time comes, the scheduler's run (the sandbox's on-demand run, as of just after the start)
 * puts the sale on and a fresh load of the product page shows it; ending it now in the back office
 * brings the full price back. Before that, the running sale's end is moved a day earlier (only
 * its end can change while it runs). Axe checks the sales dialog with a scheduled sale and while
 * changing the running one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { utcToZoned } from '@blush/shared/admin-sale-contracts';
import type { ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { shopApi, useSite } from './support/site.ts';
import { staffSignIn } from './support/staff.ts';

const MERCH = 'merch@staff.blush.example';

describe('back office: a scheduled sale', () => {
  const browser = useBrowser();

  const api = <T>(path: string) => shopApi<T>(browser.baseUrl(), path);

  const runJob = async (at: Date) => {
    const response = await fetch(`${browser.baseUrl()}/api/web/v1/sandbox/jobs/catalog.sale_windows/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-platform': 'web', 'x-site-country': 'SG' },
      body: JSON.stringify({ at: at.toISOString() }),
    });
    expect(response.status).toBe(200);
  };

  /** The product page's price, after a fresh load. */
  async function shownPrice(page: Page, slug: string): Promise<string> {
    await page.goto(`/products/${slug}`);
    return (await page.getByTestId('product-price').innerText()).replace(/\s+/g, ' ').trim();
  }

  it('schedules a sale in Singapore time; the shop shows it when the time comes, and the full price once it is ended', async () => {
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
    const full = variant.offer!.price.amount;
    const sale = full - 500 - (Date.now() % 97);
    const written = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    expect(await shownPrice(shopper, product!.slug)).toBe(`$${written(full)}`);

    const page = await browser.page();
    await page.goto('/admin/catalog');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, MERCH);
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.getByLabel('SKU, product or brand').fill(variant.sku);
    await page.getByRole('button', { name: 'Find' }).click();
    const table = page.getByRole('table', { name: `Variants matching “${variant.sku}”` });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'SG', exact: true }) });
    await row.getByRole('button', { name: `Sales of ${variant.sku} in SG` }).click();
    const dialog = page.getByRole('dialog', { name: `Sales of ${variant.sku} in SG` });
    await dialog.getByText(/^Times are in Asia\/Singapore/).waitFor();

    // Two minutes ahead, in Singapore time whatever the browser's own zone.
    const startsAt = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    const starts = utcToZoned(startsAt, 'Asia/Singapore');
    const ends = utcToZoned(new Date(startsAt.getTime() + 2 * 86_400_000), 'Asia/Singapore');
    await dialog.getByLabel('Sale price (SGD)').fill(written(sale));
    await dialog.getByLabel('Starts (Asia/Singapore)').fill(starts);
    await dialog.getByLabel('Ends (Asia/Singapore)').fill(ends);
    await dialog.getByRole('button', { name: 'Schedule sale' }).click();
    await dialog.getByText(`Sale scheduled: $${written(sale)} from ${starts.replace('T', ' ')} to ${ends.replace('T', ' ')}.`).waitFor();
    const listed = dialog.getByRole('table', { name: 'Scheduled and running sales' }).getByRole('row').nth(1);
    expect((await listed.innerText()).replace(/\s+/g, ' ')).toContain('Scheduled');
    expect(await axeViolations(page), 'sales dialog').toEqual([]);

    // Not yet: a run a minute before the start changes nothing.
    await runJob(new Date(startsAt.getTime() - 60_000));
    expect(await shownPrice(shopper, product!.slug)).toBe(`$${written(full)}`);

    // The time comes: the run puts the sale on, and the product page shows it at once.
    await runJob(new Date(startsAt.getTime() + 1_000));
    const onSale = await shownPrice(shopper, product!.slug);
    expect(onSale).toContain(`$${written(sale)}`);
    expect(onSale).toContain(`$${written(full)}`);

    // Its end moved a day earlier while it runs: the price and start stay as they are.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await row.getByRole('button', { name: `Sales of ${variant.sku} in SG` }).click();
    await dialog.getByRole('button', { name: `Change end (sale $${written(sale)})` }).click();
    await dialog.getByText('The sale is running: only its end can move, and not before now.').waitFor();
    const earlier = utcToZoned(new Date(startsAt.getTime() + 86_400_000), 'Asia/Singapore');
    await dialog.getByLabel('Ends (Asia/Singapore)').fill(earlier);
    expect(await axeViolations(page), 'sales dialog, changing a running sale').toEqual([]);
    await dialog.getByRole('button', { name: 'Save change' }).click();
    await dialog.getByText(`Sale changed: $${written(sale)} from ${starts.replace('T', ' ')} to ${earlier.replace('T', ' ')}.`).waitFor();

    // Ended now in the back office: the full price is back.
    await dialog.getByRole('button', { name: `End now (sale $${written(sale)})` }).click();
    await dialog.getByText(`Sale $${written(sale)} ended. The shop shows the price without it.`).waitFor();
    expect(await shownPrice(shopper, product!.slug)).toBe(`$${written(full)}`);
  });
});
