import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { releaseExpiredOrders } from '../../flows/release-order.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { giftCardKit } from './test-kit.ts';

const OPS = { authorization: 'Bearer ops-dev-token' };
let ip = 0;
/** Each test its own client address, so the per-IP throttle of one test does not touch another. */
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

describeApi('gift cards: balance and paying with them', (ctx) => {
  const { api, db, apply, bag, place, payByCard, addProduct, balanceOf, card, orderStatus, stockOf, newJar } = giftCardKit(ctx);
  const balance = (number: string, pin: string, country = 'SG', language = 'en', address = nextIp()) => call(api(), 'POST', '/gift-cards/balance', { body: { number, pin }, country, language, address });

  it('tells the balance and expiry for the right number and PIN, spaces allowed', async () => {
    const c = await card(75_00);
    const response = await balance(c.number.replace(/(\d{4})/g, '$1 ').trim(), c.pin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ maskedNumber: `•••• •••• •••• ${c.number.slice(-4)}`, balance: { amount: 75_00, currency: 'SGD' }, country: 'SG' });
    expect(new Date(response.json().expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('a wrong PIN and an unknown number answer alike; after 5 failures the number is locked, even with the right PIN', async () => {
    const c = await card(20_00);
    const wrong = await balance(c.number, c.pin === '000000' ? '111111' : '000000', 'SG', 'en');
    const unknown = await balance('6000000000009995', c.pin, 'SG', 'en');
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json().error).toEqual({ code: 'gift_card_invalid', message: 'The gift card number or PIN is not correct.' });
    expect(unknown.json().error).toEqual(wrong.json().error);
    // Four more wrong PINs, each from another address: the number is locked.
    for (let i = 0; i < 4; i++) expect((await balance(c.number, '99999' + i)).statusCode).toBe(422);
    const locked = await balance(c.number, c.pin, 'TH', 'th');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'gift_card_attempts_exceeded', message: 'ลองหลายครั้งเกินไป เพื่อความปลอดภัยของคุณ โปรดรอสักครู่แล้วลองอีกครั้ง' });
  });

  it('one address trying many numbers is locked out too', async () => {
    const address = nextIp();
    const c = await card(20_00);
    for (let i = 0; i < 5; i++) expect((await balance(`600000000000${1000 + i}`, '123456', 'SG', 'en', address)).statusCode).toBe(422);
    expect((await balance(c.number, c.pin, 'SG', 'en', address)).json().error.code).toBe('gift_card_attempts_exceeded');
    expect((await balance(c.number, c.pin, 'SG', 'en', nextIp())).statusCode).toBe(200);
  });

  it('an expired card and a card of another country are told plainly, in the shopper’s language', async () => {
    const old = await card(20_00, 'SG', { expiresAt: new Date('2025-01-31T12:00:00Z') });
    const expired = await balance(old.number, old.pin, 'SG', 'en');
    expect(expired.json().error).toEqual({ code: 'gift_card_expired', message: 'This gift card expired on 31 January 2025.' });
    const thai = await card(500_00, 'TH');
    const other = await balance(thai.number, thai.pin, 'HK', 'zh');
    expect(other.json().error).toEqual({ code: 'gift_card_wrong_country', message: '此禮品卡只可在 Blush 泰國 使用。' });
  });

  it('a card pays part of an order, the rest by card; the cost summaries show the amount redeemed', async () => {
    const jar = newJar();
    await addProduct(jar, 80_00);
    const c = await card(30_00);
    const applied = await apply(jar, c.number, c.pin, 'SG', nextIp());
    expect(applied.statusCode, applied.body).toBe(201);
    const b = applied.json().bag;
    expect(b.tender.giftCards).toEqual([{ id: expect.any(Number), maskedNumber: `•••• •••• •••• ${c.number.slice(-4)}`, amountUsed: { amount: 30_00, currency: 'SGD' }, balance: { amount: 30_00, currency: 'SGD' } }]);
    expect(b.summary).toMatchObject({ giftCardRedeemed: { amount: 30_00 }, total: { amount: 50_00 } });
    const checkout = (await call(api(), 'GET', '/checkout', { jar, country: 'SG' })).json();
    expect(checkout.deliveryOptions.find((o: { id: string }) => o.id === 'express').summary).toMatchObject({ giftCardRedeemed: { amount: 30_00 } });
    const placed = await place(jar);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order.summary).toMatchObject({ giftCardRedeemed: { amount: 30_00 }, total: { amount: 50_00 } });
    expect(await balanceOf(c.id)).toBe(0);
    const payment = await payByCard(jar, order.id);
    expect(payment.amount).toEqual({ amount: 50_00, currency: 'SGD' });
    expect(await orderStatus(jar, order.id)).toBe('paid');
  });

  it('two cards pay in the order applied, and an order they cover is paid without a gateway', async () => {
    const jar = newJar();
    await addProduct(jar, 60_00);
    const small = await card(20_00);
    const large = await card(100_00);
    await apply(jar, small.number, small.pin, 'SG', nextIp());
    const b = (await apply(jar, large.number, large.pin, 'SG', nextIp())).json().bag;
    expect(b.tender.giftCards.map((g: { amountUsed: { amount: number } }) => g.amountUsed.amount)).toEqual([20_00, 40_00]);
    expect(b.summary.total.amount).toBe(0);
    const placed = await place(jar);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.status).toBe('paid');
    expect([await balanceOf(small.id), await balanceOf(large.id)]).toEqual([0, 60_00]);
    const payments = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from payments where order_id = ${placed.json().order.id}`);
    expect(payments[0]!.n).toBe(0);
  });

  it('an unpaid order that expires gives the amount back to the card, once', async () => {
    const jar = newJar();
    const v = await addProduct(jar, 70_00);
    const c = await card(25_00);
    await apply(jar, c.number, c.pin, 'SG', nextIp());
    const order = (await place(jar)).json().order;
    expect(await balanceOf(c.id)).toBe(0);
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await releaseExpiredOrders(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredOrders(db(), later)).toBe(0);
    expect(await orderStatus(jar, order.id)).toBe('payment_expired');
    expect(await balanceOf(c.id)).toBe(25_00);
    expect(await stockOf(v, 'SG')).toBe(50);
  });

  it('a paid order cancelled by operations: the card part goes back to the card, the rest is refunded through the gateway', async () => {
    const jar = newJar();
    await addProduct(jar, 90_00);
    const c = await card(40_00);
    await apply(jar, c.number, c.pin, 'SG', nextIp());
    const order = (await place(jar)).json().order;
    await payByCard(jar, order.id);
    const cancel = () => call(api(), 'POST', `/ops/orders/${order.id}/status`, { body: { action: 'cancelled' }, headers: OPS, country: 'SG' });
    const cancelled = await cancel();
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(cancelled.json().order.refunds.map((r: { amount: { amount: number } }) => r.amount.amount)).toEqual([50_00]);
    expect(await balanceOf(c.id)).toBe(40_00);
    // Cancelling again changes nothing.
    expect((await cancel()).statusCode).toBe(403);
    expect(await balanceOf(c.id)).toBe(40_00);
  });

  it('a card spent by another order meanwhile refuses the placement, and nothing of the order is kept', async () => {
    const c = await card(30_00);
    const first = newJar();
    const second = newJar();
    await addProduct(first, 40_00);
    const v = await addProduct(second, 40_00);
    await apply(first, c.number, c.pin, 'SG', nextIp());
    await apply(second, c.number, c.pin, 'SG', nextIp());
    const seen = await bag(second);
    expect((await place(first)).statusCode).toBe(201);
    // The second shopper places what they saw: the card no longer holds it.
    const refused = await call(api(), 'POST', '/orders', {
      jar: second,
      country: 'SG',
      headers: { 'idempotency-key': randomUUID() },
      body: { email: 'late@example.com', recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567' }, delivery_option: 'standard', shipping_address: { country: 'SG', line1: '1 Orchard Road', postcode: '238801' }, payment_method: 'card', expected_total: seen.summary.total.amount },
    });
    expect(refused.statusCode).toBe(409);
    expect(['price_changed', 'tender_changed']).toContain(refused.json().error.code);
    expect(await stockOf(v, 'SG')).toBe(50);
    expect(await balanceOf(c.id)).toBe(0);
    // The bag now shows the card paying nothing.
    expect((await bag(second)).tender.giftCards[0].amountUsed.amount).toBe(0);
  });

  it('a card of another country, an empty card and a wrong PIN cannot be applied; the bag is unchanged', async () => {
    const jar = newJar();
    await addProduct(jar, 40_00);
    const thai = await card(500_00, 'TH');
    expect((await apply(jar, thai.number, thai.pin, 'SG', nextIp())).json().error.code).toBe('gift_card_wrong_country');
    const empty = await card(10_00);
    await db().execute(sql`update gift_cards set balance = 0 where id = ${empty.id}`);
    expect((await apply(jar, empty.number, empty.pin, 'SG', nextIp())).json().error.code).toBe('gift_card_empty');
    expect((await apply(jar, empty.number, '000001', 'SG', nextIp())).json().error.code).toBe('gift_card_invalid');
    const b = await bag(jar);
    expect(b.tender.giftCards).toEqual([]);
    expect(b.summary.giftCardRedeemed.amount).toBe(0);
    // Removing a card applied: the bag pays it no more.
    const ok = await card(10_00);
    const applied = (await apply(jar, ok.number, ok.pin, 'SG', nextIp())).json().bag;
    const removed = await call(api(), 'DELETE', `/cart/gift-card-redemptions/${applied.tender.giftCards[0].id}`, { jar, country: 'SG' });
    expect(removed.json().bag.tender.giftCards).toEqual([]);
  });
});
