/**
 * Scheduled sales and money (issue 21 item 3): once a window starts, the shopper's bag shows the
 * sale price and checkout charges it; a shopper paying the total they saw before the sale started is
 * told the price changed (409 price_changed) and charged nothing, as with a manual price change.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { utcToZoned } from '@blush/shared/admin-sale-contracts';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { checkoutBody, paymentKit } from '../payment/test-orders.ts';
import { type CookieJar as StaffJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

describeApi('a scheduled sale in the bag and at checkout', (ctx) => {
  const kit = paymentKit(ctx);
  let merch: StaffJar;
  const api = () => ctx().api;
  const details = (total: number) => checkoutBody(total, { prefix: 'sale' });

  beforeAll(async () => {
    merch = await signInStaff(api(), 'merch@staff.blush.example');
  });

  it('the bag shows the sale price once it starts; the total seen before is refused, the new one charged at the sale price', async () => {
    const variantId = await kit.variant(80_00, 10, 'SG');
    const [{ sku }] = (await queryRows<{ sku: string }>(kit.db(), sql`select sku from variants where id = ${variantId}`)) as [{ sku: string }];
    const jar = new CookieJar();
    expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity: 1 } })).statusCode).toBe(201);
    const before = (await call(api(), 'GET', '/cart', { jar })).json().bag.summary.total.amount as number;

    const tz = 'Asia/Singapore';
    const started = await adminCall(api(), 'POST', `/catalog/variants/${sku}/markets/SG/sales`, {
      jar: merch,
      body: { sale_price: 60_00, starts_at: utcToZoned(new Date(Date.now() - 60_000), tz), ends_at: utcToZoned(new Date(Date.now() + 86_400_000), tz) },
    });
    expect(started.json()).toMatchObject({ status: 'active' });

    const bag = (await call(api(), 'GET', '/cart', { jar })).json().bag;
    expect(bag.summary.total.amount).toBe(before - 20_00);
    const stale = await call(api(), 'POST', '/orders', { jar, body: details(before), headers: { 'idempotency-key': randomUUID() } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('price_changed');
    const placed = await call(api(), 'POST', '/orders', { jar, body: details(bag.summary.total.amount), headers: { 'idempotency-key': randomUUID() } });
    expect(placed.statusCode, placed.body).toBe(201);
    const [line] = await queryRows<{ unit_price: number }>(kit.db(), sql`select unit_price from order_lines where variant_id = ${variantId} order by id desc limit 1`);
    expect(line!.unit_price).toBe(60_00);
  });
});
