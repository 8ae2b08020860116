/**
 * Gift card tests' helpers: buy a card into a bag, place a bag as an order (with or without an
 * address), pay by card, read the card's e-mail, make a card with a known number and PIN.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ApiContext } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { COUNTRY, type Country, GOOD, paymentKit } from '../payment/test-orders.ts';
import { createCard } from './service.ts';

export const PURCHASE = { design_id: 'blush-pink', amount: 50_00, recipient_name: 'Ana Lim', recipient_email: 'ana@example.com', sender_name: 'Mei', message: 'Happy birthday!', deliver_on: 'now' };

export function giftCardKit(ctx: () => ApiContext) {
  const kit = paymentKit(ctx);
  const { db, api } = kit;

  const buy = (jar: CookieJar, body: Record<string, unknown> = {}, country: Country = 'SG', language = 'en') =>
    call(api(), 'POST', '/cart/gift-cards', { jar, body: { ...PURCHASE, ...body }, country, language });
  const bag = async (jar: CookieJar, country: Country = 'SG') => (await call(api(), 'GET', '/cart', { jar, country })).json().bag;
  const apply = (jar: CookieJar, number: string, pin: string, country: Country = 'SG', address = '10.0.0.1') =>
    call(api(), 'POST', '/cart/gift-card-redemptions', { jar, body: { number, pin }, country, address });

  /** Place the jar's bag (the total it shows now), with a delivery address unless `address` is false. */
  async function place(jar: CookieJar, country: Country = 'SG', options: { address?: boolean; method?: string; email?: string; language?: string } = {}) {
    const b = await bag(jar, country);
    const { callingCode, mobile, address } = COUNTRY[country];
    return call(api(), 'POST', '/orders', {
      jar,
      country,
      language: options.language ?? 'en',
      headers: { 'idempotency-key': randomUUID() },
      body: {
        email: options.email ?? `buyer-${randomUUID().slice(0, 8)}@example.com`,
        recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: callingCode, mobile },
        delivery_option: 'standard',
        ...(options.address === false ? {} : { shipping_address: address }),
        payment_method: options.method ?? 'card',
        expected_total: b.summary.total.amount,
      },
    });
  }

  /** Pay an order by card (the sandbox gateway answers at once, its webhook follows); then run the outbox. */
  async function payByCard(jar: CookieJar, orderId: string, country: Country = 'SG') {
    const response = await kit.pay(jar, orderId, { card: GOOD }, country);
    expect(response.statusCode, response.body).toBeLessThan(300);
    await api().outbox.kick();
    return response.json().payment;
  }

  /** A product line in the jar's bag at `price`. */
  async function addProduct(jar: CookieJar, price: number, country: Country = 'SG') {
    const v = await kit.variant(price, 50, country);
    expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: v, quantity: 1 }, country })).statusCode).toBe(201);
    return v;
  }

  /** The gift card e-mails sent to `to`, newest last, with the number and PIN read from the text. */
  async function cardMails(to: string) {
    const rows = await queryRows<{ subject: string; text: string; html: string }>(db(), sql`select subject, text, html from mail_messages where kind = 'gift_card' and "to" = ${to} order by id`);
    return rows.map((r) => ({ ...r, number: /(\d{4} \d{4} \d{4} \d{4})/.exec(r.text)?.[1]?.replace(/ /g, '') ?? '', pin: /PIN[^:]*: ?(\d{6})/.exec(r.text)?.[1] ?? '' }));
  }

  const cardsOfOrder = (orderId: string) =>
    queryRows<{ id: number; balance: number; delivered_at: Date | null; deliver_at: Date; delivery_secret: unknown }>(
      db(),
      sql`select c.id, c.balance, c.delivered_at, c.deliver_at, c.delivery_secret from gift_cards c join gift_card_purchases p on p.id = c.purchase_id where p.order_id = ${orderId}`,
    );
  const balanceOf = async (cardId: number) => Number((await queryRows<{ balance: number }>(db(), sql`select balance from gift_cards where id = ${cardId}`))[0]!.balance);

  /** A fresh card in `country` holding `amount`, with its number and PIN. */
  const card = (amount: number, country: Country = 'SG', options: { expiresAt?: Date } = {}) =>
    createCard(db(), { country, amount, designId: 'blush-pink', recipientName: 'Test', recipientEmail: 'test@example.com', senderName: 'Blush', language: 'en', ...options });

  return { ...kit, buy, bag, apply, place, payByCard, addProduct, cardMails, cardsOfOrder, balanceOf, card, newJar: () => new CookieJar() };
}
