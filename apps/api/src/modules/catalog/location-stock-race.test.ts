/**
 * The last units of a variant, held at two online warehouses, bought by many shoppers at once while
 * staff set one warehouse's quantity (decision 0035). Checkouts lock the market row and then the
 * locations' rows, as the staff edit does, so each order is counted against the stock before or
 * after the edit: never more sold than there was, no location below zero, and the country's total
 * the sum at its online locations afterwards. Meaningful on PostgreSQL (PGlite runs one connection).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { checkoutBody, paymentKit } from '../payment/test-orders.ts';
import { type CookieJar as StaffJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

describeApi('stock by location racing checkouts', (ctx) => {
  const kit = paymentKit(ctx);
  const api = () => ctx().api;
  let ops: StaffJar;
  const details = (total: number) => checkoutBody(total, { prefix: 'racer' });
  const at = async (variantId: number) => queryRows<{ code: string; quantity: number; version: number }>(kit.db(), sql`
    select l.code, ls.quantity, ls.version from location_stock ls join stock_locations l on l.id = ls.location_id
    where ls.variant_id = ${variantId} and l.code in ('WH-SG', 'WH-SG-RACE') order by l.code`);

  beforeAll(async () => {
    ops = await signInStaff(api(), 'ops@staff.blush.example');
    await kit.db().execute(sql`insert into stock_locations (code, kind, country, name, ships_online) values ('WH-SG-RACE', 'warehouse', 'SG', 'SG race warehouse', true)`);
  });

  for (const round of [1, 2, 3]) {
    it(`never oversells the last units while a warehouse is set, and the total stays the sum of the locations (round ${round})`, async () => {
      const variantId = await kit.variant(12_00, 2, 'SG');
      const [{ sku }] = (await queryRows<{ sku: string }>(kit.db(), sql`select sku from variants where id = ${variantId}`)) as [{ sku: string }];
      expect((await adminCall(api(), 'PUT', `/catalog/variants/${sku}/stock/WH-SG-RACE`, { jar: ops, body: { version: 0, quantity: 1 } })).statusCode).toBe(200);
      const version = (await at(variantId)).find((r) => r.code === 'WH-SG-RACE')!.version;

      const jars = Array.from({ length: 12 }, () => new CookieJar());
      for (const jar of jars) expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity: 1 } })).statusCode).toBe(201);
      const totals = await Promise.all(jars.map(async (jar) => (await call(api(), 'GET', '/cart', { jar })).json().bag.summary.total.amount as number));

      const half = jars.length / 2;
      const orders = jars.map((jar, i) => call(api(), 'POST', '/orders', { jar, body: details(totals[i]!), headers: { 'idempotency-key': randomUUID() } }));
      const edit = adminCall(api(), 'PUT', `/catalog/variants/${sku}/stock/WH-SG-RACE`, { jar: ops, body: { version, quantity: 2 } });
      const answers = await Promise.all([...orders.slice(0, half), edit, ...orders.slice(half)]);
      expect(answers[half]!.statusCode, answers[half]!.body).toBe(200);
      const others = answers.filter((_, i) => i !== half);
      expect(others.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
      const placed = others.filter((a) => a.statusCode === 201).length;

      // The edit set WH-SG-RACE from what the checkouts before it had left there to 2.
      const [audit] = await queryRows<{ before: { quantity: number } }>(kit.db(), sql`
        select before from staff_audit_log where action = 'catalog.location_stock_changed' and target_id = ${`${sku}:WH-SG-RACE`} order by id desc limit 1`);
      const added = 2 - audit!.before.quantity;
      const total = await kit.stockOf(variantId, 'SG');
      const rows = await at(variantId);
      expect(rows.every((r) => r.quantity >= 0)).toBe(true);
      expect(total).toBe(rows.reduce((sum, r) => sum + r.quantity, 0));
      expect(placed + total).toBe(3 + added);
      const [taken] = await queryRows<{ n: number }>(kit.db(), sql`select coalesce(-sum(delta), 0)::int as n from stock_movements where variant_id = ${variantId} and reason = 'order'`);
      expect(taken!.n).toBe(placed);
    });
  }
});
