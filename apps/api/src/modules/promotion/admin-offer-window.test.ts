/**
 * Where and when a gift with purchase or a bundle runs (issue 21 item 4): the countries and the
 * start and end set in the back office are what the bag honours — a bag in another country, or
 * before the start or after the end, does not get the offer; an end not after the start, or an
 * unknown country, is refused in the staff member's language with nothing written.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminOffer } from '@blush/shared/admin-offer-contracts';
import { errorMessage } from '@blush/shared/errors';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar as ShopperJar, call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

const text = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });
const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describeApi('where and when an automatic offer runs', (ctx) => {
  const db = () => ctx().database.db;
  let merch: CookieJar;

  /** Two published SG variants of different products, priced 40.00, none in a bundle or gift yet. */
  async function variants() {
    const rows = await queryRows<{ id: number; sku: string; product_id: number }>(db(), sql`
      select distinct on (p.id) v.id, v.sku, p.id as product_id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG'
      where vm.available and vm.stock >= 10 and v.purchase_limit is null and b.purchase_limit is null and p.published
        and not p.non_discountable and not v.click_and_collect_only and not b.is_house and not ('app_exclusive' = any(p.badges))
      order by p.id, v.id limit 2 offset 40`);
    for (const r of rows) await db().execute(sql`update variant_markets set price = 4000, sale_price = null where variant_id = ${r.id} and country = 'SG'`);
    return rows.map((r) => ({ id: Number(r.id), sku: r.sku }));
  }
  const post = (path: string, body: unknown) => adminCall(ctx().api, 'POST', path, { jar: merch, body, headers: { 'accept-language': 'th-TH', 'x-site-country': 'TH' } });
  const patch = (id: number, body: unknown) => adminCall(ctx().api, 'PATCH', `/offers/${id}`, { jar: merch, body, headers: { 'accept-language': 'th-TH', 'x-site-country': 'TH' } });

  beforeAll(async () => {
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
  });

  it("the bag gives a gift only in the offer's countries and within its start and end", async () => {
    const [bought, gift] = await variants();
    const rules = { kind: 'gift', title: text('Windowed mini'), min_spend: { SG: 50_00 }, gift_max: 1, gifts: [{ sku: gift!.sku, label: text('Mini'), stock: 5 }] };
    const created = await post('/offers', { ...rules, countries: ['MY'], starts_at: at(-DAY), ends_at: at(DAY) });
    expect(created.statusCode, created.body).toBe(201);
    let offer = created.json() as AdminOffer;
    expect(offer).toMatchObject({ countries: ['MY'], status: 'active' });
    const jar = new ShopperJar();
    expect((await call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: bought!.id, quantity: 2 }, country: 'SG' })).statusCode).toBeLessThan(300);
    const offered = async () => (await call(ctx().api, 'GET', '/multiple-gwps', { jar, country: 'SG', language: 'en' })).json().sets.some((s: { promotionId: number }) => s.promotionId === offer.id);
    expect(await offered()).toBe(false);

    const edit = async (over: object) => {
      const res = await patch(offer.id, { ...rules, version: offer.version, ...over });
      expect(res.statusCode, res.body).toBe(200);
      offer = res.json() as AdminOffer;
    };
    await edit({ countries: ['SG', 'MY'], starts_at: at(-DAY), ends_at: at(DAY) });
    expect(offer.status).toBe('active');
    expect(await offered()).toBe(true);
    await edit({ countries: ['SG'], starts_at: at(DAY), ends_at: at(2 * DAY) });
    expect(offer.status).toBe('scheduled');
    expect(await offered()).toBe(false);
    await edit({ countries: null, starts_at: at(-2 * DAY), ends_at: at(-DAY) });
    expect(offer.status).toBe('expired');
    expect(await offered()).toBe(false);
    await edit({ countries: null, starts_at: null, ends_at: null });
    expect(await offered()).toBe(true);
  });

  it('a bundle outside its countries or window is not in the offers panel and takes nothing off', async () => {
    const [a, b] = await variants();
    const products = (await queryRows<{ product_id: number }>(db(), sql`select product_id from variants where id in (${a!.id}, ${b!.id}) order by id`)).map((r) => Number(r.product_id));
    const created = await post('/offers', { kind: 'bundle', title: text('Window duo'), product_ids: products, percent: 20, countries: ['TH'] });
    expect(created.statusCode, created.body).toBe(201);
    const jar = new ShopperJar();
    for (const v of [a!, b!]) await call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: v.id, quantity: 1 }, country: 'SG' });
    const bag = async () => JSON.stringify((await call(ctx().api, 'GET', '/cart', { jar, country: 'SG', language: 'en' })).json());
    const panel = async () => (await call(ctx().api, 'GET', '/cart/offers', { jar, country: 'SG', language: 'en' })).json();
    expect(await bag()).not.toContain('Window duo');
    expect(JSON.stringify(await panel())).not.toContain('Window duo');
    const offer = created.json() as AdminOffer;
    expect((await patch(offer.id, { kind: 'bundle', title: text('Window duo'), product_ids: products, percent: 20, countries: ['SG'], version: offer.version })).statusCode).toBe(200);
    expect(await bag()).toContain('Window duo');
  });

  it("refuses an end not after the start, or an unknown country, in the staff member's language, writing nothing", async () => {
    const [, gift] = await variants();
    const count = async () => (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from promotions`))[0]!.n;
    const before = await count();
    const rules = { kind: 'gift', title: text('Bad window'), gift_max: 1, gifts: [{ sku: gift!.sku, label: text('Mini'), stock: 1 }] };
    const start = at(DAY);
    const backwards = await post('/offers', { ...rules, starts_at: start, ends_at: start });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error).toMatchObject({ code: 'offer_window_invalid', message: errorMessage('offer_window_invalid', 'th') });
    const unknown = await post('/offers', { ...rules, countries: ['XX'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'validation_failed', message: errorMessage('validation_failed', 'th') });
    expect(await count()).toBe(before);
  });
});
