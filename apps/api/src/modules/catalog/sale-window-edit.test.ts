/**
 * Changing a scheduled sale (issue 21 item 3): a window that has not started takes a new price,
 * start and end; a running one only a new end, not before now; the same rules as scheduling
 * (overlap, end after start and to come, price below the price); an edit naming a version read
 * before someone else's change (or the job's start) is refused 409 with the translated message,
 * nothing changed; audited; the job honours an edited end and a repeated run changes nothing twice.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type AdminSaleWindow, utcToZoned } from '@blush/shared/admin-sale-contracts';
import { errorMessage } from '@blush/shared/errors';
import { queryRows } from '../../db/client.ts';
import { applyDueSaleWindows, endSaleWindow } from '../../flows/sale-windows.ts';
import { describeApi } from '../../test/api.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const local = (ms: number) => utcToZoned(new Date(Date.now() + ms), 'Asia/Singapore');

describeApi('changing a scheduled sale', (ctx) => {
  let merch: CookieJar;
  let care: CookieJar;
  const db = () => ctx().database.db;
  const used = new Set<number>();
  const pick = async () => {
    const rows = await queryRows<{ variant_id: number; product_id: number; sku: string; price: number }>(db(), sql`
      select v.id as variant_id, p.id as product_id, v.sku, vm.price
      from variants v join products p on p.id = v.product_id and p.published
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' and vm.available and vm.stock > 0
      where vm.price > 2000 and vm.sale_price is null
        and not exists (select 1 from sale_windows sw where sw.variant_id = v.id)
      order by v.id desc limit 40`);
    const row = rows.find((r) => !used.has(r.product_id))!;
    used.add(row.product_id);
    return { variantId: Number(row.variant_id), sku: row.sku, price: Number(row.price) };
  };
  type Pick = Awaited<ReturnType<typeof pick>>;
  const salePrice = async (p: Pick) => (await queryRows<{ sale_price: number | null }>(db(), sql`select sale_price from variant_markets where variant_id = ${p.variantId} and country = 'SG'`))[0]!.sale_price;
  const schedule = async (p: Pick, body: { sale_price: number; starts_at: string; ends_at: string }) => {
    const res = await adminCall(ctx().api, 'POST', `/catalog/variants/${p.sku}/markets/SG/sales`, { jar: merch, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminSaleWindow;
  };
  const edit = (id: number, body: { sale_price: number; starts_at: string; ends_at: string; version: number }, jar = merch) =>
    adminCall(ctx().api, 'PATCH', `/catalog/sales/${id}`, { jar, body, headers: { 'accept-language': 'th-TH', 'x-site-country': 'TH' } });
  const audits = async (id: number) => (await queryRows<{ action: string }>(db(), sql`select action from staff_audit_log where target_type = 'sale_window' and target_id = ${String(id)} order by id`)).map((a) => a.action);

  beforeAll(async () => {
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
  });

  it('a window not started takes a new price, start and end; a stale version is refused in the staff member\'s language; audited', async () => {
    const p = await pick();
    const w = await schedule(p, { sale_price: p.price - 500, starts_at: local(10 * DAY), ends_at: local(12 * DAY) });
    expect(w.version).toBe(1);
    const body = { sale_price: p.price - 700, starts_at: local(11 * DAY), ends_at: local(14 * DAY), version: 1 };
    const changed = await edit(w.id, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'scheduled', sale_price: p.price - 700, starts_local: body.starts_at, ends_local: body.ends_at, version: 2 });
    const stale = await edit(w.id, { ...body, sale_price: p.price - 900 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'edit_conflict', message: errorMessage('edit_conflict', 'th') });
    expect((await edit(w.id, { ...body, version: 2 }, care)).statusCode).toBe(403);
    expect(await audits(w.id)).toEqual(['catalog.sale_edited']);
    expect(await salePrice(p)).toBeNull();
  });

  it('refuses an edit that overlaps another window, ends before it starts or in the past, or is not below the price, changing nothing', async () => {
    const p = await pick();
    const a = await schedule(p, { sale_price: p.price - 500, starts_at: local(10 * DAY), ends_at: local(12 * DAY) });
    await schedule(p, { sale_price: p.price - 500, starts_at: local(20 * DAY), ends_at: local(22 * DAY) });
    const cases: Array<[{ sale_price: number; starts_at: string; ends_at: string }, string]> = [
      [{ sale_price: p.price - 500, starts_at: local(10 * DAY), ends_at: local(21 * DAY) }, 'sale_window_overlap'],
      [{ sale_price: p.price - 500, starts_at: local(10 * DAY), ends_at: local(9 * DAY) }, 'sale_window_invalid'],
      [{ sale_price: p.price - 500, starts_at: local(-2 * DAY), ends_at: local(-DAY) }, 'sale_window_invalid'],
      [{ sale_price: p.price, starts_at: local(10 * DAY), ends_at: local(12 * DAY) }, 'sale_window_invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await edit(a.id, { ...body, version: 1 });
      expect(res.json().error, JSON.stringify(body)).toMatchObject({ code, message: errorMessage(code as 'sale_window_invalid', 'th') });
    }
    // Its own time may be kept (a window never overlaps itself).
    expect((await edit(a.id, { sale_price: p.price - 600, starts_at: local(10 * DAY), ends_at: local(12 * DAY), version: 1 })).statusCode).toBe(200);
    expect(await audits(a.id)).toEqual(['catalog.sale_edited']);
  });

  it('a start moved to now applies the sale at once; a running window takes only a later or earlier end, not before now, and the job honours it', async () => {
    const p = await pick();
    const w = await schedule(p, { sale_price: p.price - 400, starts_at: local(5 * DAY), ends_at: local(6 * DAY) });
    const started = (await edit(w.id, { sale_price: p.price - 400, starts_at: local(-HOUR), ends_at: local(6 * DAY), version: w.version })).json() as AdminSaleWindow;
    expect(started).toMatchObject({ status: 'active' });
    expect(await salePrice(p)).toBe(p.price - 400);
    expect(started.version).toBeGreaterThan(2);

    const refused = [
      { sale_price: p.price - 100, starts_at: started.starts_local, ends_at: local(2 * DAY) },
      { sale_price: p.price - 400, starts_at: local(-2 * HOUR), ends_at: local(2 * DAY) },
    ];
    for (const body of refused) expect((await edit(w.id, { ...body, version: started.version })).json().error.code).toBe('sale_window_step_not_allowed');
    expect((await edit(w.id, { sale_price: p.price - 400, starts_at: started.starts_local, ends_at: local(-10 * 60_000), version: started.version })).json().error.code).toBe('sale_window_invalid');

    const moved = await edit(w.id, { sale_price: p.price - 400, starts_at: started.starts_local, ends_at: local(2 * HOUR), version: started.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'active', ends_local: local(2 * HOUR) });
    // The old end was six days away: a run an hour ahead leaves it on, one past the new end takes it off, once.
    await applyDueSaleWindows(db(), new Date(Date.now() + HOUR));
    expect(await salePrice(p)).toBe(p.price - 400);
    const over = new Date(Date.now() + 3 * HOUR);
    await applyDueSaleWindows(db(), over);
    expect(await salePrice(p)).toBeNull();
    expect(await endSaleWindow(db(), w.id, over)).toBe(false);
    expect((await edit(w.id, { sale_price: p.price - 400, starts_at: started.starts_local, ends_at: local(DAY), version: moved.json().version + 1 })).json().error.code).toBe('sale_window_step_not_allowed');
    expect(await audits(w.id)).toEqual(['catalog.sale_edited', 'catalog.sale_edited']);
  });

  it('an edit racing the job\'s start is either refused as stale or applied before it: never both, the sale price right', async () => {
    const p = await pick();
    const w = await schedule(p, { sale_price: p.price - 300, starts_at: local(HOUR), ends_at: local(DAY) });
    const [res] = await Promise.all([
      edit(w.id, { sale_price: p.price - 350, starts_at: local(HOUR), ends_at: local(DAY), version: w.version }),
      applyDueSaleWindows(db(), new Date(Date.now() + 2 * HOUR)),
    ]);
    const sale = await salePrice(p);
    if (res.statusCode === 200) expect([p.price - 350]).toContain(sale);
    else {
      expect(res.json().error.code).toBe('edit_conflict');
      expect(sale).toBe(p.price - 300);
    }
  });
});
