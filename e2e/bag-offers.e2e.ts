/**
 * Journeys: promotions and free items in the bag. A guest in Singapore types a promo code in the
 * wrong case and is told it is invalid, applies the gift code, chooses two gifts in the modal
 * ("2 selected of 2", the rest turned off), chooses free samples, then closes the modal of a new
 * gift code without a gift and is asked to go back or remove the promo. A member in Thailand
 * (Thai) opens the offers, applies free shipping from there, and redeems a Beauty Pass reward with
 * points in the rewards tab. Every number checked against the API's bag.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CountryCode, Language } from '@blush/shared/markets';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { TH_SIGN_IN, createSandboxMember, eventually, signIn } from './support/account.ts';
import { apiBag, bagCall, cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

type Messages = { cart: Record<string, Record<string, string>> };
const messages = (language: Language) => JSON.parse(readFileSync(new URL(`../apps/storefront/app/locales/${language}.json`, import.meta.url), 'utf8')) as Messages;

describe('bag offers', () => {
  const browser = useBrowser();

  async function sitePage(country: CountryCode, language: Language): Promise<Page> {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), country, language);
    return page;
  }

  /** Put `minimum` worth of the cheapest single-variant product in the page's bag, through the API. */
  async function fillBag(page: Page, country: CountryCode, minimum: number): Promise<void> {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), country, 1);
    const price = (product!.salePrice ?? product!.price).amount;
    const quantity = Math.min(6, Math.ceil(minimum / price));
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': country } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    const status = await page.evaluate(
      async ([id, q]) => (await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: JSON.stringify({ variant_id: id, quantity: q }) })).status,
      [variantId, quantity] as const,
    );
    expect(status).toBe(201);
    if (price * quantity < minimum) await fillBag(page, country, minimum - price * quantity);
  }

  it('a guest in Singapore is refused a code in the wrong case, chooses two gifts with GLOWGIFT, and picks free samples', async () => {
    const page = await sitePage('SG', 'en');
    await gotoHydrated(page, '/');
    await fillBag(page, 'SG', 40_00);
    await gotoHydrated(page, '/cart');

    const field = page.getByRole('textbox', { name: 'Promo code' });
    await field.fill('glowgift');
    const refused = await bagCall(page, 'POST', '/cart/discount-coupon', () => page.getByRole('button', { name: 'Apply', exact: true }).click());
    expect(refused.status()).toBe(422);
    await eventually(() => page.getByRole('alert').filter({ hasText: 'Sorry, the promotion is invalid.' }).count()).toBe(1);
    expect(await field.inputValue()).toBe('glowgift');
    expect((await apiBag(page)).promotion).toBeNull();

    await field.fill('GLOWGIFT');
    const applied = await bagCall(page, 'POST', '/cart/discount-coupon', () => field.press('Enter'));
    expect(applied.status()).toBe(201);
    const modal = page.getByRole('dialog', { name: 'Choose your gift' });
    await modal.waitFor();
    const set = modal.getByRole('group', { name: /Choose 2 free deluxe minis/ });
    const boxes = set.getByRole('checkbox');
    await boxes.first().waitFor();
    const enabled = [];
    for (let i = 0; i < (await boxes.count()); i++) if (await boxes.nth(i).isEnabled()) enabled.push(boxes.nth(i));
    expect(enabled.length).toBeGreaterThanOrEqual(3);
    await enabled[0]!.check();
    await enabled[1]!.check();
    await eventually(() => set.getByText('2 selected of 2').count()).toBe(1);
    expect(await enabled[2]!.isDisabled()).toBe(true);
    const saved = await bagCall(page, 'PUT', '/multiple-gwps/', () => modal.getByRole('button', { name: 'Save', exact: true }).click());
    expect(saved.status()).toBe(200);
    await modal.waitFor({ state: 'detached' });
    const bag = await apiBag(page);
    expect(bag.gifts).toHaveLength(2);
    for (const gift of bag.gifts) await eventually(() => page.getByText(gift.name).count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Free samples' }).click();
    const samples = page.getByRole('tabpanel');
    await samples.getByText('Choose up to 3 free samples').waitFor();
    const sampleBoxes = samples.getByRole('checkbox');
    await sampleBoxes.first().waitFor();
    const picks = [];
    for (let i = 0; i < (await sampleBoxes.count()) && picks.length < 2; i++) if (await sampleBoxes.nth(i).isEnabled()) picks.push(sampleBoxes.nth(i));
    for (const box of picks) await box.check();
    expect((await bagCall(page, 'POST', '/cart/samples', () => samples.getByRole('button', { name: 'Save samples' }).click())).status()).toBe(200);
    await eventually(async () => (await apiBag(page)).samples.length).toBe(2);

    // A second gift code: closing its modal without a gift asks to go back or remove the promo.
    await page.getByRole('button', { name: /Remove promo code GLOWGIFT/ }).click();
    await eventually(async () => (await apiBag(page)).promotion).toBe(null);
    await field.fill('GLOWGIFT');
    await bagCall(page, 'POST', '/cart/discount-coupon', () => field.press('Enter'));
    await modal.getByRole('checkbox').first().waitFor();
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: 'Your gift isn’t added yet' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await modal.getByRole('checkbox').first().waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor();
    expect((await bagCall(page, 'DELETE', '/cart/discount-coupon', () => confirm.getByRole('button', { name: 'Remove promo' }).click())).status()).toBe(200);
    await eventually(async () => (await apiBag(page)).promotion).toBe(null);
    expect((await apiBag(page)).gifts).toEqual([]);
  });

  it('a member in Thailand applies free shipping from the offers and redeems a Beauty Pass reward with points', async () => {
    const th = messages('th').cart;
    const member = await createSandboxMember(browser.baseUrl(), { country: 'TH', language: 'th' });
    await fetch(`${browser.baseUrl()}/api/web/v1/sandbox/users/${member.id}/points`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Platform': 'web' }, body: JSON.stringify({ points: 400 }) });
    const page = await sitePage('TH', 'th');
    await page.goto('/sign_in');
    expect(await signIn(page, member.email, member.password, TH_SIGN_IN)).toBe(200);
    await fillBag(page, 'TH', 100_00);
    await gotoHydrated(page, '/cart');
    const before = await apiBag(page);
    expect(before.summary.shipping.amount).toBeGreaterThan(0);

    await page.getByRole('button', { name: th.promo!.view_offers }).click();
    const offers = page.getByRole('dialog', { name: th.offers!.title });
    await offers.waitFor();
    const freeShip = offers.getByTestId('offer').filter({ hasText: 'FREESHIP' });
    const applied = await bagCall(page, 'POST', '/cart/discount-coupon', () => freeShip.getByRole('button', { name: th.promo!.apply }).click());
    expect(applied.status()).toBe(201);
    await eventually(async () => (await apiBag(page)).summary.shipping.amount).toBe(0);
    await page.keyboard.press('Escape');

    const balance = (await page.evaluate(async () => (await fetch('/api/web/v1/cart/beauty-pass-offers')).json())).balance as number;
    expect(balance).toBeGreaterThanOrEqual(400);
    const points = (n: number) => th.rewards!.balance_other!.replace('{{points}}', new Intl.NumberFormat('th-TH').format(n));
    await page.getByRole('tab', { name: th.rewards!.tab }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(points(balance)).waitFor();
    const redeem = panel.locator('[data-testid=reward-redeem]:not([disabled])').first();
    expect(await redeem.getAttribute('aria-label')).toContain(th.rewards!.redeem);
    const taken = await bagCall(page, 'POST', '/cart/beauty-pass-offers', () => redeem.click());
    expect(taken.status()).toBe(201);
    const bag = await apiBag(page);
    expect(bag.reward).not.toBeNull();
    await eventually(() => panel.getByText(points(balance - bag.reward!.points)).count()).toBe(1);
    await eventually(() => panel.getByText(th.rewards!.in_bag!, { exact: true }).count()).toBe(1);
    const thaiBag = await page.evaluate(async () => (await fetch('/api/web/v1/cart', { headers: { 'Accept-Language': 'th-TH', 'X-Site-Country': 'TH' } })).json());
    await eventually(() => page.getByText(thaiBag.bag.reward.name).count()).toBeGreaterThan(0);
  });
});
