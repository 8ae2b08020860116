/**
 * Journey: a merchandiser adds a free sample in the back office (issue 21 item 4) and a shopper's
 * bag offers it on the next request. The demo merchandiser signs in, opens Free samples, adds a
 * variant sold in Singapore by its SKU with its label and 5 in stock; a guest in Singapore with
 * something in the bag finds it in the bag's Free samples tab; stopped in the back office, it is
 * gone from the tab. Axe checks the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { staffSignIn } from './support/staff.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/account.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

const MERCH = 'merch@staff.blush.example';

describe('back office: free samples', () => {
  const browser = useBrowser();

  async function skuSoldInSingapore(page: Page): Promise<string> {
    return page.evaluate(async () => {
      const response = await fetch('/api/admin/v1/catalog/variants?q=a&limit=50', { headers: { 'x-platform': 'admin', accept: 'application/json' } });
      const { variants } = (await response.json()) as { variants: Array<{ sku: string; markets: Array<{ country: string; available: boolean; stock: number }> }> };
      const found = variants.find((v) => v.markets.some((m) => m.country === 'SG' && m.available && m.stock > 5));
      if (!found) throw new Error('no SKU sold in SG');
      return found.sku;
    });
  }

  it('a merchandiser adds a free sample and the shopper\'s bag offers it; stopped, it is gone', async () => {
    const label = `E2E mini ${Date.now().toString(36)}`;
    const admin = await browser.page();
    await admin.goto('/admin/samples');
    await admin.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(admin, MERCH);
    await admin.getByRole('heading', { level: 1, name: 'Free samples' }).waitFor();
    const form = admin.getByRole('region', { name: 'Add a sample' });
    await form.waitFor();
    expect(await axeViolations(admin), 'samples screen').toEqual([]);

    await form.getByLabel('SKU', { exact: true }).fill(await skuSoldInSingapore(admin));
    await form.getByLabel('Stock', { exact: true }).fill('5');
    await form.getByLabel('Label in English').fill(label);
    await form.getByRole('checkbox', { name: 'SG' }).check();
    await form.getByRole('button', { name: 'Add sample' }).click();
    await admin.getByText(`${label} added as a free sample.`).waitFor();
    const row = admin.getByRole('row').filter({ hasText: label });
    await row.waitFor();
    expect(await row.innerText()).toContain('5');
    expect(await axeViolations(admin), 'samples screen with the new sample').toEqual([]);

    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    await gotoHydrated(shopper, '/');
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'SG' } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    const added = await shopper.evaluate(async (id) => (await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: JSON.stringify({ variant_id: id, quantity: 1 }) })).status, variantId);
    expect(added).toBe(201);
    await gotoHydrated(shopper, '/cart');
    await shopper.getByRole('tab', { name: 'Free samples' }).click();
    await shopper.getByRole('tabpanel').getByText(label).waitFor();

    await row.getByRole('button', { name: `Stop offering ${label}` }).click();
    await admin.getByText(`${label} is no longer offered.`).waitFor();
    const offered = () => shopper.evaluate(async (name) => ((await (await fetch('/api/web/v1/cart/samples', { headers: { 'x-platform': 'web' } })).json()) as { samples: Array<{ name: string }> }).samples.some((s) => s.name === name), label);
    await eventually(offered).toBe(false);
  });
});
