/**
 * Journey: a merchandiser's gift with purchase in the back office (issue 21 item 4). The demo
 * merchandiser opens Gifts and bundles, creates a gift with purchase over a minimum spend in
 * Singapore with one gift of its set chosen by SKU, previews it on a sample bag (the gift choice
 * opens), and a guest's bag in Singapore over the minimum offers that gift set on its next request;
 * paused from the list, the bag no longer offers it. Then it is limited to Singapore with an end
 * picked on the date picker's calendar, and the list shows the country and the end in Singapore
 * time. Axe checks the list, the editor and the open calendar.
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

describe('back office: gifts with purchase', () => {
  const browser = useBrowser();

  async function skusSoldInSingapore(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const response = await fetch('/api/admin/v1/catalog/variants?q=a&limit=50', { headers: { 'x-platform': 'admin', accept: 'application/json' } });
      const { variants } = (await response.json()) as { variants: Array<{ sku: string; markets: Array<{ country: string; available: boolean; stock: number }> }> };
      return variants.filter((v) => v.markets.some((m) => m.country === 'SG' && m.available && m.stock > 5)).slice(0, 2).map((v) => v.sku);
    });
  }

  it('a merchandiser creates a gift with purchase, previews it, a shopper\'s bag offers it, paused it is gone', async () => {
    const title = `E2E gift ${Date.now().toString(36)}`;
    const admin = await browser.page();
    await admin.goto('/admin/offers');
    await admin.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(admin, MERCH);
    await admin.getByRole('heading', { level: 1, name: 'Gifts and bundles' }).waitFor();
    await admin.getByRole('link', { name: 'New gift or bundle' }).waitFor();
    expect(await axeViolations(admin), 'offers list').toEqual([]);

    await admin.getByRole('link', { name: 'New gift or bundle' }).click();
    const form = admin.getByRole('form', { name: 'New gift or bundle' });
    const [giftSku, bagSku] = await skusSoldInSingapore(admin);
    await form.getByLabel('Title shoppers see (English)').fill(title);
    await form.getByLabel('SG (SGD)').fill('1');
    await form.getByLabel('SKU of gift 1').fill(giftSku!);
    await form.getByLabel('Label of gift 1 (English)').fill(`${title} mini`);
    await form.getByLabel('Stock of gift 1').fill('3');
    expect(await axeViolations(admin), 'offer editor').toEqual([]);
    await form.getByRole('button', { name: 'Create offer' }).click();
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    await admin.getByText(`${title} is created.`).waitFor();

    const preview = admin.getByRole('region', { name: 'Preview on a sample bag' });
    await preview.getByLabel('SKUs in the sample bag (comma-separated, one of each)').fill(bagSku!);
    await preview.getByRole('button', { name: 'Preview' }).click();
    await preview.getByText(`The gift choice opens: choose 1 of ${title} mini.`).waitFor();
    expect(await axeViolations(admin), 'offer preview').toEqual([]);

    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    await gotoHydrated(shopper, '/');
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'SG' } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    expect(await shopper.evaluate(async (id) => (await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: JSON.stringify({ variant_id: id, quantity: 1 }) })).status, variantId)).toBe(201);
    const giftSets = () => shopper.evaluate(async () => ((await (await fetch('/api/web/v1/multiple-gwps', { headers: { 'x-platform': 'web' } })).json()) as { sets: Array<{ title: string; gifts: Array<{ name: string }> }> }).sets);
    const mine = (await giftSets()).find((s) => s.title === title);
    expect(mine?.gifts.map((g) => g.name)).toEqual([`${title} mini`]);

    await admin.getByRole('link', { name: 'All gifts and bundles' }).click();
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Pause ${title}` }).click();
    await admin.getByText(`${title} is paused: bags no longer get it.`).waitFor();
    await eventually(async () => (await giftSets()).some((s) => s.title === title)).toBe(false);

    // Where and when: Singapore only, ending on the 15th of next month (picked on the calendar), in Singapore time.
    await admin.getByRole('link', { name: title }).click();
    const edit = admin.getByRole('form', { name: 'Edit the offer' });
    await edit.getByRole('radio', { name: 'Chosen countries' }).check();
    await edit.getByRole('checkbox', { name: 'Singapore' }).check();
    await edit.getByText('Times are in Asia/Singapore, the local time of Singapore.').waitFor();
    await edit.getByRole('button', { name: 'Calendar for Ends (Asia/Singapore)' }).click();
    const calendar = admin.getByRole('dialog', { name: 'Ends (Asia/Singapore)' });
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: /(^|\D)15(\D|$)/ }).click();
    expect(await axeViolations(admin), 'offer editor with dates').toEqual([]);
    await edit.getByRole('button', { name: 'Save offer' }).click();
    await admin.getByText(`${title} is saved.`).waitFor();
    await admin.getByRole('link', { name: 'All gifts and bundles' }).click();
    const limited = admin.getByRole('row').filter({ hasText: title });
    await expect.poll(async () => (await limited.innerText()).replace(/\s+/g, ' ')).toMatch(/SG Until \d{4}-\d{2}-15 00:00 \(Asia\/Singapore\) Paused/);
  });
});
