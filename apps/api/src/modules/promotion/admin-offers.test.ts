/**
 * Gifts with purchase, bundles and free samples in the back office (issue 21 item 4): an offer or
 * sample a merchandiser adds shows in the shopper's bag on the next request; a stale edit is
 * refused (409); bad input is refused with a translated error and nothing written; stock moves by
 * deltas that never take it below zero, even racing checkouts taking the same stock; everything
 * audited; customer service reads, content staff are refused.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminOffer, AdminOfferInputRaw, AdminSample } from '@blush/shared/admin-offer-contracts';
import { errorMessage } from '@blush/shared/errors';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar as ShopperJar, call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { takeFreeItemStock } from './service.ts';
import { setOnlineStock } from '../catalog/test-stock.ts';

const text = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });

describeApi('gifts with purchase, bundles and samples in the back office', (ctx) => {
  const db = () => ctx().database.db;
  let merch: CookieJar;
  let care: CookieJar;
  let content: CookieJar;
  let n = 0;

  /** Variants sold in SG at a fixed price, of different products. */
  async function variants(count: number, price = 40_00): Promise<Array<{ id: number; sku: string; productId: number }>> {
    n += count;
    const rows = await queryRows<{ id: number; sku: string; product_id: number }>(db(), sql`
      select distinct on (p.id) v.id, v.sku, p.id as product_id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG'
      where vm.available and vm.stock >= 10 and v.purchase_limit is null and b.purchase_limit is null and p.published
        and not p.non_discountable and not v.click_and_collect_only and not b.is_house and not ('app_exclusive' = any(p.badges))
      order by p.id desc, v.id limit ${count} offset ${n * 2}`);
    for (const r of rows) {
      await db().execute(sql`update variant_markets set price = ${price}, sale_price = null where variant_id = ${r.id} and country = 'SG'`);
      await setOnlineStock(db(), r.id, 'SG', 50);
    }
    return rows.map((r) => ({ id: Number(r.id), sku: r.sku, productId: Number(r.product_id) }));
  }
  const post = (path: string, body?: unknown, jar = merch) => adminCall(ctx().api, 'POST', path, { jar, ...(body === undefined ? {} : { body }), headers: { 'accept-language': 'th-TH', 'x-site-country': 'TH' } });
  const giftOffer = (sku: string, over: Partial<AdminOfferInputRaw> = {}): AdminOfferInputRaw => ({
    kind: 'gift', title: text('Spend and get a mini'), min_spend: { SG: 60_00 }, gift_max: 1, gifts: [{ sku, label: text('Deluxe mini'), stock: 5 }], ...over,
  });
  const audits = (type: string, id: number) => queryRows<{ action: string }>(db(), sql`select action from staff_audit_log where target_type = ${type} and target_id = ${String(id)} order by id`);
  const count = async () => (await queryRows<{ n: number }>(db(), sql`select (select count(*) from promotions)::int + (select count(*) from promotion_gifts)::int + (select count(*) from samples)::int + (select count(*) from staff_audit_log)::int as n`))[0]!.n;
  const shopperWith = async (variantId: number, quantity: number) => {
    const jar = new ShopperJar();
    const added = await call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity }, country: 'SG' });
    expect(added.statusCode, added.body).toBeLessThan(300);
    return jar;
  };

  beforeAll(async () => {
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    content = await signInStaff(ctx().api, 'content@staff.blush.example');
  });

  it('a gift with purchase created with its gift set opens the gift choice of a bag over its min spend; paused, it does not', async () => {
    const [bought, gift] = await variants(2);
    const created = await post('/offers', giftOffer(gift!.sku));
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json() as AdminOffer;
    expect(offer).toMatchObject({ kind: 'gift', status: 'active', version: 1, gift_max: 1, gifts: [{ sku: gift!.sku, stock: 5, label: text('Deluxe mini') }] });
    const jar = await shopperWith(bought!.id, 2);
    const sets = await call(ctx().api, 'GET', '/multiple-gwps', { jar, country: 'SG', language: 'en' });
    const set = sets.json().sets.find((s: { promotionId: number }) => s.promotionId === offer.id);
    expect(set).toMatchObject({ title: 'Spend and get a mini', max: 1 });
    expect(set.gifts.map((g: { name: string }) => g.name)).toEqual(['Deluxe mini']);
    const small = await shopperWith(bought!.id, 1);
    expect((await call(ctx().api, 'GET', '/multiple-gwps', { jar: small, country: 'SG', language: 'en' })).json().sets.some((s: { promotionId: number }) => s.promotionId === offer.id)).toBe(false);
    expect((await post(`/offers/${offer.id}/pause`)).json()).toMatchObject({ status: 'paused', version: 2 });
    expect((await call(ctx().api, 'GET', '/multiple-gwps', { jar, country: 'SG', language: 'en' })).json().sets.some((s: { promotionId: number }) => s.promotionId === offer.id)).toBe(false);
    expect((await adminCall(ctx().api, 'GET', '/offers', { jar: care })).json().offers.find((o: AdminOffer) => o.id === offer.id).status).toBe('paused');
    expect((await audits('promotion', offer.id)).map((a) => a.action)).toEqual(['promotion.create', 'promotion.pause']);
  });

  it('a bundle takes its percent off each complete set in the bag, and the preview says so', async () => {
    const [a, b] = await variants(2, 30_00);
    const created = await post('/offers', { kind: 'bundle', title: text('Duo'), product_ids: [a!.productId, b!.productId], percent: 20 });
    expect(created.statusCode, created.body).toBe(201);
    const jar = await shopperWith(a!.id, 1);
    await call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: b!.id, quantity: 1 }, country: 'SG' });
    const bag = (await call(ctx().api, 'GET', '/cart', { jar, country: 'SG', language: 'en' })).json();
    expect(JSON.stringify(bag)).toContain('Duo');
    const preview = await post('/offers/preview', { rules: { kind: 'bundle', title: text('Duo'), product_ids: [a!.productId, b!.productId], percent: 20 }, country: 'SG', bag: [{ sku: a!.sku, quantity: 2 }, { sku: b!.sku, quantity: 2 }] }, care);
    expect(preview.json()).toMatchObject({ subtotal: 120_00, bundle: { sets: 2, discount: 24_00 }, gift_choice: null });
  });

  it('the gift preview opens the choice over the min spend and tells the spend missing under it', async () => {
    const [bought, gift] = await variants(2);
    const rules = giftOffer(gift!.sku, { gift_max: 2 });
    const over = await post('/offers/preview', { rules, country: 'SG', bag: [{ sku: bought!.sku, quantity: 2 }] });
    expect(over.json().gift_choice).toMatchObject({ opens: true, max: 2, gifts: [{ sku: gift!.sku, label: 'Deluxe mini', stock: 5 }] });
    const under = await post('/offers/preview', { rules, country: 'SG', bag: [{ sku: bought!.sku, quantity: 1 }] });
    expect(under.json().gift_choice).toMatchObject({ opens: false, missing: 20_00 });
  });

  it('refuses bad input in the staff member\'s language, writing nothing', async () => {
    const [gift, other] = await variants(2);
    const before = await count();
    const cases: Array<[unknown, string, string]> = [
      [giftOffer('NO-SUCH-SKU'), 'free_item_sku_unknown', errorMessage('free_item_sku_unknown', 'th', { sku: 'NO-SUCH-SKU' })],
      [giftOffer(gift!.sku, { gifts: [] }), 'gift_promotion_without_gifts', errorMessage('gift_promotion_without_gifts', 'th')],
      [{ kind: 'bundle', title: text('Solo'), product_ids: [gift!.productId], percent: 10 }, 'bundle_too_few_products', errorMessage('bundle_too_few_products', 'th')],
      [{ kind: 'bundle', title: text('Solo'), product_ids: [other!.productId, other!.productId], percent: 10 }, 'bundle_too_few_products', errorMessage('bundle_too_few_products', 'th')],
    ];
    for (const [body, code, message] of cases) {
      const answer = await post('/offers', body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().error).toMatchObject({ code, message });
    }
    expect((await post('/samples', { sku: 'NO-SUCH-SKU', label: text('x') })).json().error.code).toBe('free_item_sku_unknown');
    expect(await count()).toBe(before);
  });

  it('an edit naming a stale version is refused (409); gifts kept by id keep their stock, removed ones go', async () => {
    const [g1, g2, g3] = await variants(3);
    const offer = (await post('/offers', giftOffer(g1!.sku, { gifts: [{ sku: g1!.sku, label: text('One'), stock: 7 }, { sku: g2!.sku, label: text('Two'), stock: 3 }] }))).json() as AdminOffer;
    const [one] = offer.gifts;
    const body = { ...giftOffer(g1!.sku), gift_max: 2, gifts: [{ id: one!.id, sku: g1!.sku, label: text('One renamed') }, { sku: g3!.sku, label: text('Three'), stock: 4 }], version: offer.version };
    const first = await adminCall(ctx().api, 'PATCH', `/offers/${offer.id}`, { jar: merch, body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ gift_max: 2, version: 2, gifts: [{ id: one!.id, label: { en: 'One renamed' }, stock: 7 }, { sku: g3!.sku, stock: 4 }] });
    expect(first.json().gifts).toHaveLength(2);
    const stale = await adminCall(ctx().api, 'PATCH', `/offers/${offer.id}`, { jar: merch, body: { ...body, gift_max: 3 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('edit_conflict');
    expect((await adminCall(ctx().api, 'GET', `/offers/${offer.id}`, { jar: care })).json().gift_max).toBe(2);
  });

  it('a sample added, restocked, deactivated and moved shows in the samples tab on the next request', async () => {
    const [bought, sampled] = await variants(2);
    const created = await post('/samples', { sku: sampled!.sku, label: text('Serum 5 ml'), countries: ['SG'], stock: 0 });
    expect(created.statusCode, created.body).toBe(201);
    const sample = created.json() as AdminSample;
    const jar = await shopperWith(bought!.id, 1);
    const tab = async () => (await call(ctx().api, 'GET', '/cart/samples', { jar, country: 'SG', language: 'en' })).json().samples.find((s: { id: number }) => s.id === sample.id);
    expect(await tab()).toMatchObject({ name: 'Serum 5 ml', fullyRedeemed: true });
    expect((await post(`/samples/${sample.id}/stock`, { delta: 10 })).json()).toMatchObject({ stock: 10 });
    expect(await tab()).toMatchObject({ fullyRedeemed: false });
    const refused = await post(`/samples/${sample.id}/stock`, { delta: -11 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'free_item_stock_negative', message: errorMessage('free_item_stock_negative', 'th', { stock: 10 }) });
    expect((await post(`/samples/${sample.id}/deactivate`)).json()).toMatchObject({ active: false, stock: 10 });
    expect(await tab()).toBeUndefined();
    await post(`/samples/${sample.id}/activate`);
    const list = (await adminCall(ctx().api, 'GET', '/samples', { jar: care })).json().samples as AdminSample[];
    const at = list.findIndex((s) => s.id === sample.id);
    expect(at).toBe(list.length - 1);
    const moved = (await post(`/samples/${sample.id}/move`, { direction: 'up' })).json().samples as AdminSample[];
    expect(moved.findIndex((s) => s.id === sample.id)).toBe(at - 1);
    expect((await audits('sample', sample.id)).map((a) => a.action)).toEqual(['sample.create', 'sample.stock', 'sample.deactivate', 'sample.activate', 'sample.move']);
  });

  it('a stock cut racing checkouts taking the same stock never oversells', async () => {
    const [sampled] = await variants(1);
    const sample = (await post('/samples', { sku: sampled!.sku, label: text('Race'), stock: 5 })).json() as AdminSample;
    const [cut, ...takes] = await Promise.all([post(`/samples/${sample.id}/stock`, { delta: -3 }), ...Array.from({ length: 5 }, () => takeFreeItemStock(db(), 'sample', sample.id))]);
    const taken = takes.filter(Boolean).length;
    const [row] = await queryRows<{ stock: number }>(db(), sql`select stock from samples where id = ${sample.id}`);
    expect(row!.stock).toBeGreaterThanOrEqual(0);
    expect(row!.stock).toBe(5 - taken - (cut.statusCode === 200 ? 3 : 0));
    expect(taken + (cut.statusCode === 200 ? 3 : 0)).toBeLessThanOrEqual(5);
    expect(cut.statusCode === 200 || cut.json().error.code === 'free_item_stock_negative').toBe(true);
  });

  it('a gift\'s stock moves by deltas, never below zero', async () => {
    const [gift] = await variants(1);
    const offer = (await post('/offers', giftOffer(gift!.sku))).json() as AdminOffer;
    const giftId = offer.gifts[0]!.id;
    expect((await post(`/offers/${offer.id}/gifts/${giftId}/stock`, { delta: -5 })).json().gifts[0].stock).toBe(0);
    expect((await post(`/offers/${offer.id}/gifts/${giftId}/stock`, { delta: -1 })).json().error.code).toBe('free_item_stock_negative');
    expect((await audits('promotion', offer.id)).map((a) => a.action)).toEqual(['promotion.create', 'promotion.gift_stock']);
  });

  it('customer service reads but may not change; content staff may not read', async () => {
    const before = await count();
    expect((await adminCall(ctx().api, 'GET', '/samples', { jar: care })).statusCode).toBe(200);
    expect((await post('/samples', { sku: 'X', label: text('x') }, care)).statusCode).toBe(403);
    expect((await adminCall(ctx().api, 'GET', '/offers', { jar: content })).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
