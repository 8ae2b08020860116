/**
 * Stock by location (decision 0035): a country's online stock is always the sum at its online
 * locations — after checkouts (units taken from the warehouse holding most, split when needed) and
 * releases (units back where they came from); staff set one location with the version seen (stale:
 * 409), a store's shelf never moves the online total, a store manager only their stores; the
 * country edit sets the main warehouse; stock files take a location's code; the waitlist wakes.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { releaseOrder } from '../../flows/release-order.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call, registerMember } from '../auth/test-helpers.ts';
import { checkoutBody, paymentKit } from '../payment/test-orders.ts';
import { type CookieJar as StaffJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

describeApi('stock by location', (ctx) => {
  const kit = paymentKit(ctx);
  const db = () => kit.db();
  const api = () => ctx().api;
  let ops: StaffJar;
  let store: StaffJar;
  let care: StaffJar;

  /** Every market row whose stock is not the sum at its country's online locations (none, ever). */
  const broken = async () => queryRows<{ variant_id: number; country: string }>(db(), sql`
    select vm.variant_id, vm.country from variant_markets vm
    where vm.stock <> coalesce((select sum(ls.quantity) from location_stock ls join stock_locations l on l.id = ls.location_id
      where ls.variant_id = vm.variant_id and l.country = vm.country and l.ships_online), 0)`);
  const skuOf = async (variantId: number) => (await queryRows<{ sku: string }>(db(), sql`select sku from variants where id = ${variantId}`))[0]!.sku;
  const at = async (variantId: number, code: string) =>
    (await queryRows<{ quantity: number }>(db(), sql`select ls.quantity from location_stock ls join stock_locations l on l.id = ls.location_id where ls.variant_id = ${variantId} and l.code = ${code}`))[0]?.quantity ?? 0;
  const stockOf = (sku: string, jar: StaffJar, country = 'SG') => adminCall(api(), 'GET', `/catalog/variants/${sku}/stock?country=${country}`, { jar });
  const setAt = (sku: string, code: string, body: { version: number; quantity: number }, jar: StaffJar = ops) => adminCall(api(), 'PUT', `/catalog/variants/${sku}/stock/${code}`, { jar, body });
  const versionAt = async (sku: string, code: string) => ((await stockOf(sku, ops)).json().locations as Array<{ code: string; version: number }>).find((l) => l.code === code)!.version;

  /** A guest's order of `quantity` units of a variant in Singapore. */
  const order = async (variantId: number, quantity: number) => {
    const jar = new CookieJar();
    expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity } })).statusCode).toBe(201);
    const total = (await call(api(), 'GET', '/cart', { jar })).json().bag.summary.total.amount as number;
    const answer = await call(api(), 'POST', '/orders', {
      jar,
      headers: { 'idempotency-key': randomUUID() },
      body: checkoutBody(total, { prefix: 'loc' }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().order.id as string;
  };

  beforeAll(async () => {
    ops = await signInStaff(api(), 'ops@staff.blush.example');
    store = await signInStaff(api(), 'store@staff.blush.example');
    care = await signInStaff(api(), 'care@staff.blush.example');
    // A second Singapore warehouse shipping online.
    await db().execute(sql`insert into stock_locations (code, kind, country, name, ships_online) values ('WH-SG-EAST', 'warehouse', 'SG', 'SG east warehouse', true)`);
  });

  it('holds after the seed: every country total is the sum at its online locations, and the stores have shelf stock', async () => {
    expect(await broken()).toEqual([]);
    const [shelves] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from location_stock ls join stock_locations l on l.id = ls.location_id where l.kind = 'store' and ls.quantity > 0`);
    expect(shelves!.n).toBeGreaterThan(0);
  });

  it('takes an order from the warehouse holding most, splitting across two, and a release puts each unit back where it came from', async () => {
    const variantId = await kit.variant(10_00, 0, 'SG');
    const sku = await skuOf(variantId);
    expect((await setAt(sku, 'WH-SG', { version: await versionAt(sku, 'WH-SG'), quantity: 3 })).statusCode).toBe(200);
    expect((await setAt(sku, 'WH-SG-EAST', { version: 0, quantity: 2 })).statusCode).toBe(200);
    expect(await kit.stockOf(variantId, 'SG')).toBe(5);

    const orderId = await order(variantId, 4);
    // Three from WH-SG (most), the fourth from WH-SG-EAST.
    expect([await at(variantId, 'WH-SG'), await at(variantId, 'WH-SG-EAST')]).toEqual([0, 1]);
    expect(await kit.stockOf(variantId, 'SG')).toBe(1);
    const moves = await queryRows<{ code: string; delta: number; reason: string }>(db(), sql`
      select l.code, m.delta, m.reason from stock_movements m join stock_locations l on l.id = m.location_id where m.order_id = ${orderId} order by m.id`);
    expect(moves).toEqual([{ code: 'WH-SG', delta: -3, reason: 'order' }, { code: 'WH-SG-EAST', delta: -1, reason: 'order' }]);
    expect(await broken()).toEqual([]);

    // Staff move WH-SG meanwhile; the release still returns the units to where the order took them.
    expect((await setAt(sku, 'WH-SG', { version: await versionAt(sku, 'WH-SG'), quantity: 1 })).statusCode).toBe(200);
    expect(await releaseOrder(db(), orderId, 'cancelled')).toBe(true);
    expect([await at(variantId, 'WH-SG'), await at(variantId, 'WH-SG-EAST')]).toEqual([4, 2]);
    expect(await kit.stockOf(variantId, 'SG')).toBe(6);
    expect(await broken()).toEqual([]);
  });

  it("sets a store's shelf without moving the online total; a stale version is told (409) and a negative quantity refused, nothing changed; audited", async () => {
    const variantId = await kit.variant(10_00, 7, 'SG');
    const sku = await skuOf(variantId);
    const before = (await stockOf(sku, ops)).json();
    const shelf = before.locations.find((l: { code: string }) => l.code === 'SG-VIVOCITY');
    expect(shelf).toMatchObject({ kind: 'store', ships_online: false, editable: true });
    const answer = await setAt(sku, 'SG-VIVOCITY', { version: shelf.version, quantity: shelf.quantity + 5 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ location: 'SG-VIVOCITY', quantity: shelf.quantity + 5, country_stock: 7 });
    expect(await kit.stockOf(variantId, 'SG')).toBe(7);

    const stale = await setAt(sku, 'SG-VIVOCITY', { version: shelf.version, quantity: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('edit_conflict');
    expect((await setAt(sku, 'SG-VIVOCITY', { version: shelf.version + 1, quantity: -1 })).statusCode).toBe(400);
    expect(await at(variantId, 'SG-VIVOCITY')).toBe(shelf.quantity + 5);

    const [audit] = await queryRows<{ before: unknown; after: unknown }>(db(), sql`
      select before, after from staff_audit_log where action = 'catalog.location_stock_changed' and target_id = ${`${sku}:SG-VIVOCITY`}`);
    expect(audit).toEqual({ before: { location: 'SG-VIVOCITY', quantity: shelf.quantity, country_stock: 7 }, after: { location: 'SG-VIVOCITY', quantity: shelf.quantity + 5, country_stock: 7 } });
    expect(await broken()).toEqual([]);
  });

  it('lets a store manager set only their own stores, never a warehouse; customer service not at all', async () => {
    const variantId = await kit.variant(10_00, 4, 'SG');
    const sku = await skuOf(variantId);
    const seen = (await stockOf(sku, store)).json();
    expect(seen.locations.find((l: { code: string }) => l.code === 'WH-SG').editable).toBe(false);
    expect(seen.locations.find((l: { code: string }) => l.code === 'SG-ION-ORCHARD').editable).toBe(true);
    const version = seen.locations.find((l: { code: string }) => l.code === 'SG-ION-ORCHARD').version;
    expect((await setAt(sku, 'SG-ION-ORCHARD', { version, quantity: 11 }, store)).statusCode).toBe(200);
    expect((await setAt(sku, 'WH-SG', { version: await versionAt(sku, 'WH-SG'), quantity: 40 }, store)).json().error.code).toBe('not_authorized');
    const auSku = (await queryRows<{ sku: string }>(db(), sql`select v.sku from variants v join variant_markets vm on vm.variant_id = v.id and vm.country = 'AU' order by v.id limit 1`))[0]!.sku;
    expect((await setAt(auSku, 'AU-PITT-STREET', { version: 0, quantity: 3 }, store)).json().error.code).toBe('not_authorized');
    expect((await setAt(sku, 'SG-ION-ORCHARD', { version: version + 1, quantity: 12 }, care)).json().error.code).toBe('not_authorized');
    expect(await at(variantId, 'SG-ION-ORCHARD')).toBe(11);
    expect(await kit.stockOf(variantId, 'SG')).toBe(4);
    // Their shelf, and only their stores' shelves.
    const mine = await adminCall(api(), 'GET', '/stock-locations/SG-ION-ORCHARD/stock', { jar: store });
    expect(mine.json().items.find((i: { sku: string }) => i.sku === sku)).toMatchObject({ quantity: 11 });
    expect((await adminCall(api(), 'GET', '/stock-locations/AU-PITT-STREET/stock', { jar: store })).statusCode).toBe(403);
    const locations = (await adminCall(api(), 'GET', '/stock-locations', { jar: store })).json().locations as Array<{ code: string }>;
    expect(locations.map((l) => l.code).sort()).toEqual(['SG-ION-ORCHARD', 'SG-JEWEL-CHANGI', 'SG-VIVOCITY']);
  });

  it('sets the country total through the main warehouse, refusing a total below what other online locations hold', async () => {
    const variantId = await kit.variant(10_00, 2, 'SG');
    const sku = await skuOf(variantId);
    expect((await setAt(sku, 'WH-SG-EAST', { version: 0, quantity: 5 })).statusCode).toBe(200);
    const market = async () => (await queryRows<{ version: number }>(db(), sql`select version from variant_markets where variant_id = ${variantId} and country = 'SG'`))[0]!.version;
    const url = `/catalog/variants/${sku}/markets/SG/stock`;
    const refused = await adminCall(api(), 'PATCH', url, { jar: ops, body: { version: await market(), stock: 4 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'stock_held_elsewhere' });
    expect(refused.json().error.message).toContain('5');
    const ok = await adminCall(api(), 'PATCH', url, { jar: ops, body: { version: await market(), stock: 9 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect([await at(variantId, 'WH-SG'), await at(variantId, 'WH-SG-EAST')]).toEqual([4, 5]);
    // The integration path too.
    expect((await call(api(), 'PUT', '/ops/stock', { headers: { authorization: 'Bearer ops-dev-token' }, body: { sku, country: 'SG', stock: 6 } })).statusCode).toBe(200);
    expect([await at(variantId, 'WH-SG'), await at(variantId, 'WH-SG-EAST')]).toEqual([1, 5]);
    expect(await broken()).toEqual([]);
  });

  it('imports a stock file with location codes: the dry run shows before → after per location, an unknown location is refused and nothing changes', async () => {
    const variantId = await kit.variant(10_00, 3, 'SG');
    const sku = await skuOf(variantId);
    const shelf = await at(variantId, 'SG-JEWEL-CHANGI');
    const csv = `sku,location,quantity\n${sku},WH-SG,8\n${sku},sg-jewel-changi,${shelf + 2}\n`;
    const dry = await adminCall(api(), 'POST', '/catalog/stock/import', { jar: ops, body: { csv, dry_run: true } });
    expect(dry.json()).toMatchObject({ applied: false, errors: [], changes: [
      { line: 2, sku, country: 'SG', location: 'WH-SG', before: { quantity: 3 }, after: { quantity: 8 }, changed: true },
      { line: 3, sku, country: 'SG', location: 'SG-JEWEL-CHANGI', before: { quantity: shelf }, after: { quantity: shelf + 2 }, changed: true },
    ] });
    const unknown = await adminCall(api(), 'POST', '/catalog/stock/import', { jar: ops, body: { csv: `${csv}${sku},WH-NOWHERE,1\n`, dry_run: true } });
    expect(unknown.json().errors).toEqual([{ line: 4, sku, code: 'unknown_location' }]);
    expect((await adminCall(api(), 'POST', '/catalog/stock/import', { jar: ops, body: { csv: `${csv}${sku},WH-NOWHERE,1\n`, dry_run: false } })).statusCode).toBe(422);
    expect(await at(variantId, 'WH-SG')).toBe(3);
    const applied = await adminCall(api(), 'POST', '/catalog/stock/import', { jar: ops, body: { csv, dry_run: false } });
    expect(applied.json()).toMatchObject({ applied: true, changed: 2 });
    expect([await at(variantId, 'WH-SG'), await at(variantId, 'SG-JEWEL-CHANGI')]).toEqual([8, shelf + 2]);
    expect(await kit.stockOf(variantId, 'SG')).toBe(8);
    expect(await broken()).toEqual([]);
  });

  it("e-mails the waitlist when an online location brings a sold-out variant back, not when a store's shelf does", async () => {
    const variantId = await kit.variant(10_00, 0, 'SG');
    await db().execute(sql`update variant_markets set restockable = true where variant_id = ${variantId} and country = 'SG'`);
    const sku = await skuOf(variantId);
    const shopper = await registerMember(api());
    expect((await call(api(), 'PUT', '/waitlist', { jar: shopper.jar, body: { variant_id: variantId, action: 'add' } })).statusCode).toBe(200);
    // A shelf in a store does not bring it back online.
    expect((await setAt(sku, 'SG-VIVOCITY', { version: await versionAt(sku, 'SG-VIVOCITY'), quantity: 3 })).statusCode).toBe(200);
    await api().outbox.kick();
    const mails = () => queryRows<{ kind: string }>(db(), sql`select kind from mail_messages where lower("to") = lower(${shopper.email}) and kind = 'alert_restock'`);
    expect(await mails()).toHaveLength(0);
    expect((await setAt(sku, 'WH-SG-EAST', { version: await versionAt(sku, 'WH-SG-EAST'), quantity: 2 })).statusCode).toBe(200);
    await api().outbox.kick();
    expect(await mails()).toHaveLength(1);
    expect(await kit.stockOf(variantId, 'SG')).toBe(2);
  });
});
