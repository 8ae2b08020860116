/**
 * Click-and-collect and stock by location (decision 0035): a pick-up order's line comes from the
 * chosen store's shelf when the shelf holds all of it, leaving the online stock for everyone else;
 * otherwise from online stock (sent to the store). A release puts shelf units back on the shelf
 * without adding them to the online total. Racing pick-up orders never take a shelf below zero.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { releaseOrder } from '../../flows/release-order.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { checkoutBody, paymentKit } from '../payment/test-orders.ts';

const STORE = 'sg-vivocity';
const SHELF = 'SG-VIVOCITY';

describeApi('click-and-collect from the store shelf', (ctx) => {
  const kit = paymentKit(ctx);
  const db = () => kit.db();
  const api = () => ctx().api;

  const at = async (variantId: number, code: string) =>
    (await queryRows<{ quantity: number }>(db(), sql`select ls.quantity from location_stock ls join stock_locations l on l.id = ls.location_id where ls.variant_id = ${variantId} and l.code = ${code}`))[0]?.quantity ?? 0;
  const shelve = async (variantId: number, quantity: number) => {
    await db().execute(sql`insert into location_stock (variant_id, location_id, quantity) select ${variantId}, id, ${quantity} from stock_locations where code = ${SHELF}
      on conflict (variant_id, location_id) do update set quantity = excluded.quantity`);
  };
  const moves = (orderId: string) =>
    queryRows<{ code: string; delta: number; reason: string }>(db(), sql`
      select l.code, m.delta, m.reason from stock_movements m join stock_locations l on l.id = m.location_id where m.order_id = ${orderId} order by m.id`);

  /** A guest's Singapore order of `quantity` units, collected at VivoCity (or delivered); the answer. */
  const order = async (variantId: number, quantity: number, delivery: 'click_and_collect' | 'standard' = 'click_and_collect') => {
    const jar = new CookieJar();
    expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity } })).statusCode).toBe(201);
    const options = (await call(api(), 'GET', '/checkout', { jar })).json().deliveryOptions as Array<{ id: string; summary: { total: { amount: number } } }>;
    const total = options.find((o) => o.id === delivery)!.summary.total.amount;
    const base = checkoutBody(total, { prefix: 'collect' });
    const body = delivery === 'standard' ? base : { ...base, shipping_address: undefined, delivery_option: delivery, store_id: STORE };
    return call(api(), 'POST', '/orders', { jar, headers: { 'idempotency-key': randomUUID() }, body });
  };

  it('takes a pick-up line from the shelf that holds it, leaving the online stock; a release puts it back on the shelf', async () => {
    const variantId = await kit.variant(12_00, 4, 'SG');
    await shelve(variantId, 3);
    const placed = await order(variantId, 2);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as string;
    expect(await at(variantId, SHELF)).toBe(1);
    expect(await kit.stockOf(variantId, 'SG')).toBe(4);
    expect(await moves(orderId)).toEqual([{ code: SHELF, delta: -2, reason: 'order' }]);

    expect(await releaseOrder(db(), orderId, 'cancelled')).toBe(true);
    expect(await at(variantId, SHELF)).toBe(3);
    expect(await kit.stockOf(variantId, 'SG')).toBe(4);
    expect(await at(variantId, 'WH-SG')).toBe(4);
  });

  it('sends from online stock what the shelf does not hold whole, and a delivered order never touches a shelf', async () => {
    const variantId = await kit.variant(12_00, 5, 'SG');
    await shelve(variantId, 1);
    const short = await order(variantId, 2);
    expect(short.statusCode, short.body).toBe(201);
    expect(await at(variantId, SHELF)).toBe(1);
    expect(await kit.stockOf(variantId, 'SG')).toBe(3);
    expect(await moves(short.json().order.id)).toEqual([{ code: 'WH-SG', delta: -2, reason: 'order' }]);

    const delivered = await order(variantId, 1, 'standard');
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(await at(variantId, SHELF)).toBe(1);
    expect(await kit.stockOf(variantId, 'SG')).toBe(2);

    // Released, the online units go back online.
    expect(await releaseOrder(db(), short.json().order.id, 'cancelled')).toBe(true);
    expect(await kit.stockOf(variantId, 'SG')).toBe(4);
    expect(await at(variantId, SHELF)).toBe(1);
  });

  it('never takes a shelf below zero when pick-up orders race for its last units', async () => {
    const variantId = await kit.variant(12_00, 10, 'SG');
    await shelve(variantId, 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(variantId, 1)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    // Two from the shelf, four sent from the warehouse; nothing lost, nothing doubled.
    expect(await at(variantId, SHELF)).toBe(0);
    expect(await kit.stockOf(variantId, 'SG')).toBe(6);
    const [taken] = await queryRows<{ shelf: number; online: number }>(db(), sql`
      select coalesce(-sum(m.delta) filter (where not l.ships_online), 0)::int as shelf, coalesce(-sum(m.delta) filter (where l.ships_online), 0)::int as online
      from stock_movements m join stock_locations l on l.id = m.location_id where m.variant_id = ${variantId} and m.reason = 'order'`);
    expect(taken).toEqual({ shelf: 2, online: 4 });
  });
});
