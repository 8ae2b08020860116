/**
 * Journey: gift cards in Singapore. A guest buys a gift card on /gift-cards (axe on the page),
 * pays it by card in the payment sandbox, and the recipient's e-mail arrives in the development
 * mailbox with the card's number and PIN; the balance page shows what it holds (axe); then its
 * number and PIN pay part of a second order in the bag, the rest by card, and the order's cost
 * summary says what the gift card paid.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { message } from '@blush/shared/messages';
import { formatMoney } from '@blush/shared/money';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { freshEmail } from './support/account.ts';
import { apiBag, cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

describe('gift cards', () => {
  const browser = useBrowser();

  const orderOf = async (page: Page, id: string) => (await page.evaluate(async (orderId) => (await fetch(`/api/web/v1/orders/${orderId}`)).json(), id)).order;
  const orderIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]!;

  /**
   * Checkout as a guest in Singapore, paying what is left by card. A bag of gift cards alone ships
   * nothing: no delivery to choose, no address (`ships: false`).
   */
  async function checkoutByCard(page: Page, email: string, ships = true): Promise<string> {
    await gotoHydrated(page, '/checkout');
    await page.getByTestId('place-order').waitFor();
    await page.getByLabel('Email address').fill(email);
    if (ships) await page.getByRole('radio', { name: /Standard delivery/ }).check();
    else {
      expect(await page.getByTestId('no-shipping-note').innerText()).toContain('Gift cards are sent by e-mail');
      expect(await page.getByRole('radio', { name: /Standard delivery/ }).count()).toBe(0);
    }
    await page.getByLabel(message('en', 'address.label.first_name'), { exact: true }).fill('Mei');
    await page.getByLabel(message('en', 'address.label.last_name'), { exact: true }).fill('Tan');
    await page.getByLabel(message('en', 'address.label.mobile'), { exact: true }).fill('91234567');
    if (ships) {
      await page.getByLabel(message('en', 'address.label.block_street')).fill('2 Orchard Turn');
      await page.getByLabel(message('en', 'address.label.postal_code')).fill('238801');
    }
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Mei Tan');
    await Promise.all([page.waitForURL(/\/orders\/[0-9a-f-]{36}/, { timeout: 30_000 }), page.getByTestId('place-order').click()]);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor({ timeout: 20_000 });
    return orderIdOf(page);
  }

  /** The number and PIN of the newest gift card e-mail to `to`, read in the development mailbox. */
  async function cardFromMailbox(page: Page, to: string): Promise<{ number: string; pin: string }> {
    let opened = false;
    for (let attempt = 0; attempt < 40 && !opened; attempt++) {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mail = page.getByRole('link').filter({ hasText: /gift card/i });
      if (await mail.count()) {
        await mail.first().click();
        opened = true;
      } else await page.waitForTimeout(500);
    }
    expect(opened).toBe(true);
    await page.waitForURL(/\/dev\/mailbox\/\d+$/);
    const text = await page.frameLocator('iframe').locator('body').innerText();
    const number = /(\d{4} ?\d{4} ?\d{4} ?\d{4})/.exec(text)?.[1];
    const pin = /PIN\D*(\d{6})/.exec(text)?.[1];
    expect(number, text).toBeTruthy();
    expect(pin, text).toBeTruthy();
    return { number: number!.replace(/\s/g, ''), pin: pin! };
  }

  it('a gift card bought in Singapore is e-mailed with its number and PIN, and pays part of a second order, the rest by card', async () => {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const recipient = freshEmail('giftee');

    // Buy the smallest preset.
    await gotoHydrated(page, '/gift-cards');
    await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const amounts = page.getByRole('group', { name: 'Amount' }).getByRole('radio');
    const preset = await amounts.first().getAttribute('value');
    const amount = Number(preset);
    await amounts.first().check();
    await page.getByLabel('Recipient’s name').fill('Aisha');
    await page.getByLabel('Recipient’s e-mail').fill(recipient);
    await page.getByLabel('From (your name)').fill('Mei');
    await page.getByLabel(/Message/).fill('Happy birthday!');
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await page.getByRole('link', { name: 'View bag' }).waitFor();

    await gotoHydrated(page, '/cart');
    const line = page.getByTestId('bag-gift-card-line');
    await line.waitFor();
    expect(await line.innerText()).toContain('Aisha');
    expect(await page.getByTestId('gift-card-line-delivery').innerText()).toBe('as soon as the order is paid');

    const first = await checkoutByCard(page, freshEmail('buyer'), false);
    const bought = await orderOf(page, first);
    expect(bought.status).toBe('paid');
    expect(bought.shippingAddress).toBeNull();
    expect(bought.lines.some((l: { kind: string }) => l.kind === 'gift_card')).toBe(true);
    expect(await page.getByTestId('order-gift-card-line').count()).toBe(1);

    // The recipient's e-mail, and the balance page.
    const card = await cardFromMailbox(page, recipient);
    await gotoHydrated(page, '/gift-cards/balance');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Gift card number').fill(card.number);
    await page.getByLabel('PIN', { exact: true }).fill(card.pin);
    await page.getByRole('button', { name: 'Check balance' }).click();
    const money = formatMoney({ amount, currency: 'SGD' }, 'en', 'SG');
    await page.getByText(`Balance: ${money}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A second order worth more than the card: the card pays part of it in the bag.
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'SG' } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    const price = (product!.salePrice ?? product!.price).amount;
    const quantity = Math.min(6, Math.floor(amount / price) + 1);
    expect(price * quantity).toBeGreaterThan(amount);
    const status = await page.evaluate(
      async ([id, q]) => (await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: JSON.stringify({ variant_id: id, quantity: q }) })).status,
      [variantId, quantity] as const,
    );
    expect(status).toBe(201);
    await gotoHydrated(page, '/cart');
    await page.getByRole('button', { name: 'Pay with a gift card' }).click();
    const tender = page.getByRole('form', { name: 'Pay with a gift card' });
    await tender.getByLabel('Gift card number').fill(card.number);
    await tender.getByLabel('PIN', { exact: true }).fill(card.pin);
    await tender.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByTestId('tender-card').waitFor();
    expect(await page.getByTestId('tender-card').innerText()).toContain(card.number.slice(-4));
    expect(await page.getByTestId('summary-gift-card').innerText()).toContain(`−${money}`);
    const bag = await apiBag(page);
    expect(bag.summary.giftCardRedeemed.amount).toBe(amount);
    expect(bag.summary.total.amount).toBeGreaterThan(0);

    const second = await checkoutByCard(page, freshEmail('buyer'));
    const paid = await orderOf(page, second);
    expect(paid.status).toBe('paid');
    expect(paid.summary.giftCardRedeemed.amount).toBe(amount);
    expect(await page.getByTestId('summary-gift-card').first().innerText()).toContain(`−${money}`);
  });
});
