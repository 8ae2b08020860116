/**
 * What an erasure leaves behind (docs/decisions/0033): e-mails already queued for the member when
 * they are erased are never sent (not to the old address, not to the placeholder), while a gift
 * card's recipient still gets theirs; and a checkout of the member under way when they are erased
 * does not become an order: it is refused as signed out. On PostgreSQL a placement racing the
 * erasure ends one way or the other, never both.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { COUNTRY, paymentKit } from '../payment/test-orders.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

describeApi('what a member erasure leaves behind', (ctx) => {
  let care: CookieJar;
  const kit = paymentKit(ctx);
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const count = async (table: string, where: ReturnType<typeof sql>) => Number((await run<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n);
  const erase = (id: string, email: string) => adminCall(ctx().api, 'POST', `/members/${id}/erase`, { jar: care, body: { confirm_email: email, reason: 'Member asked, ticket 5120' } });
  const customerId = async (publicId: string) => Number((await run<{ id: number }>(sql`select id from customers where public_id = ${publicId}`))[0]!.id);
  /** Queue an outbox item that no worker takes before the test makes it due. */
  const queueLater = async (topic: string, payload: Record<string, unknown>) =>
    Number((await run<{ id: number }>(sql`insert into outbox (topic, key, payload, next_attempt_at) values (${topic}, ${randomUUID()}, ${JSON.stringify(payload)}::jsonb, now() + interval '1 day') returning id`))[0]!.id);
  const bagTotal = async (jar: CookieJar) => (await call(ctx().api, 'GET', '/cart', { jar })).json().bag.summary.total.amount as number;
  const placeOrder = (jar: CookieJar, total: number) => {
    const { callingCode, mobile, address } = COUNTRY.SG;
    return call(ctx().api, 'POST', '/orders', {
      jar,
      headers: { 'idempotency-key': randomUUID() },
      body: { email: `payer-${randomUUID().slice(0, 8)}@example.com`, recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: callingCode, mobile }, delivery_option: 'standard', shipping_address: address, payment_method: 'card', expected_total: total },
    });
  };
  const fillBag = async (jar: CookieJar) => expect((await call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: await kit.variant(2100, 50, 'SG'), quantity: 1 } })).statusCode).toBeLessThan(300);

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
  });

  it('never sends the e-mails queued for the member before the erasure, nor any to the placeholder afterwards', async () => {
    const m = await registerMember(ctx().api);
    const id = await customerId(m.id);
    const { order } = await kit.order('SG', 'card', 3900, { jar: m.jar });
    await run(sql`update orders set email = ${m.email}, status = 'paid', fulfilment = 'delivered', paid_at = now() where id = ${order.id}`);
    const [place] = await run<{ activity: number; store: number }>(sql`select a.id as activity, s.id as store from activities a join stores s on s.country = a.country where a.country = 'SG' order by a.id, s.id limit 1`);
    const [booking] = await run<{ id: string }>(sql`insert into bookings (number, country, language, activity_id, store_id, starts_at, ends_at, customer_id, full_name, email, calling_code, phone)
      values (${`BK${randomUUID().slice(0, 8)}`}, 'SG', 'en', ${place!.activity}, ${place!.store}, now() + interval '3 days', now() + interval '3 days 1 hour', ${id}, 'Ana Lee', ${m.email}, '+65', '91234567') returning id`);
    const [v] = await run<{ variant: number; product: number }>(sql`select id as variant, product_id as product from variants order by id limit 1`);
    const [alert] = await run<{ id: string }>(sql`insert into product_alerts (kind, status, customer_id, email, country, language, product_id, variant_id) values ('restock', 'active', ${id}, ${m.email}, 'SG', 'en', ${v!.product}, ${v!.variant}) returning id`);
    const queued = [
      await queueLater('refund.email', { orderId: order.id, amount: 1000 }),
      await queueLater('order.email', { orderId: order.id, email: 'shipped' }),
      await queueLater('booking.reminder', { bookingId: booking!.id }),
      await queueLater('alert.confirm', { alertId: alert!.id, origin: '' }),
    ];

    expect((await erase(m.id, m.email)).statusCode).toBe(200);
    const placeholder = `erased-${m.id}@erased.invalid`;
    const items = await run<{ done: boolean; last_error: string | null }>(sql`select done_at is not null as done, last_error from outbox where id in ${sql.raw(`(${queued.join(',')})`)} order by id`);
    expect(items).toEqual(queued.map(() => ({ done: true, last_error: 'member_erased' })));

    // Even made due again, and a staff member resending an order e-mail afterwards: nothing goes out.
    await run(sql`update outbox set next_attempt_at = now() where id in ${sql.raw(`(${queued.join(',')})`)}`);
    await run(sql`insert into outbox (topic, key, payload) values ('order.email', ${randomUUID()}, ${JSON.stringify({ orderId: order.id, email: 'order_confirmation' })}::jsonb)`);
    await ctx().api.outbox.kick();
    expect(await count('mail_messages', sql`lower("to") in (lower(${m.email}), ${placeholder})`)).toBe(0);
    expect(await count('outbox', sql`payload->>'orderId' = ${order.id} and done_at is null`)).toBe(0);
  });

  it('refuses a checkout that began before the erasure: no order, the shopper is signed out', async () => {
    const m = await registerMember(ctx().api);
    const id = await customerId(m.id);
    await fillBag(m.jar);
    const total = await bagTotal(m.jar);
    expect((await erase(m.id, m.email)).statusCode).toBe(200);
    const placed = await placeOrder(m.jar, total);
    expect(placed.statusCode).toBe(401);
    expect(placed.json().error.code).toBe('authentication_failed');
    expect(await count('orders', sql`customer_id = ${id}`)).toBe(0);
  });

  it('a checkout and an erasure at once: either the order is placed and the erasure refused, or the erasure done and no order', async () => {
    if (ctx().database.kind !== 'postgres') return;
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const m = await registerMember(ctx().api);
      const id = await customerId(m.id);
      await fillBag(m.jar);
      const total = await bagTotal(m.jar);
      const [placed, erased] = await Promise.all([placeOrder(m.jar, total), erase(m.id, m.email)]);
      const orders = await count('orders', sql`customer_id = ${id}`);
      const [row] = await run<{ erased: boolean }>(sql`select erased_at is not null as erased from customers where id = ${id}`);
      if (placed.statusCode === 201) {
        expect(erased.statusCode, erased.body).toBe(409);
        expect(erased.json().error.code).toBe('member_has_open_orders');
        expect({ orders, erased: row!.erased }).toEqual({ orders: 1, erased: false });
        outcomes.add('placed');
      } else {
        expect(erased.statusCode, erased.body).toBe(200);
        expect(placed.statusCode, placed.body).toBe(401);
        expect({ orders, erased: row!.erased }).toEqual({ orders: 0, erased: true });
        outcomes.add('erased');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
