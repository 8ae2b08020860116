/**
 * Journeys: the bag. A guest in Singapore adds a product from its page (quantity, "Adding…", the
 * confirmation, the notification top right, the header count), opens the bag, changes the quantity, reads the cost summary
 * (free-shipping threshold, GST included, points) and removes the line. A guest in Thailand (Thai)
 * adds from a listing card, signs in from the bag and finds the lines still there, then adds more
 * as a member. A staff member sees the staff discount. The bag on a 375 px phone: summary below
 * the lines, total and checkout in a bar at the bottom of the screen; axe-core on the bag.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BagDto } from '@blush/shared/bag-contracts';
import { formatMoney } from '@blush/shared/money';
import type { CountryCode, Language } from '@blush/shared/markets';
import { layoutShift, trackLayoutShifts, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { EN_SIGN_IN, PHONE_375, TH_SIGN_IN, createSandboxMember, eventually, expectHeading, signIn } from './support/account.ts';
import { apiBag, bagCall, bagLabel, cheapestSingleVariant, gotoHydrated, interactive } from './support/bag.ts';

describe('bag', () => {
  // With the back/forward cache on, as in a shopper's Chromium.
  const browser = useBrowser({ backForwardCache: true });

  async function sitePage(country: CountryCode, language: Language, options: Parameters<typeof browser.page>[0] = {}): Promise<Page> {
    const page = await browser.page(options);
    await useSite(page.context(), browser.baseUrl(), country, language);
    return page;
  }

  /** The summary's money as the page writes it for this bag (the API's amounts, formatted). */
  const money = (bag: BagDto, key: 'subtotal' | 'total' | 'toFreeShipping' | 'tax' | 'shipping', language: Language) =>
    formatMoney(bag.summary[key], language, bag.country as CountryCode);

  it('a guest in Singapore adds from the product page, changes the quantity in the bag, reads the summary and removes', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const page = await sitePage('SG', 'en');
    await gotoHydrated(page, `/products/${product!.slug}`);
    expect(await bagLabel(page)).toBe('Bag');

    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
    const add = page.getByRole('button', { name: 'Add to bag', exact: true });
    const added = await bagCall(page, 'POST', '/cart/line-items', () => add.click());
    expect(added.status()).toBe(201);
    const confirmation = page.getByTestId('added-to-bag');
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain('Added to your bag');
    expect(await confirmation.innerText()).toContain('Qty 2');
    // The site's notification as well: top right, 300 px wide, the item named (it leaves after 3 s).
    const toast = page.getByTestId('notice');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Added to your bag');
    expect(await toast.innerText()).toContain(`${product!.brand.name} ${product!.name} is in your bag.`);
    // (The stack's box: the item itself scales in for 300 ms.)
    const box = (await page.locator('[data-position="top-right"]').boundingBox())!;
    expect(box.width).toBe(300);
    expect(page.viewportSize()!.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(box.y).toBeLessThanOrEqual(32);
    let bag = await apiBag(page);
    expect(bag.itemsCount).toBe(2);
    expect(await page.getByTestId('added-subtotal').innerText()).toContain(money(bag, 'subtotal', 'en'));
    await eventually(() => bagLabel(page)).toBe('Bag, 2 items');

    // The bag: one line of two, the summary as the API computed it.
    await confirmation.getByRole('link', { name: 'View bag' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await expectHeading(page, 'Bag');
    const lines = page.getByTestId('bag-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    const quantity = page.getByRole('combobox', { name: `Quantity, ${product!.brand.name} ${product!.name}` });
    expect(await quantity.inputValue()).toBe('2');
    const summary = page.getByTestId('bag-summary');
    expect(await summary.getByTestId('summary-total').innerText()).toContain(money(bag, 'total', 'en'));
    expect(await summary.getByTestId('summary-tax').innerText()).toBe(`Includes GST 9%: ${money(bag, 'tax', 'en')}`);
    expect(bag.summary.toFreeShipping.amount).toBeGreaterThan(0);
    expect(await summary.getByTestId('summary-free-shipping').innerText()).toBe(`Spend ${money(bag, 'toFreeShipping', 'en')} more for free shipping`);
    expect(await summary.getByTestId('summary-shipping').innerText()).toContain(money(bag, 'shipping', 'en'));
    // The bag can check out: "Proceed to checkout" leads to /checkout.
    expect(await page.getByTestId('checkout-note').count()).toBe(0);
    expect(await page.getByTestId('checkout').first().getAttribute('href')).toBe('/checkout');

    // Change to 3 with the keyboard-operable select: announced, the summary follows.
    const patched = await bagCall(page, 'PATCH', '/cart/line-items/', () => quantity.selectOption('3'));
    expect(patched.status()).toBe(200);
    bag = await apiBag(page);
    expect(bag.lines[0]!.quantity).toBe(3);
    await eventually(() => page.getByTestId('bag-announcer').innerText()).toBe(`${product!.brand.name} ${product!.name}: quantity 3. Bag total ${money(bag, 'total', 'en')}.`);
    await eventually(() => summary.getByTestId('summary-total').innerText()).toContain(money(bag, 'total', 'en'));
    await eventually(() => bagLabel(page)).toBe('Bag, 3 items');
    expect(await summary.getByTestId('summary-free-shipping').innerText()).toBe(
      bag.summary.toFreeShipping.amount > 0 ? `Spend ${money(bag, 'toFreeShipping', 'en')} more for free shipping` : 'You’ve got free shipping.',
    );
    expect(await axeViolations(page)).toEqual([]);

    // Remove: the empty bag, its heading focused; the header count gone.
    await bagCall(page, 'DELETE', '/cart/line-items/', () => page.getByRole('button', { name: `Remove: ${product!.brand.name} ${product!.name}` }).click());
    const empty = page.getByRole('heading', { name: 'Your bag is empty' });
    await empty.waitFor();
    await eventually(() => empty.evaluate((el) => el === document.activeElement)).toBe(true);
    await eventually(() => bagLabel(page)).toBe('Bag');
    expect((await apiBag(page)).lines).toEqual([]);
  });

  it('the bag page is private and keeps page-view analytics off', async () => {
    const response = await fetch(`${browser.baseUrl()}/cart`);
    expect(response.status).toBe(200);
    // No shared cache keeps it and the browser asks again on every visit; `no-store` would also
    // keep it out of the back/forward cache.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
    // The root data alone (turbo-stream; in the page its values may be shared with the bag's):
    // analytics off here, on elsewhere.
    const rootData = (path: string) => fetch(`${browser.baseUrl()}${path}.data?_routes=root`).then((r) => r.text());
    expect(await rootData('/cart')).toMatch(/analyticsEnabled",false/);
    expect(await rootData('/about')).toMatch(/analyticsEnabled",true/);
  });

  it('the bag is in the page the server sends: no loading state, no fetch of it, no shift, and back/forward keeps the page', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    // A phone: the summary is under the lines and the free samples there, where anything that
    // grows after the first paint moves it.
    const page = await sitePage('SG', 'en', { viewport: PHONE_375, isMobile: true, hasTouch: true });
    await gotoHydrated(page, `/products/${product!.slug}`);
    await bagCall(page, 'POST', '/cart/line-items', () => page.getByRole('button', { name: 'Add to bag', exact: true }).click());
    await page.getByTestId('added-to-bag').waitFor();

    // The document as the server sends it, with the shopper's cookies: the line and the total.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (await fetch(`${browser.baseUrl()}/cart`, { headers: { cookie, 'x-site-country': 'SG' } })).text();
    const bag = await apiBag(page);
    expect(html).not.toContain('data-testid="bag-loading"');
    expect(html.match(/data-testid="bag-line"/g)).toHaveLength(1);
    expect(html).toContain(`/products/${product!.slug}`);
    expect(html).toContain(money(bag, 'total', 'en'));
    // The free samples tab, open by default, is filled in too.
    expect(html).toContain('data-testid="sample-option"');

    // In the browser: neither the bag, its samples nor the header count is asked for on load, nothing shifts.
    const reads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'GET' && ['/api/web/v1/cart', '/api/web/v1/cart/items-count', '/api/web/v1/cart/samples'].includes(path)) reads.push(path);
    });
    await trackLayoutShifts(page);
    await gotoHydrated(page, '/cart');
    expect(await page.getByTestId('bag-line').count()).toBe(1);
    expect(await page.getByTestId('sample-option').count()).toBeGreaterThan(0);
    expect(await bagLabel(page)).toBe('Bag, 1 item');
    expect(reads).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);

    // Another document and back: the same page from the back/forward cache, which asks for the bag anew.
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await page.goto('/about');
    await page.goBack({ waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${browser.baseUrl()}/cart`);
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
    await eventually(() => reads).toEqual(['/api/web/v1/cart']);
    // Still working: a change of quantity reaches the API.
    const quantity = page.getByRole('combobox', { name: `Quantity, ${product!.brand.name} ${product!.name}` });
    expect((await bagCall(page, 'PATCH', '/cart/line-items/', () => quantity.selectOption('2'))).status()).toBe(200);
    await eventually(() => bagLabel(page)).toBe('Bag, 2 items');
  });

  it('a guest in Thailand adds from a listing, signs in from the bag and keeps the lines, then adds more as a member', async () => {
    const [first, second] = await cheapestSingleVariant(browser.baseUrl(), 'TH', 2);
    const member = await createSandboxMember(browser.baseUrl(), { country: 'TH', language: 'th', first_name: 'Mali' });
    const page = await sitePage('TH', 'th');

    // A card's quick add (Thai): one unit, a notice, the header count.
    await gotoHydrated(page, `/brands/${first!.brand.slug}?sort=price_asc`);
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/products/${first!.slug}"]`) }).first();
    await interactive(card.getByRole('button', { name: `เพิ่มลงตะกร้า: ${first!.brand.name} ${first!.name}` }));
    const quick = card.getByTestId('quick-add');
    await bagCall(page, 'POST', '/cart/line-items', () => quick.click());
    await eventually(() => quick.getAttribute('aria-label')).toBe(`เพิ่มแล้ว: ${first!.brand.name} ${first!.name}`);
    await eventually(() => bagLabel(page)).toBe('ตะกร้าสินค้า 1 ชิ้น');

    // The bag in Thai, as a guest: sign in from it and come back to it.
    await page.getByRole('banner').getByTestId('bag-link').click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await expectHeading(page, 'ตะกร้าสินค้า');
    await page.getByTestId('bag-line').first().waitFor();
    const summary = page.getByTestId('bag-summary');
    expect(await summary.getByRole('heading').innerText()).toBe('สรุปคำสั่งซื้อ');
    expect(await summary.getByTestId('summary-tax').innerText()).toMatch(/^รวม VAT 7%: ฿[\d,.]+$/);
    await page.getByRole('main').getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL((u) => u.pathname === '/sign_in' && u.searchParams.get('return_to') === '/cart');
    expect(await signIn(page, member.email, member.password, TH_SIGN_IN)).toBe(200);
    await page.waitForURL((u) => u.pathname === '/cart');

    // Merged at sign-in: the guest's line is the member's now.
    const linePaths = () => page.getByTestId('line-name').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    await eventually(linePaths).toEqual([`/products/${first!.slug}`]);
    await eventually(() => bagLabel(page)).toBe('ตะกร้าสินค้า 1 ชิ้น');
    // (The lines come with the page now, before the header's account query has answered.)
    await eventually(() => page.getByTestId('account-link').getAttribute('data-session')).toBe('member');

    // A member adds a second product from its page: two lines, the count follows.
    await gotoHydrated(page, `/products/${second!.slug}`);
    await bagCall(page, 'POST', '/cart/line-items', () => page.getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true }).click());
    await page.getByTestId('added-to-bag').waitFor();
    await eventually(() => bagLabel(page)).toBe('ตะกร้าสินค้า 2 ชิ้น');
    const bag = await apiBag(page);
    expect(bag.country).toBe('TH');
    expect(bag.lines.map((l) => l.product.slug).sort()).toEqual([first!.slug, second!.slug].sort());
    await page.getByTestId('added-to-bag').getByRole('link', { name: 'ดูตะกร้าสินค้า' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await eventually(() => page.getByTestId('bag-line').count()).toBe(2);
    expect(await page.getByTestId('summary-points').innerText()).toMatch(/^คุณจะได้รับ [\d,]+ คะแนน Beauty Pass$/);
  });

  it('a staff member sees the staff discount in the summary', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const staff = await createSandboxMember(browser.baseUrl(), { country: 'SG', language: 'en', is_employee: true, first_name: 'Sam' });
    const page = await sitePage('SG', 'en');
    await page.goto(`/sign_in?return_to=${encodeURIComponent(`/products/${product!.slug}`)}`);
    expect(await signIn(page, staff.email, staff.password, EN_SIGN_IN)).toBe(200);
    await page.waitForURL((u) => u.pathname === `/products/${product!.slug}`);
    await eventually(() => page.getByTestId('account-link').getAttribute('data-session')).toBe('member');
    await bagCall(page, 'POST', '/cart/line-items', () => page.getByRole('button', { name: 'Add to bag', exact: true }).click());
    await page.getByTestId('added-to-bag').waitFor();

    await page.goto('/cart');
    const row = page.getByTestId('summary-discount-staff');
    await row.waitFor();
    const bag = await apiBag(page);
    const staffDiscount = bag.summary.discounts.find((d) => d.kind === 'staff');
    expect(staffDiscount?.amount.amount).toBeGreaterThan(0);
    expect(await row.innerText()).toMatch(new RegExp(`^${staffDiscount!.label}\\s+−${formatMoney(staffDiscount!.amount, 'en', 'SG').replace(/[$.]/g, '\\$&')}$`));
    expect(await page.getByTestId('summary-total').innerText()).toContain(formatMoney(bag.summary.total, 'en', 'SG'));
    expect(bag.summary.total.amount).toBeLessThan(bag.summary.subtotal.amount + bag.summary.shipping.amount);
  });

  it('on a 375 px phone: the summary under the lines, total and checkout at the bottom of the screen', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const page = await sitePage('SG', 'en', { viewport: PHONE_375, isMobile: true, hasTouch: true });
    await gotoHydrated(page, `/products/${product!.slug}`);
    await bagCall(page, 'POST', '/cart/line-items', () => page.getByRole('button', { name: 'Add to bag', exact: true }).tap());
    await page.getByTestId('added-to-bag').waitFor();
    await page.goto('/cart');
    await page.getByTestId('bag-line').first().waitFor();

    const line = (await page.getByTestId('bag-line').first().boundingBox())!;
    const summary = (await page.getByTestId('bag-summary').boundingBox())!;
    expect(summary.y).toBeGreaterThan(line.y + line.height - 1);
    const bar = page.getByTestId('bag-checkout-bar');
    expect(await bar.isVisible()).toBe(true);
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE_375.height);
    expect(await bar.getByTestId('bar-total').innerText()).toBe(formatMoney((await apiBag(page)).summary.total, 'en', 'SG'));
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_375.width);
    expect(await axeViolations(page)).toEqual([]);
  });
});
