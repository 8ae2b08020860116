/**
 * Journeys: the wishlist. A guest presses a card's heart and is sent to sign in and back; the
 * member saves the product (the heart pressed on the card and on the product page), finds it in
 * the account's wishlist with its price and stock, adds it to the bag from there and removes it.
 * In the bag, "Move to wishlist" asks first (Escape keeps the line), then moves the line.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wishlistResponseSchema } from '@blush/shared/bag-contracts';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { createSandboxMember, eventually, expectHeading, signIn } from './support/account.ts';
import { apiBag, bagCall, bagLabel, cheapestSingleVariant, gotoHydrated, interactive } from './support/bag.ts';

describe('wishlist', () => {
  const browser = useBrowser();

  async function apiWishlist(page: Page) {
    return wishlistResponseSchema.parse(await page.evaluate(async () => (await fetch('/api/web/v1/wishlist')).json())).items;
  }

  it('a guest is asked to sign in; the member saves from a card, sees it on the product page and in the account, adds it to the bag and removes it', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const member = await createSandboxMember(browser.baseUrl(), { country: 'SG', language: 'en', first_name: 'Ivy' });
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const name = `${product!.brand.name} ${product!.name}`;
    const listing = `/brands/${product!.brand.slug}?sort=price_asc`;

    await gotoHydrated(page, listing);
    const heart = await interactive(page.getByRole('button', { name: `Save to wishlist: ${name}` }));
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.waitForURL((u) => u.pathname === '/sign_in');
    expect(new URL(page.url()).searchParams.get('return_to')).toBe(listing);
    expect(await signIn(page, member.email, member.password)).toBe(200);
    await page.waitForURL((u) => `${u.pathname}${u.search}` === listing);

    // Signed in: the heart saves the product; pressed, as on its page.
    const saved = await interactive(page.getByRole('button', { name: `Save to wishlist: ${name}` }));
    await eventually(() => page.getByTestId('account-link').getAttribute('data-session')).toBe('member');
    const [put] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/web/v1/wishlist'),
      saved.click(),
    ]);
    expect(put.status()).toBe(200);
    await eventually(() => saved.getAttribute('aria-pressed')).toBe('true');
    expect(await saved.getAttribute('title')).toBe('Remove from wishlist');
    expect((await apiWishlist(page)).map((item) => item.product.slug)).toEqual([product!.slug]);

    await gotoHydrated(page, `/products/${product!.slug}`);
    const pageHeart = await interactive(page.getByTestId('product-page').getByRole('button', { name: 'Save to wishlist', exact: true }));
    await eventually(() => pageHeart.getAttribute('aria-pressed')).toBe('true');

    // The account's wishlist: the product with its price and stock; into the bag from there.
    await page.goto('/account/wishlist');
    await expectHeading(page, 'Wishlist');
    const item = page.getByTestId('wishlist-item');
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.getByTestId('wishlist-stock').innerText()).toBe('In stock');
    expect(await item.getByTestId('price').innerText()).toMatch(/\$\d/);
    expect(await page.getByTestId('wishlist-count').innerText()).toBe('1 saved product');
    const add = await interactive(item.getByRole('button', { name: `Add to bag: ${name}` }));
    await bagCall(page, 'POST', '/cart/line-items', () => add.click());
    await eventually(() => bagLabel(page)).toBe('Bag, 1 item');
    expect((await apiBag(page)).lines.map((l) => l.product.slug)).toEqual([product!.slug]);
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole('button', { name: `Remove: ${name}` }).click();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    expect(await apiWishlist(page)).toEqual([]);
  });

  it('moves a bag line to the wishlist after confirming; Escape keeps it', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'TH', 1);
    const member = await createSandboxMember(browser.baseUrl(), { country: 'TH', language: 'th', first_name: 'Nok' });
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'TH', 'th');
    await page.goto(`/sign_in?return_to=${encodeURIComponent(`/products/${product!.slug}`)}`);
    expect(await signIn(page, member.email, member.password, { email: 'อีเมล', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' })).toBe(200);
    await page.waitForURL((u) => u.pathname === `/products/${product!.slug}`);
    await eventually(() => page.getByTestId('account-link').getAttribute('data-session')).toBe('member');
    await bagCall(page, 'POST', '/cart/line-items', () => page.getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true }).click());
    await page.getByTestId('added-to-bag').waitFor();

    await page.goto('/cart');
    const name = `${product!.brand.name} ${product!.name}`;
    const move = page.getByRole('button', { name: `ย้ายไปยังรายการโปรด: ${name}` });
    await (await interactive(move)).click();
    const dialog = page.getByRole('dialog', { name: 'ย้ายไปยังรายการโปรดหรือไม่' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('bag-line').count()).toBe(1);
    await eventually(() => move.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // The confirmation has the focus: Enter moves the line.
    const [moved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/web/v1/cart/move-to-wishlist'),
      page.keyboard.press('Enter'),
    ]);
    expect(moved.status()).toBe(200);
    await page.getByRole('heading', { name: 'ยังไม่มีสินค้าในตะกร้า' }).waitFor();
    await eventually(() => page.getByTestId('bag-announcer').innerText()).toBe(`ย้าย ${name} ไปยังรายการโปรดแล้ว`);
    await eventually(() => bagLabel(page)).toBe('ตะกร้าสินค้า');
    expect((await apiWishlist(page)).map((item) => item.product.slug)).toEqual([product!.slug]);
  });
});
