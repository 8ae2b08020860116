/**
 * Scheduled sales (issue 21 item 3, decision 0032): a merchandiser schedules a sale price from a
 * start to an end in the country's local time; the job puts it on at the start and takes it off at
 * the end through the manual price edit's write, so the product page, the listing's sale filter and
 * the change feed follow; overlaps refused; cancel and end early; a repeated job run changes nothing
 * twice; an editor holding the version from before the sale started is told (409), nothing lost;
 * the CSV import schedules sales with a dry run first.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import { utcToZoned } from '@blush/shared/admin-sale-contracts';
import { queryRows } from '../../db/client.ts';
import { applyDueSaleWindows, startSaleWindow } from '../../flows/sale-windows.ts';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

interface Pick { variantId: number; productId: number; sku: string; slug: string; brandSlug: string; price: number }
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A time `ms` from now as the local time of Singapore, as the app's fields write it. */
const local = (ms: number, tz = 'Asia/Singapore') => utcToZoned(new Date(Date.now() + ms), tz);

describeApi('scheduled sales', (ctx) => {
  let merch: CookieJar;
  let care: CookieJar;
  const db = () => ctx().database.db;
  const used = new Set<number>();
  /** A published SG variant of a product with no sale in SG (one per test). */
  const pick = async (): Promise<Pick> => {
    const rows = await queryRows<{ variant_id: number; product_id: number; sku: string; slug: string; brand_slug: string; price: number }>(db(), sql`
      select v.id as variant_id, p.id as product_id, v.sku, p.slug, b.slug as brand_slug, vm.price
      from variants v join products p on p.id = v.product_id and p.published join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' and vm.available and vm.stock > 0
      where not ('coming_soon' = any(p.badges)) and vm.price > 2000
        and not exists (select 1 from variants v2 join variant_markets vm2 on vm2.variant_id = v2.id and vm2.country = 'SG' where v2.product_id = p.id and vm2.sale_price is not null)
      order by v.id`);
    const row = rows.find((r) => !used.has(r.product_id))!;
    used.add(row.product_id);
    return { variantId: row.variant_id, productId: row.product_id, sku: row.sku, slug: row.slug, brandSlug: row.brand_slug, price: row.price };
  };
  const market = async (p: Pick) =>
    (await queryRows<{ price: number; sale_price: number | null; version: number }>(db(), sql`select price, sale_price, version from variant_markets where variant_id = ${p.variantId} and country = 'SG'`))[0]!;
  const shownSale = async (p: Pick) => {
    const res = await ctx().api.inject({ method: 'GET', url: `/api/web/v1/products/${p.slug}`, headers: shopHeaders() });
    return ((res.json() as ProductDetail).variants.find((v) => v.id === p.variantId)!.offer!.salePrice?.amount ?? null);
  };
  const inSaleListing = async (p: Pick) => {
    const res = await ctx().api.inject({ method: 'GET', url: `/api/web/v1/products?brand=${p.brandSlug}&badge=on_sale&page_size=96`, headers: shopHeaders() });
    return (res.json() as ProductListResponse).items.some((i) => i.id === p.productId);
  };
  const schedule = (p: Pick, body: { sale_price: number; starts_at: string; ends_at: string }, jar = merch) =>
    adminCall(ctx().api, 'POST', `/catalog/variants/${p.sku}/markets/SG/sales`, { jar, body });
  const windows = async (p: Pick) => (await adminCall(ctx().api, 'GET', `/catalog/variants/${p.sku}/markets/SG/sales`, { jar: care })).json();

  beforeAll(async () => {
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
  });

  it('refuses overlapping windows, an end before the start or already past, a sale price not below the price; customer service may look, not schedule', async () => {
    const p = await pick();
    const first = await schedule(p, { sale_price: p.price - 500, starts_at: local(10 * DAY), ends_at: local(12 * DAY) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'scheduled', sale_price: p.price - 500, starts_local: local(10 * DAY) });
    const overlap = await schedule(p, { sale_price: p.price - 100, starts_at: local(11 * DAY), ends_at: local(13 * DAY) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.code).toBe('sale_window_overlap');
    expect((await schedule(p, { sale_price: p.price - 100, starts_at: local(12 * DAY), ends_at: local(13 * DAY) })).statusCode).toBe(200);
    for (const body of [
      { sale_price: p.price - 100, starts_at: local(20 * DAY), ends_at: local(19 * DAY) },
      { sale_price: p.price - 100, starts_at: local(-2 * DAY), ends_at: local(-DAY) },
      { sale_price: p.price, starts_at: local(20 * DAY), ends_at: local(21 * DAY) },
      { sale_price: p.price - 100, starts_at: '2026-02-30T00:00', ends_at: local(21 * DAY) },
    ]) expect((await schedule(p, body)).json().error?.code, JSON.stringify(body)).toBe('sale_window_invalid');
    expect((await schedule(p, { sale_price: 100, starts_at: local(30 * DAY), ends_at: local(31 * DAY) }, care)).statusCode).toBe(403);
    const list = await windows(p);
    expect(list.time_zone).toBe('Asia/Singapore');
    expect(list.windows.map((w: { status: string }) => w.status)).toEqual(['scheduled', 'scheduled']);
    expect(await market(p)).toMatchObject({ sale_price: null, version: 1 });
  });

  it('cancels a window before it starts; one whose start has come goes on at once and ends early with the sale price it replaced back; audited', async () => {
    const p = await pick();
    const later = (await schedule(p, { sale_price: p.price - 300, starts_at: local(10 * DAY), ends_at: local(11 * DAY) })).json();
    const cancelled = await adminCall(ctx().api, 'POST', `/catalog/sales/${later.id}/cancel`, { jar: merch });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await adminCall(ctx().api, 'POST', `/catalog/sales/${later.id}/cancel`, { jar: merch })).json().error.code).toBe('sale_window_step_not_allowed');

    const edit = await adminCall(ctx().api, 'PATCH', `/catalog/variants/${p.sku}/markets/SG/price`, { jar: merch, body: { version: 1, price: p.price, sale_price: p.price - 100 } });
    expect(edit.statusCode, edit.body).toBe(200);
    const now = await schedule(p, { sale_price: p.price - 800, starts_at: local(-HOUR), ends_at: local(DAY) });
    expect(now.json()).toMatchObject({ status: 'active' });
    expect(await shownSale(p)).toBe(p.price - 800);
    expect((await adminCall(ctx().api, 'POST', `/catalog/sales/${now.json().id}/cancel`, { jar: merch })).statusCode).toBe(409);
    const ended = await adminCall(ctx().api, 'POST', `/catalog/sales/${now.json().id}/end`, { jar: merch });
    expect(ended.json()).toMatchObject({ status: 'ended' });
    expect(await shownSale(p)).toBe(p.price - 100);
    expect((await windows(p)).windows).toEqual([]);
    const actions = await queryRows<{ action: string }>(db(), sql`select action from staff_audit_log where target_id in (${`${p.sku}:SG`}, ${String(later.id)}, ${String(now.json().id)}) order by id`);
    expect(actions.map((a) => a.action)).toEqual(['catalog.sale_scheduled', 'catalog.sale_cancelled', 'catalog.price_changed', 'catalog.sale_scheduled', 'catalog.sale_ended']);
  });

  it('the job puts the sale on at the start (product page, sale filter) and off at the end; a repeated run changes nothing twice', async () => {
    const p = await pick();
    const w = (await schedule(p, { sale_price: p.price - 700, starts_at: local(HOUR), ends_at: local(2 * DAY) })).json();
    expect(await shownSale(p)).toBeNull();
    expect(await inSaleListing(p)).toBe(false);
    await applyDueSaleWindows(db(), new Date(Date.now() + 30 * 60_000));
    expect(await shownSale(p)).toBeNull();

    const started = new Date(Date.now() + 2 * HOUR);
    expect(await applyDueSaleWindows(db(), started)).toBeGreaterThanOrEqual(1);
    expect(await shownSale(p)).toBe(p.price - 700);
    expect(await inSaleListing(p)).toBe(true);
    const on = await market(p);
    // A run taken over after a crash repeats the step: nothing changes a second time.
    expect(await startSaleWindow(db(), w.id, started)).toBe(false);
    await applyDueSaleWindows(db(), started);
    expect(await market(p)).toEqual(on);
    expect((await windows(p)).windows).toMatchObject([{ id: w.id, status: 'active' }]);

    const over = new Date(Date.now() + 2 * DAY + HOUR);
    await applyDueSaleWindows(db(), over);
    expect(await shownSale(p)).toBeNull();
    expect(await inSaleListing(p)).toBe(false);
    const off = await market(p);
    expect(off).toMatchObject({ price: p.price, sale_price: null, version: on.version + 1 });
    await applyDueSaleWindows(db(), over);
    expect(await market(p)).toEqual(off);
  });

  it('ends now a sale the job started as of a time still ahead of the clock (the sandbox run): the sale comes off', async () => {
    const p = await pick();
    const w = (await schedule(p, { sale_price: p.price - 600, starts_at: local(HOUR), ends_at: local(DAY) })).json();
    expect(await startSaleWindow(db(), w.id, new Date(Date.now() + 2 * HOUR))).toBe(true);
    const ended = await adminCall(ctx().api, 'POST', `/catalog/sales/${w.id}/end`, { jar: merch });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended' });
    expect(await shownSale(p)).toBeNull();
  });

  it('an editor holding the version from before the sale started is told, and a price edit racing the start loses nothing', async () => {
    const p = await pick();
    const seen = await market(p);
    await schedule(p, { sale_price: p.price - 200, starts_at: local(-HOUR), ends_at: local(DAY) });
    const stale = await adminCall(ctx().api, 'PATCH', `/catalog/variants/${p.sku}/markets/SG/price`, { jar: merch, body: { version: seen.version, price: p.price, sale_price: null } });
    expect(stale.json().error.code).toBe('edit_conflict');
    expect(await market(p)).toMatchObject({ sale_price: p.price - 200, version: seen.version + 1 });

    // Racing: a new price edited while the job starts another window of the same row.
    const q = await pick();
    const before = await market(q);
    const w = (await schedule(q, { sale_price: q.price - 300, starts_at: local(HOUR), ends_at: local(DAY) })).json();
    const [edit, started] = await Promise.all([
      adminCall(ctx().api, 'PATCH', `/catalog/variants/${q.sku}/markets/SG/price`, { jar: merch, body: { version: before.version, price: q.price + 1000, sale_price: null } }),
      startSaleWindow(db(), w.id, new Date(Date.now() + 2 * HOUR)),
    ]);
    expect(started).toBe(true);
    const after = await market(q);
    expect(after.sale_price).toBe(q.price - 300);
    if (edit.statusCode === 200) expect(after).toMatchObject({ price: q.price + 1000, version: before.version + 2 });
    else {
      expect(edit.json().error.code).toBe('edit_conflict');
      expect(after).toMatchObject({ price: q.price, version: before.version + 1 });
    }
  });

  it('a price file schedules sales: the dry run shows the window, a bad or overlapping line changes nothing, a window already begun goes on', async () => {
    const p = await pick();
    const q = await pick();
    await schedule(q, { sale_price: q.price - 100, starts_at: local(10 * DAY), ends_at: local(12 * DAY) });
    const price = (minor: number) => (minor / 100).toFixed(2);
    const good = `sku,country,price,sale_price,sale_starts_at,sale_ends_at\n${p.sku},SG,${price(p.price)},${price(p.price - 400)},${local(-HOUR).replace('T', ' ')},${local(3 * DAY).replace('T', ' ')}\n`;
    const bad = `${good}${q.sku},SG,${price(q.price)},${price(q.price - 100)},${local(11 * DAY)},${local(13 * DAY)}\n${q.sku},XX,1.00,,,\n`;
    const importPrices = (csv: string, dryRun: boolean) => adminCall(ctx().api, 'POST', '/catalog/prices/import', { jar: merch, body: { csv, dry_run: dryRun } });
    const refused = await importPrices(bad, false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.errors.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([[3, 'sale_window_overlap'], [4, 'unknown_country']]);
    expect((await windows(p)).windows).toEqual([]);

    const dry = await importPrices(good, true);
    expect(dry.json().changes).toEqual([
      { line: 2, sku: p.sku, country: 'SG', currency: 'SGD', before: { price: p.price, sale_price: null }, after: { price: p.price, sale_price: null }, changed: true, sale_window: { sale_price: p.price - 400, starts_local: local(-HOUR), ends_local: local(3 * DAY), time_zone: 'Asia/Singapore' } },
    ]);
    expect(await shownSale(p)).toBeNull();
    const applied = await importPrices(good, false);
    expect(applied.json()).toMatchObject({ applied: true, changed: 1 });
    expect((await windows(p)).windows).toMatchObject([{ status: 'active', sale_price: p.price - 400 }]);
    expect(await shownSale(p)).toBe(p.price - 400);
    expect(await inSaleListing(p)).toBe(true);
  });
});
