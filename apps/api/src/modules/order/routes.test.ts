import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { type Country, paymentKit } from '../payment/test-orders.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { balanceOf, manualAdjustment } from '../loyalty/service.ts';
import { createPromotion } from '../promotion/service.ts';
import { createReward } from '../reward/service.ts';
import { releaseExpiredOrders as expireUnpaidOrders, releaseOrder } from '../../flows/release-order.ts';
import { markPaid } from '../../flows/settle-payment.ts';
import { setOnlineStock } from '../catalog/test-stock.ts';

const t = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });

describeApi('orders', (ctx) => {
  const db = () => ctx().database.db;
  const api = () => ctx().api;
  // A variant of its own product at a price with exactly `stock` units, and its stock (the payment tests' kit).
  const kit = paymentKit(ctx);
  const variant = (price: number, stock: number, country: Country = 'SG') => kit.variant(price, stock, country);
  const stockOf = (variantId: number, country: Country = 'SG') => kit.stockOf(variantId, country);
  const add = (jar: CookieJar, variantId: number, quantity = 1, country = 'SG') => call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity }, country });
  const bagOf = async (jar: CookieJar, country = 'SG') => (await call(api(), 'GET', '/cart', { jar, country })).json().bag;

  const details = (total: number, overrides: Record<string, unknown> = {}) => ({
    email: 'shopper@example.com',
    recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567' },
    delivery_option: 'standard',
    shipping_address: { country: 'SG', line1: '1 Orchard Road', postcode: '238801' },
    payment_method: 'card',
    expected_total: total,
    ...overrides,
  });
  const place = (jar: CookieJar, body: unknown, key: string | null = randomUUID(), country = 'SG', language = 'en') =>
    call(api(), 'POST', '/orders', { jar, body, country, language, headers: key ? { 'idempotency-key': key } : {} });

  it('places a guest bag as an order: stock taken, totals as shown, the bag closed, visible only to its owner', async () => {
    const v = await variant(20_00, 10);
    const jar = new CookieJar();
    await add(jar, v, 2);
    const bag = await bagOf(jar);
    const response = await place(jar, details(bag.summary.total.amount));
    expect(response.statusCode).toBe(201);
    const order = response.json().order;
    expect(order).toMatchObject({ status: 'payment_pending', country: 'SG', paymentMethod: 'card', deliveryOption: 'standard', email: 'shopper@example.com' });
    expect(order.number).toMatch(/^SG\d{8}$/);
    expect(order.summary).toEqual(bag.summary);
    expect(order.lines).toEqual([expect.objectContaining({ kind: 'product', quantity: 2, unitPrice: 20_00, subtotal: 40_00 })]);
    expect(await stockOf(v)).toBe(8);
    expect((await bagOf(jar)).lines).toEqual([]);

    expect((await call(api(), 'GET', `/orders/${order.id}`, { jar, country: 'SG' })).json().order.number).toBe(order.number);
    expect((await call(api(), 'GET', `/orders/${order.id}`, { jar: new CookieJar(), country: 'SG' })).statusCode).toBe(404);
  });

  it('refuses, changing nothing: no key, an empty bag, a changed total, a method or destination the site does not offer, a line out of stock', async () => {
    const v = await variant(15_00, 3);
    const jar = new CookieJar();
    expect((await place(jar, details(0))).json().error.code).toBe('bag_empty');
    await add(jar, v, 2);
    const total = (await bagOf(jar)).summary.total.amount;
    expect((await place(jar, details(total), null)).json().error.code).toBe('idempotency_key_required');
    const tampered = await place(jar, details(total - 1_00));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error).toMatchObject({ code: 'price_changed', message: 'Your bag total has changed to $35.00. Please review it before paying.' });
    expect((await place(jar, details(total, { payment_method: 'promptpay' }))).json().error.code).toBe('payment_method_unavailable');
    const abroad = await place(jar, details(total, { shipping_address: { country: 'MY', line1: '1 Jalan', postcode: '50450' } }));
    expect(abroad.json().error).toMatchObject({ code: 'does_not_ship_to_country', message: "This site doesn't ship to your country." });
    await setOnlineStock(db(), v, 'SG', 1);
    const short = await place(jar, details(total));
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe('out_of_stock');
    expect(await stockOf(v)).toBe(1);
    expect((await bagOf(jar)).lines).toHaveLength(1);
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders where email = 'shopper@example.com' and bag_id = ${(await bagOf(jar)).id}`);
    expect(Number(count!.n)).toBe(0);
  });

  it('returns the same order for a retried key, and refuses the key with other details', async () => {
    const v = await variant(30_00, 10);
    const jar = new CookieJar();
    await add(jar, v, 1);
    const body = details((await bagOf(jar)).summary.total.amount);
    const key = randomUUID();
    const first = await place(jar, body, key);
    const again = await place(jar, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    const other = await place(jar, { ...body, email: 'someone.else@example.com' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    expect(await stockOf(v)).toBe(9);
  });

  it('gives the stock, the promotion use and the reward back when an unpaid order expires, once', async () => {
    const v = await variant(40_00, 5);
    const promo = await createPromotion(db(), { code: `ONCE${randomUUID().slice(0, 6).toUpperCase()}`, kind: 'percentage', percent: 10, usageLimit: 1, title: t('Once'), details: t('d'), terms: t('t') });
    const reward = await createReward(db(), { slug: `order-reward-${randomUUID().slice(0, 8)}`, name: t('Order reward'), description: t('d'), points: 200, stock: 3, position: 99_100 });
    const created = (await call(api(), 'POST', '/sandbox/users', { body: { country: 'SG' } })).json();
    const jar = new CookieJar();
    await call(api(), 'POST', '/sessions', { body: { email: created.email, password: created.password }, jar, country: 'SG' });
    const [row] = await queryRows<{ id: number }>(db(), sql`select id from customers where lower(email) = lower(${created.email})`);
    const customerId = Number(row!.id);
    await manualAdjustment(db(), customerId, 500 - (await balanceOf(db(), customerId)), `test:${randomUUID()}`);

    await add(jar, v, 2);
    await call(api(), 'POST', '/cart/discount-coupon', { jar, body: { code: promo.code }, country: 'SG' });
    await call(api(), 'POST', '/cart/beauty-pass-offers', { jar, body: { reward_id: reward.id }, country: 'SG' });
    const bag = await bagOf(jar);
    expect(bag.promotion.applicable).toBe(true);
    expect(bag.reward).not.toBeNull();
    const order = (await place(jar, details(bag.summary.total.amount, { email: created.email }))).json().order;
    expect(order.promotionCode).toBe(promo.code);
    expect(order.lines.map((l: { kind: string }) => l.kind)).toEqual(['product', 'reward']);
    expect(await stockOf(v)).toBe(3);
    expect(await balanceOf(db(), customerId)).toBe(300);

    // The promotion's one use is taken: another shopper's bag can no longer use it.
    const other = new CookieJar();
    await add(other, v, 1);
    expect((await call(api(), 'POST', '/cart/discount-coupon', { jar: other, body: { code: promo.code }, country: 'SG' })).json().error.details.reason).toBe('usage_limit');

    await db().execute(sql`update orders set payment_expires_at = now() - interval '1 minute' where id = ${order.id}`);
    expect(await expireUnpaidOrders(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await releaseOrder(db(), order.id, 'payment_expired')).toBe(false);
    expect(await stockOf(v)).toBe(5);
    expect(await balanceOf(db(), customerId)).toBe(500);
    expect((await call(api(), 'GET', `/orders/${order.id}`, { jar, country: 'SG' })).json().order.status).toBe('payment_expired');
    expect((await call(api(), 'POST', '/cart/discount-coupon', { jar: other, body: { code: promo.code }, country: 'SG' })).statusCode).toBe(201);
  });

  it('never oversells: 200 bags racing for 5 units give exactly 5 orders', async () => {
    const v = await variant(10_00, 200);
    const jars = Array.from({ length: 200 }, () => new CookieJar());
    for (const jar of jars) expect((await add(jar, v, 1)).statusCode).toBe(201);
    const totals = await Promise.all(jars.map(async (jar) => (await bagOf(jar)).summary.total.amount));
    await setOnlineStock(db(), v, 'SG', 5);
    const answers = await Promise.all(jars.map((jar, i) => place(jar, details(totals[i]!))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await stockOf(v)).toBe(0);
  });

  it('gives one order for 20 placements racing with one key', async () => {
    const v = await variant(25_00, 50);
    const jar = new CookieJar();
    await add(jar, v, 2);
    const body = details((await bagOf(jar)).summary.total.amount);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(jar, body, key)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    expect(await stockOf(v)).toBe(48);
  });

  it('uses a one-use promo once when 50 bags place it at once', async () => {
    const v = await variant(30_00, 500);
    const promo = await createPromotion(db(), { code: `RACE${randomUUID().slice(0, 6).toUpperCase()}`, kind: 'percentage', percent: 10, usageLimit: 1, title: t('Race'), details: t('d'), terms: t('t') });
    const jars = Array.from({ length: 50 }, () => new CookieJar());
    const totals: number[] = [];
    for (const jar of jars) {
      await add(jar, v, 1);
      expect((await call(api(), 'POST', '/cart/discount-coupon', { jar, body: { code: promo.code }, country: 'SG' })).statusCode).toBe(201);
      totals.push((await bagOf(jar)).summary.total.amount);
    }
    const answers = await Promise.all(jars.map((jar, i) => place(jar, details(totals[i]!))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    // The losers are told: either the promotion is used up (found while placing) or, when their bag
    // was priced after the winner's order, that the total changed (the code no longer applies).
    const refusals = new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().error.code as string));
    expect([...refusals].every((code) => code === 'promotion_invalid' || code === 'price_changed')).toBe(true);
    const [used] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from promotion_redemptions where promotion_id = ${promo.id}`);
    expect(Number(used!.n)).toBe(1);
    expect(await stockOf(v)).toBe(499);
  });

  it('quotes every delivery option with its fee, dates and total, and the methods, banks and stores of the country', async () => {
    const v = await variant(20_00, 10);
    const jar = new CookieJar();
    await add(jar, v, 1);
    const checkout = (await call(api(), 'GET', '/checkout', { jar, country: 'SG' })).json();
    const byId = Object.fromEntries(checkout.deliveryOptions.map((o: { id: string }) => [o.id, o]));
    expect(byId.standard).toMatchObject({ available: true, fee: { amount: 5_00 }, summary: { total: { amount: 25_00 } } });
    expect(byId.express).toMatchObject({ available: true, fee: { amount: 12_00 }, summary: { total: { amount: 32_00 } } });
    expect(byId.click_and_collect).toMatchObject({ available: true, fee: { amount: 0 }, summary: { total: { amount: 20_00 } } });
    expect(byId.express.summary.tax.amount).toBe(Math.round((32_00 * 9) / 109));
    expect(byId.standard.estimatedDelivery.from <= byId.standard.estimatedDelivery.to).toBe(true);
    expect(checkout.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['card', 'paynow']);
    expect(checkout.banks).toEqual([]);
    expect(checkout.stores.length).toBeGreaterThan(0);
    expect(checkout.member).toBeNull();
    expect(checkout.fraudSiteId).toBe('blush-web-apac');

    const indonesia = (await call(api(), 'GET', '/checkout', { jar: new CookieJar(), country: 'ID', language: 'id' })).json();
    expect(indonesia.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['card', 'qris', 'virtual_account']);
    expect(indonesia.banks.map((b: { id: string }) => b.id)).toEqual(['bca', 'bni', 'bri', 'mandiri', 'permata']);
    expect(indonesia.deliveryOptions[0].name).toBe('Pengiriman standar');

    // Express is charged at its own total; the standard total is refused as a changed price.
    expect((await place(jar, details(25_00, { delivery_option: 'express' }))).json().error.code).toBe('price_changed');
    const express = await place(jar, details(32_00, { delivery_option: 'express' }));
    expect(express.statusCode).toBe(201);
    expect(express.json().order).toMatchObject({ deliveryOption: 'express', summary: { shipping: { amount: 12_00 }, total: { amount: 32_00 } } });
    expect(express.json().order.estimatedDelivery).toEqual(byId.express.estimatedDelivery);
  });

  it('checks the details with the country’s rules and answers by field in the shopper’s language', async () => {
    const v = await variant(20_00, 10, 'TH');
    const jar = new CookieJar();
    await add(jar, v, 1, 'TH');
    const checkout = (await call(api(), 'GET', '/checkout', { jar, country: 'TH', language: 'th' })).json();
    const total = checkout.deliveryOptions[0].summary.total.amount;
    const thai = (overrides: Record<string, unknown>) =>
      details(total, { recipient: { first_name: 'สมหญิง', last_name: 'ใจดี', calling_code: '+66', mobile: '812345678' }, shipping_address: { country: 'TH', line1: '99 ถนนพระราม 1', district: 'ปทุมวัน', city: 'ปทุมวัน', region: 'กรุงเทพมหานคร', postcode: '10330' }, ...overrides });
    const bad = await place(jar, thai({ shipping_address: { country: 'TH', line1: '99 ถนนพระราม 1', district: 'ปทุมวัน', city: 'ปทุมวัน', region: 'Atlantis', postcode: '1033' }, registration_number: '1234567890123' }), randomUUID(), 'TH', 'th');
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.fields;
    expect(Object.keys(fields).sort()).toEqual(['registration_number', 'shipping_address.postcode', 'shipping_address.region']);
    expect(fields['shipping_address.postcode']).toMatch(/[\u0E00-\u0E7F]/);
    const collect = await place(jar, thai({ delivery_option: 'click_and_collect', expected_total: checkout.deliveryOptions[2].summary.total.amount }), randomUUID(), 'TH', 'th');
    expect(collect.json().error.details.fields).toEqual({ store_id: 'โปรดเลือกร้านที่จะรับสินค้า' });
    const good = await place(jar, thai({}), randomUUID(), 'TH', 'th');
    expect(good.statusCode).toBe(201);
    expect(good.json().order.shippingAddress).toMatchObject({ country: 'TH', postcode: '10330' });
  });

  it('offers only click-and-collect when a line must be collected in store', async () => {
    const v = await variant(20_00, 10);
    await db().execute(sql`update variants set click_and_collect_only = true where id = ${v}`);
    try {
      const jar = new CookieJar();
      await add(jar, v, 1);
      const options = (await call(api(), 'GET', '/checkout', { jar, country: 'SG' })).json().deliveryOptions;
      expect(options.map((o: { id: string; available: boolean }) => [o.id, o.available])).toEqual([['standard', false], ['express', false], ['click_and_collect', true]]);
      expect(options[0].unavailableReason).toBe('An item in your bag can only be collected in store.');
      const store = (await call(api(), 'GET', '/store-locations', { country: 'SG' })).json().stores[0];
      expect((await place(jar, details(options[0].summary.total.amount))).json().error.details.fields.delivery_option).toBeTruthy();
      const placed = await place(jar, details(options[2].summary.total.amount, { delivery_option: 'click_and_collect', store_id: store.id, shipping_address: undefined }));
      expect(placed.statusCode).toBe(201);
      expect(placed.json().order).toMatchObject({ deliveryOption: 'click_and_collect', storeId: store.id, shippingAddress: null });
    } finally {
      await db().execute(sql`update variants set click_and_collect_only = false where id = ${v}`);
    }
  });

  const signedIn = async (country = 'SG', body: Record<string, unknown> = {}) => {
    const created = (await call(api(), 'POST', '/sandbox/users', { body: { country, ...body } })).json();
    const jar = new CookieJar();
    expect((await call(api(), 'POST', '/sessions', { body: { email: created.email, password: created.password }, jar, country })).statusCode).toBe(200);
    const [row] = await queryRows<{ id: number }>(db(), sql`select id from customers where lower(email) = lower(${created.email})`);
    return { jar, email: created.email as string, customerId: Number(row!.id) };
  };
  const ops = (id: string, action: string, token = 'ops-dev-token') =>
    call(api(), 'POST', `/ops/orders/${id}/status`, { body: { action }, headers: { authorization: `Bearer ${token}` }, country: 'SG' });

  it('pays, e-mails the confirmation, lists the order for the member, and follows operations through delivery', async () => {
    const v = await variant(30_00, 10);
    const m = await signedIn();
    await add(m.jar, v, 2);
    const total = (await bagOf(m.jar)).summary.total.amount;
    const order = (await place(m.jar, details(total, { email: m.email }))).json().order;
    expect(await markPaid(db(), order.id)).toBe(true);
    expect(await markPaid(db(), order.id)).toBe(false);
    await api().outbox.kick(); // the confirmation and Beauty Pass follow the commit through the outbox
    const paid = (await call(api(), 'GET', `/orders/${order.id}`, { jar: m.jar, country: 'SG' })).json().order;
    expect(paid.status).toBe('paid');
    const mails = await queryRows<{ kind: string; subject: string }>(db(), sql`select kind, subject from mail_messages where lower("to") = lower(${m.email}) order by id`);
    expect(mails.map((x) => x.kind)).toContain('order_confirmation');
    expect(mails.find((x) => x.kind === 'order_confirmation')!.subject).toBe(`Your Blush order ${order.number} is confirmed`);
    const [spend] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from qualifying_spend where order_number = ${order.number}`);
    expect(Number(spend!.n)).toBe(1);

    const list = (await call(api(), 'GET', '/orders', { jar: m.jar, country: 'SG' })).json().orders;
    expect(list[0]).toMatchObject({ id: order.id, number: order.number, status: 'paid', itemsCount: 2, total: { amount: total } });
    expect((await call(api(), 'GET', '/orders', { jar: new CookieJar(), country: 'SG' })).statusCode).toBe(401);

    expect((await ops(order.id, 'packed', 'wrong-token-wrong-token')).statusCode).toBe(403);
    expect((await ops(order.id, 'shipped')).statusCode).toBe(403);
    for (const step of ['packed', 'shipped', 'delivered']) expect((await ops(order.id, step)).json().order.fulfilment).toBe(step);
    const [delivered] = await queryRows<{ delivered_at: string | null }>(db(), sql`select delivered_at from qualifying_spend where order_number = ${order.number}`);
    expect(delivered!.delivered_at).not.toBeNull();
    expect((await ops(order.id, 'cancelled')).statusCode).toBe(403);
  });

  it('cancels a paid order before it ships: stock back, and its Beauty Pass spend and pending points taken back', async () => {
    const v = await variant(25_00, 10);
    const m = await signedIn();
    await add(m.jar, v, 2);
    const order = (await place(m.jar, details((await bagOf(m.jar)).summary.total.amount, { email: m.email }))).json().order;
    await markPaid(db(), order.id);
    await api().outbox.kick();
    const pending = async () => Number((await queryRows<{ pending: number }>(db(), sql`select pending from loyalty_accounts where customer_id = ${m.customerId}`))[0]!.pending);
    expect(await pending()).toBeGreaterThan(0);
    expect((await ops(order.id, 'packed')).statusCode).toBe(200);
    expect((await ops(order.id, 'cancelled')).json().order.status).toBe('cancelled');
    expect(await stockOf(v)).toBe(10);
    expect(await pending()).toBe(0);
    const [spend] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from qualifying_spend where order_number = ${order.number}`);
    expect(Number(spend!.n)).toBe(0);
  });

  it('holds a large order for review, then an approval pays it and a block gives its stock back', async () => {
    const v = await variant(1_100_00, 10);
    const jar = new CookieJar();
    await add(jar, v, 2);
    const order = (await place(jar, details((await bagOf(jar)).summary.total.amount, { email: 'big.spender@example.com' }))).json().order;
    expect(await markPaid(db(), order.id)).toBe(true);
    expect((await call(api(), 'GET', `/orders/${order.id}`, { jar, country: 'SG' })).json().order.status).toBe('fraud_check_pending');
    expect((await ops(order.id, 'approve')).json().order.status).toBe('paid');

    const jar2 = new CookieJar();
    await add(jar2, v, 2);
    const second = (await place(jar2, details((await bagOf(jar2)).summary.total.amount, { email: 'other.spender@example.com' }))).json().order;
    await markPaid(db(), second.id);
    expect(await stockOf(v)).toBe(6);
    expect((await ops(second.id, 'block')).json().order.status).toBe('payment_blocked');
    expect(await stockOf(v)).toBe(8);
  });

  it('ships free for Gold members', async () => {
    const v = await variant(10_00, 10);
    const gold = await signedIn('SG', { tier: 'gold' });
    await add(gold.jar, v, 1);
    const bag = await bagOf(gold.jar);
    expect(bag.summary).toMatchObject({ shipping: { amount: 0 }, total: { amount: 10_00 } });
  });
});
