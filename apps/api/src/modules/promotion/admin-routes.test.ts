/**
 * Promotions in the back office (issue 21 item 4): a promo code created with its rules applies in
 * the storefront at once; an edit names the version read (two staff saving at once: one saved, the
 * other told, one audit row); pause and resume reach shoppers at once; bad input is refused with a
 * translated error and nothing written; the preview runs the engine on a sample bag, writing
 * nothing; who may do what follows the permission table.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminPromotion, AdminPromotionRulesInput } from '@blush/shared/admin-promotion-contracts';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar as ShopperJar, call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { setOnlineStock } from '../catalog/test-stock.ts';

const title = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });

describeApi('promotions in the back office', (ctx) => {
  const db = () => ctx().database.db;
  let merch: CookieJar;
  let care: CookieJar;
  let content: CookieJar;
  let n = 0;

  /** A variant sold in SG at a fixed price, untouched by other promotions. */
  async function variant(price: number): Promise<{ id: number; sku: string; brandId: number }> {
    n++;
    const [row] = await queryRows<{ id: number; sku: string; brand_id: number }>(db(), sql`
      select distinct on (p.id) v.id, v.sku, p.brand_id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG'
      where vm.available and vm.stock >= 10 and v.purchase_limit is null and b.purchase_limit is null and p.published
        and not p.non_discountable and not v.click_and_collect_only and not b.is_house and not ('app_exclusive' = any(p.badges))
        and not exists (select 1 from promotions pr where p.id = any(coalesce(pr.product_ids, '{}')))
      order by p.id asc, v.id limit 1 offset ${n * 3}`);
    await db().execute(sql`update variant_markets set price = ${price}, sale_price = null where variant_id = ${row!.id} and country = 'SG'`);
    await setOnlineStock(db(), row!.id, 'SG', 50);
    return { id: Number(row!.id), sku: row!.sku, brandId: Number(row!.brand_id) };
  }
  const rules = (over: Partial<AdminPromotionRulesInput> = {}): AdminPromotionRulesInput => ({
    code: `ADM${randomUUID().slice(0, 8).toUpperCase()}`,
    kind: 'percentage',
    percent: 10,
    title: title('Ten off'),
    ...over,
  });
  const create = (body: AdminPromotionRulesInput, jar = merch) => adminCall(ctx().api, 'POST', '/promotions', { jar, body });
  const created = async (over: Partial<AdminPromotionRulesInput> = {}) => {
    const answer = await create(rules(over));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as AdminPromotion;
  };
  const audits = (id: number) => queryRows<{ action: string }>(db(), sql`select action from staff_audit_log where target_type = 'promotion' and target_id = ${String(id)} order by id`);
  const shopperApplies = async (code: string, variantId: number) => {
    const jar = new ShopperJar();
    await call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity: 1 }, country: 'SG' });
    return call(ctx().api, 'POST', '/cart/discount-coupon', { jar, body: { code }, country: 'SG', language: 'en' });
  };

  beforeAll(async () => {
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    content = await signInStaff(ctx().api, 'content@staff.blush.example');
  });

  it('creates a promo code a shopper can use at once, audited, and lists it as active', async () => {
    const v = await variant(50_00);
    const promo = await created({ min_spend: { SG: 40_00 }, usage_limit: 100, per_customer_limit: 1 });
    expect(promo).toMatchObject({ kind: 'percentage', percent: 10, status: 'active', version: 1, uses: 0, min_spend: { SG: 40_00 } });
    const applied = await shopperApplies(promo.code, v.id);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().bag.promotion).toMatchObject({ code: promo.code, applicable: true });
    const list = await adminCall(ctx().api, 'GET', `/promotions?q=${promo.code}&status=active`, { jar: care });
    expect(list.json().promotions.map((p: AdminPromotion) => p.id)).toEqual([promo.id]);
    expect((await audits(promo.id)).map((a) => a.action)).toEqual(['promotion.create']);
  });

  it('pauses and resumes: the shopper is refused while paused, the list says so', async () => {
    const v = await variant(30_00);
    const promo = await created();
    const paused = await adminCall(ctx().api, 'POST', `/promotions/${promo.id}/pause`, { jar: merch });
    expect(paused.json()).toMatchObject({ status: 'paused', version: 2 });
    expect((await shopperApplies(promo.code, v.id)).json().error.code).toBe('promotion_invalid');
    const list = await adminCall(ctx().api, 'GET', `/promotions?q=${promo.code}&status=paused`, { jar: merch });
    expect(list.json().promotions).toHaveLength(1);
    expect((await adminCall(ctx().api, 'POST', `/promotions/${promo.id}/resume`, { jar: merch })).json().status).toBe('active');
    expect((await shopperApplies(promo.code, v.id)).statusCode).toBe(201);
    expect((await audits(promo.id)).map((a) => a.action)).toEqual(['promotion.create', 'promotion.pause', 'promotion.resume']);
  });

  it('shows scheduled and expired promotions by their window', async () => {
    const later = await created({ starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    const past = await created({ starts_at: '2025-01-01T00:00:00Z', ends_at: '2025-02-01T00:00:00Z' });
    expect(later.status).toBe('scheduled');
    expect(past.status).toBe('expired');
  });

  it('an edit naming a stale version is refused (409) and the first edit is kept', async () => {
    const promo = await created();
    const { id, version, code } = promo;
    const first = await adminCall(ctx().api, 'PATCH', `/promotions/${id}`, { jar: merch, body: { ...rules({ code, percent: 15 }), version } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ percent: 15, version: version + 1 });
    const second = await adminCall(ctx().api, 'PATCH', `/promotions/${id}`, { jar: merch, body: { ...rules({ code, percent: 50 }), version } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'edit_conflict', message: expect.stringContaining('Someone else changed this') });
    expect((await adminCall(ctx().api, 'GET', `/promotions/${id}`, { jar: merch })).json().percent).toBe(15);
  });

  it('two staff saving the same version at once: one saved, the other told, one audit row', async () => {
    const promo = await created();
    const save = (percent: number) => adminCall(ctx().api, 'PATCH', `/promotions/${promo.id}`, { jar: merch, body: { ...rules({ code: promo.code, percent }), version: promo.version } });
    const answers = await Promise.all([save(20), save(30)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as AdminPromotion;
    const now = (await adminCall(ctx().api, 'GET', `/promotions/${promo.id}`, { jar: merch })).json() as AdminPromotion;
    expect(now).toMatchObject({ percent: winner.percent, version: promo.version + 1 });
    expect((await audits(promo.id)).map((a) => a.action)).toEqual(['promotion.create', 'promotion.update']);
  });

  it('refuses a code already used, an end before the start and negative amounts, in the staff member’s language, writing nothing', async () => {
    const promo = await created();
    const taken = await adminCall(ctx().api, 'POST', '/promotions', { jar: merch, body: rules({ code: promo.code }), headers: { 'accept-language': 'id-ID', 'x-site-country': 'ID' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'promotion_code_taken', message: 'Kode promo ini sudah dipakai oleh promosi lain. Pilih kode yang berbeda.' });
    const window = await create(rules({ starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }));
    expect(window.statusCode).toBe(400);
    expect(window.json().error.code).toBe('validation_failed');
    expect(JSON.stringify(window.json().error)).toContain('ends_at');
    const negative = await create(rules({ kind: 'fixed', percent: null, amounts: { SG: -5_00 } }));
    expect(negative.statusCode).toBe(400);
    const negativeSpend = await create(rules({ min_spend: { SG: -1 } }));
    expect(negativeSpend.statusCode).toBe(400);
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from promotions where code = ${promo.code}`);
    expect(Number(count!.n)).toBe(1);
    const other = await created();
    const renamed = await adminCall(ctx().api, 'PATCH', `/promotions/${other.id}`, { jar: merch, body: { ...rules({ code: promo.code }), version: other.version } });
    expect(renamed.json().error.code).toBe('promotion_code_taken');
  });

  it('previews rules on a sample bag: the engine’s discount, the spend missing, and nothing written', async () => {
    const a = await variant(40_00);
    const b = await variant(25_00);
    const bag = [{ sku: a.sku, quantity: 2 }, { sku: b.sku, quantity: 1 }, { sku: 'NO-SUCH-SKU', quantity: 1 }];
    const [before] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from promotions`);
    const preview = await adminCall(ctx().api, 'POST', '/promotions/preview', { jar: care, body: { rules: rules({ kind: 'fixed', percent: null, amounts: { SG: 21_00 }, code: undefined }), country: 'SG', bag } });
    expect(preview.statusCode, preview.body).toBe(200);
    // 21.00 shared in proportion over 80.00 and 25.00: 16.00 and 5.00.
    expect(preview.json()).toMatchObject({ currency: 'SGD', applies: true, subtotal: 105_00, discount: 21_00, total: 84_00, free_shipping: false });
    expect(preview.json().lines.map((l: { discount: number; found: boolean }) => [l.discount, l.found])).toEqual([[16_00, true], [5_00, true], [0, false]]);
    const short = await adminCall(ctx().api, 'POST', '/promotions/preview', { jar: care, body: { rules: rules({ min_spend: { SG: 200_00 }, brand_ids: [a.brandId] }), country: 'SG', bag } });
    expect(short.json()).toMatchObject({ applies: false, reason: 'min_spend', discount: 0 });
    const saved = await created({ first_order_only: true });
    const returning = await adminCall(ctx().api, 'POST', '/promotions/preview', { jar: care, body: { promotion_id: saved.id, country: 'SG', bag, shopper_orders: 2 } });
    expect(returning.json()).toMatchObject({ applies: false, reason: 'first_order_only' });
    const firstTimer = await adminCall(ctx().api, 'POST', '/promotions/preview', { jar: care, body: { promotion_id: saved.id, country: 'SG', bag, shopper_orders: 0 } });
    expect(firstTimer.json()).toMatchObject({ applies: true, discount: 10_50 });
    const [after] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from promotions`);
    expect(Number(after!.n)).toBe(Number(before!.n) + 1);
  });

  it('follows the permission table: customer service reads but cannot change, a content editor cannot read', async () => {
    const promo = await created();
    expect((await adminCall(ctx().api, 'GET', `/promotions/${promo.id}`, { jar: care })).statusCode).toBe(200);
    const refused = await adminCall(ctx().api, 'POST', `/promotions/${promo.id}/pause`, { jar: care });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You are not authorized to perform this action.');
    expect((await create(rules(), care)).statusCode).toBe(403);
    expect((await adminCall(ctx().api, 'GET', '/promotions', { jar: content })).statusCode).toBe(403);
    expect((await adminCall(ctx().api, 'GET', `/promotions/${promo.id}`, { jar: merch })).json().status).toBe('active');
  });
});
