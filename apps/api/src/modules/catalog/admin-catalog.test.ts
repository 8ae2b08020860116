/**
 * Prices and stock in the back office (issue 21 item 3): find variants with their prices and stock
 * per country; edit a price or stock with the version seen (a stale one is told, nothing lost);
 * CSV imports with a dry run that changes nothing and a real run that applies every line or none;
 * the export; each change audited and on the storefront at the next request (response cache on);
 * stock coming back e-mails the waitlist; roles and stores checked.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductDetail } from '@blush/shared/contracts';
import { queryRows } from '../../db/client.ts';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

interface Pick { variantId: number; sku: string; slug: string; brand: string; price: number; sale: number | null; stock: number }

describeApi('prices and stock in the back office', (ctx) => {
  let merch: CookieJar;
  let care: CookieJar;
  let store: CookieJar;
  let ops: CookieJar;
  const db = () => ctx().database.db;
  const used = new Set<number>();
  /** A published SG variant of its own (one per test), with `where`. */
  const pick = async (where = sql`vm.stock > 0`): Promise<Pick> => {
    const rows = await queryRows<{ variant_id: number; sku: string; slug: string; brand: string; price: number; sale_price: number | null; stock: number }>(db(), sql`
      select v.id as variant_id, v.sku, p.slug, b.name as brand, vm.price, vm.sale_price, vm.stock
      from variants v join products p on p.id = v.product_id and p.published join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' and vm.available
      where ${where} and not ('coming_soon' = any(p.badges)) order by v.id`);
    const row = rows.find((r) => !used.has(r.variant_id))!;
    used.add(row.variant_id);
    return { variantId: row.variant_id, sku: row.sku, slug: row.slug, brand: row.brand, price: row.price, sale: row.sale_price, stock: row.stock };
  };
  const market = async (sku: string, country = 'SG') =>
    (await queryRows<{ price: number; sale_price: number | null; stock: number; version: number }>(db(), sql`
      select vm.price, vm.sale_price, vm.stock, vm.version from variant_markets vm join variants v on v.id = vm.variant_id where v.sku = ${sku} and vm.country = ${country}`))[0]!;
  const audits = (action: string) => queryRows<{ action: string; target_id: string; before: unknown; after: Record<string, unknown> }>(db(), sql`select action, target_id, before, after from staff_audit_log where action = ${action} order by id`);
  const productPage = async (slug: string) => {
    const res = await ctx().api.inject({ method: 'GET', url: `/api/web/v1/products/${slug}`, headers: shopHeaders() });
    expect(res.statusCode).toBe(200);
    return { cache: res.headers['x-cache'], detail: res.json() as ProductDetail };
  };
  const shownPrice = async (p: Pick) => (await productPage(p.slug)).detail.variants.find((v) => v.id === p.variantId)!.offer!.price.amount;
  /** The product page answered from the response cache, so a later change must move the feed to be seen. */
  const cached = async (p: Pick) => {
    await productPage(p.slug);
    expect((await productPage(p.slug)).cache).toBe('hit');
  };
  const importPrices = (csv: string, dryRun: boolean, jar = merch) => adminCall(ctx().api, 'POST', '/catalog/prices/import', { jar, body: { csv, dry_run: dryRun } });
  const importStock = (csv: string, dryRun: boolean, jar = merch) => adminCall(ctx().api, 'POST', '/catalog/stock/import', { jar, body: { csv, dry_run: dryRun } });

  beforeAll(async () => {
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    store = await signInStaff(ctx().api, 'store@staff.blush.example');
    ops = await signInStaff(ctx().api, 'ops@staff.blush.example');
  });

  it('finds variants by SKU, brand or product name with price, sale price, stock and version per country', async () => {
    const p = await pick();
    for (const q of [p.sku, p.sku.slice(0, -1), p.brand.toLowerCase()]) {
      const answer = await adminCall(ctx().api, 'GET', `/catalog/variants?q=${encodeURIComponent(q)}&limit=100`, { jar: care });
      expect(answer.statusCode, answer.body).toBe(200);
      const found = answer.json().variants.find((v: { sku: string }) => v.sku === p.sku);
      expect(found, q).toBeDefined();
      expect(found.markets.find((m: { country: string }) => m.country === 'SG')).toMatchObject({ price: p.price, sale_price: p.sale, stock: p.stock, version: 1, currency: 'SGD' });
    }
    expect((await adminCall(ctx().api, 'GET', '/catalog/variants?q=zzzz-no-such-thing')).statusCode).toBe(401);
    expect((await adminCall(ctx().api, 'GET', '/catalog/variants?q=zzzz-no-such-thing', { jar: merch })).json().variants).toEqual([]);
  });

  it('changes a price with the version seen: the product page shows it at once; a stale version is told and changes nothing; audited', async () => {
    const p = await pick();
    await cached(p);
    const url = `/catalog/variants/${p.sku}/markets/SG/price`;
    const answer = await adminCall(ctx().api, 'PATCH', url, { jar: merch, body: { version: 1, price: p.price + 500, sale_price: null } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ price: p.price + 500, sale_price: null, version: 2 });
    expect(await shownPrice(p)).toBe(p.price + 500);

    const stale = await adminCall(ctx().api, 'PATCH', url, { jar: merch, body: { version: 1, price: p.price + 900, sale_price: null } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('edit_conflict');
    expect(await market(p.sku)).toMatchObject({ price: p.price + 500, version: 2 });
    expect((await adminCall(ctx().api, 'PATCH', url, { jar: merch, body: { version: 2, price: 1000, sale_price: 1000 } })).statusCode).toBe(400);
    expect((await adminCall(ctx().api, 'PATCH', url, { jar: care, body: { version: 2, price: 1000, sale_price: null } })).statusCode).toBe(403);
    expect((await adminCall(ctx().api, 'PATCH', `/catalog/variants/NO-SUCH-SKU/markets/SG/price`, { jar: merch, body: { version: 1, price: 1000, sale_price: null } })).statusCode).toBe(404);
    expect(await market(p.sku)).toMatchObject({ price: p.price + 500, version: 2 });
    const entries = (await audits('catalog.price_changed')).filter((a) => a.target_id === `${p.sku}:SG`);
    expect(entries).toEqual([{ action: 'catalog.price_changed', target_id: `${p.sku}:SG`, before: { price: p.price, sale_price: p.sale }, after: { price: p.price + 500, sale_price: null } }]);
  });

  it('sets stock back from 0: the waiting shopper is e-mailed as by the operations path; store managers may not change country stock', async () => {
    const p = await pick(sql`vm.stock = 0 and vm.restockable and not ('app_exclusive' = any(p.badges))`);
    const shopper = await registerMember(ctx().api);
    expect((await call(ctx().api, 'PUT', '/waitlist', { jar: shopper.jar, body: { variant_id: p.variantId, action: 'add' } })).statusCode).toBe(200);
    const url = `/catalog/variants/${p.sku}/markets/SG/stock`;
    expect((await adminCall(ctx().api, 'PATCH', url, { jar: store, body: { version: 1, stock: 4 } })).json().error.code).toBe('not_authorized');
    expect((await adminCall(ctx().api, 'PATCH', url, { jar: ops, body: { version: 1, stock: -1 } })).statusCode).toBe(400);
    const answer = await adminCall(ctx().api, 'PATCH', url, { jar: ops, body: { version: 1, stock: 4 } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ stock: 4, version: 2 });
    expect((await productPage(p.slug)).detail.variants.find((v) => v.id === p.variantId)!.offer!.inStock).toBe(true);
    await ctx().api.outbox.kick();
    const mails = await queryRows<{ kind: string }>(db(), sql`select kind from mail_messages where lower("to") = lower(${shopper.email}) and kind = 'alert_restock'`);
    expect(mails).toHaveLength(1);
    expect((await audits('catalog.stock_changed')).find((a) => a.target_id === `${p.sku}:SG`)).toMatchObject({ before: { stock: 0 }, after: { stock: 4 } });

    // An integration sets the stock through the operations endpoint: an edit from the stock seen before is told.
    const opsAnswer = await call(ctx().api, 'PUT', '/ops/stock', { headers: { authorization: 'Bearer ops-dev-token' }, body: { sku: p.sku, country: 'SG', stock: 9 } });
    expect(opsAnswer.statusCode, opsAnswer.body).toBe(200);
    const stale = await adminCall(ctx().api, 'PATCH', url, { jar: ops, body: { version: 2, stock: 1 } });
    expect(stale.json().error.code).toBe('edit_conflict');
    expect(await market(p.sku)).toMatchObject({ stock: 9, version: 3 });
  });

  it('a price dry run answers each line before → after and each wrong line, and changes nothing', async () => {
    const a = await pick();
    const b = await pick();
    const csv = [
      'sku,country,price,sale_price',
      `${a.sku},SG,123.45,99.90`,
      `${b.sku},SG,${(b.price / 100).toFixed(2)},${b.sale === null ? '' : (b.sale / 100).toFixed(2)}`,
      'NO-SUCH-SKU,SG,10.00,',
      `${a.sku},XX,10.00,`,
      `${b.sku},TH,ten,`,
      `${b.sku},MY,10.00,12.00`,
      `${a.sku},SG`,
    ].join('\n');
    const answer = await importPrices(csv, true);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ dry_run: true, applied: false, rows: 7, changed: 1 });
    expect(body.changes).toEqual([
      { line: 2, sku: a.sku, country: 'SG', currency: 'SGD', before: { price: a.price, sale_price: a.sale }, after: { price: 12345, sale_price: 9990 }, changed: true },
      { line: 3, sku: b.sku, country: 'SG', currency: 'SGD', before: { price: b.price, sale_price: b.sale }, after: { price: b.price, sale_price: b.sale }, changed: false },
    ]);
    expect(body.errors).toEqual([
      { line: 4, sku: 'NO-SUCH-SKU', code: 'unknown_sku' },
      { line: 5, sku: a.sku, code: 'unknown_country' },
      { line: 6, sku: b.sku, code: 'bad_price' },
      { line: 7, sku: b.sku, code: 'bad_sale_price' },
      { line: 8, sku: a.sku, code: 'bad_columns' },
    ]);
    expect(await market(a.sku)).toMatchObject({ price: a.price, version: 1 });
    expect((await importPrices('sku,price\nX,1', true)).json().errors).toEqual([{ line: 1, sku: null, code: 'bad_columns' }]);
    expect((await importPrices('', true)).json().errors).toEqual([{ line: 1, sku: null, code: 'empty_file' }]);
  });

  it('a real price import with one wrong line changes nothing; a clean one applies every line at once, audited once, seen at once', async () => {
    const a = await pick();
    const b = await pick();
    await cached(a);
    const wrong = `sku,country,price,sale_price\n${a.sku},SG,77.00,\nNO-SUCH-SKU,SG,1.00,\n`;
    const refused = await importPrices(wrong, false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'catalog_import_invalid', details: { errors: [{ line: 3, sku: 'NO-SUCH-SKU', code: 'unknown_sku' }] } });
    expect(await market(a.sku)).toMatchObject({ price: a.price });
    expect((await importPrices(wrong.replace('NO-SUCH-SKU', b.sku), false, care)).statusCode).toBe(403);
    const before = (await audits('catalog.prices_imported')).length;

    const clean = `"sku","country","price","sale_price"\r\n${a.sku},SG,77.00,\r\n${b.sku},SG,88.00,66.50\r\n`;
    const answer = await importPrices(clean, false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ dry_run: false, applied: true, rows: 2, changed: 2, errors: [] });
    expect(await market(a.sku)).toMatchObject({ price: 7700, sale_price: null, version: 2 });
    expect(await market(b.sku)).toMatchObject({ price: 8800, sale_price: 6650, version: 2 });
    expect(await shownPrice(a)).toBe(7700);
    const entries = (await audits('catalog.prices_imported')).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ rows: 2, changed: 2, lines: [{ sku: a.sku, country: 'SG', before: { price: a.price }, after: { price: 7700 } }, { sku: b.sku, after: { price: 8800, sale_price: 6650 } }] });
  });

  it('imports stock: negative or unknown lines are refused in the dry run; a real run sets every line; store managers are refused', async () => {
    const a = await pick();
    const b = await pick();
    const dry = await importStock(`sku,location,quantity\n${a.sku},SG,12\n${b.sku},SG,-3\n${b.sku},ZZ,3\n${b.sku},SG,1.5\n`, true);
    expect(dry.json()).toMatchObject({ rows: 4, changed: 1, changes: [{ sku: a.sku, before: { quantity: a.stock }, after: { quantity: 12 } }] });
    expect(dry.json().errors.map((e: { code: string }) => e.code)).toEqual(['negative_quantity', 'unknown_country', 'bad_quantity']);
    expect(await market(a.sku)).toMatchObject({ stock: a.stock });
    expect((await importStock(`sku,location,quantity\n${a.sku},SG,12\n`, false, store)).statusCode).toBe(403);
    const real = await importStock(`sku,location,quantity\n${a.sku},SG,12\n${b.sku},SG,0\n`, false);
    expect(real.statusCode, real.body).toBe(200);
    expect(await market(a.sku)).toMatchObject({ stock: 12, version: 2 });
    expect(await market(b.sku)).toMatchObject({ stock: 0, version: 2 });
    expect((await productPage(b.slug)).detail.variants.find((v) => v.id === b.variantId)!.offer!.inStock).toBe(false);
  });

  it('exports every price in the import columns, which imports back unchanged', async () => {
    const answer = await adminCall(ctx().api, 'GET', '/catalog/prices/export.csv', { jar: care });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe('sku,country,price,sale_price,sale_starts_at,sale_ends_at');
    const p = await pick();
    const mine = lines.find((l) => l.startsWith(`${p.sku},SG,`))!;
    expect(mine).toBe(`${p.sku},SG,${(p.price / 100).toFixed(2)},${p.sale === null ? '' : (p.sale / 100).toFixed(2)},,`);
    const again = await importPrices([lines[0], ...lines.slice(1, 300)].join('\n'), true);
    expect(again.json()).toMatchObject({ changed: 0, errors: [] });
  });
});
