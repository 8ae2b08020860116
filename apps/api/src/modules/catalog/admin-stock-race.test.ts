/**
 * Stock set in the back office while shoppers are placing orders for the same variant (issue 21:
 * "a stock change racing with checkouts never oversells"). The stock edit locks the row the
 * checkouts' `takeStock` updates, so each order is counted either against the old stock (before the
 * edit) or the new one (after it): never more units sold than there were, never a unit lost.
 * Meaningful on PostgreSQL (PGlite runs one connection, so there it only proves the arithmetic).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { checkoutBody, paymentKit } from '../payment/test-orders.ts';
import { type CookieJar as StaffJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { setOnlineStock } from './test-stock.ts';

describeApi('stock set in the back office racing checkouts', (ctx) => {
  const kit = paymentKit(ctx);
  let merch: StaffJar;
  const api = () => ctx().api;
  const details = (total: number) => checkoutBody(total, { prefix: 'racer' });

  beforeAll(async () => {
    merch = await signInStaff(api(), 'merch@staff.blush.example');
  });

  for (const round of [1, 2, 3]) {
    it(`never sells more than the old stock before the edit plus the new stock after it (round ${round})`, async () => {
      const variantId = await kit.variant(12_00, 30, 'SG');
      const [row] = await queryRows<{ sku: string; version: number }>(kit.db(), sql`
        select v.sku, vm.version from variants v join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' where v.id = ${variantId}`);
      const jars = Array.from({ length: 16 }, () => new CookieJar());
      for (const jar of jars) expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity: 1 } })).statusCode).toBe(201);
      const totals = await Promise.all(jars.map(async (jar) => (await call(api(), 'GET', '/cart', { jar })).json().bag.summary.total.amount as number));
      await setOnlineStock(kit.db(), variantId, 'SG', 3);

      const unitsOrdered = async () => (await queryRows<{ n: number }>(kit.db(), sql`select coalesce(sum(quantity), 0)::int as n from order_lines where variant_id = ${variantId}`))[0]!.n;
      const orderedBefore = await unitsOrdered();
      const half = jars.length / 2;
      const orders = jars.map((jar, i) => call(api(), 'POST', '/orders', { jar, body: details(totals[i]!), headers: { 'idempotency-key': randomUUID() } }));
      const edit = adminCall(api(), 'PATCH', `/catalog/variants/${row!.sku}/markets/SG/stock`, { jar: merch, body: { version: row!.version, stock: 4 } });
      const answers = await Promise.all([...orders.slice(0, half), edit, ...orders.slice(half)]);
      const editAnswer = answers[half]!;
      expect(editAnswer.statusCode, editAnswer.body).toBe(200);
      const placed = answers.filter((a, i) => i !== half && a.statusCode === 201).length;
      expect(answers.filter((a, i) => i !== half).every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);

      const [audit] = await queryRows<{ before: { stock: number } }>(kit.db(), sql`
        select before from staff_audit_log where action = 'catalog.stock_changed' and target_id = ${`${row!.sku}:SG`} order by id desc limit 1`);
      const soldBeforeEdit = 3 - audit!.before.stock;
      const soldAfterEdit = placed - soldBeforeEdit;
      expect(soldBeforeEdit).toBeGreaterThanOrEqual(0);
      expect(soldAfterEdit).toBeGreaterThanOrEqual(0);
      expect(soldAfterEdit).toBeLessThanOrEqual(4);
      expect(await kit.stockOf(variantId, 'SG')).toBe(4 - soldAfterEdit);
      expect((await unitsOrdered()) - orderedBefore).toBe(placed);
    });
  }
});
