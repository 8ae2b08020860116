import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { balanceOf, manualAdjustment } from '../loyalty/service.ts';
import { createReward } from '../reward/service.ts';
import { releaseAbandonedRewards } from './jobs.ts';
import { createGift, createPromotion, createSample, forgetAutomaticPromotions } from '../promotion/service.ts';
import { setOnlineStock } from '../catalog/test-stock.ts';

const t = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });
const DAY = 86_400_000;

describeApi('bag promotions, gifts, samples and rewards', (ctx) => {
  const db = () => ctx().database.db;
  const api = () => ctx().api;
  let n = 0;

  /** A product's variant sold in the country at a fixed price with plenty of stock, not used by any other test. */
  async function variant(country: string, price: number): Promise<{ variantId: number; productId: number; brandId: number }> {
    n++;
    const [row] = await queryRows<{ id: number; product_id: number; brand_id: number }>(db(), sql`
      select distinct on (p.id) v.id, p.id as product_id, p.brand_id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
      where vm.available and vm.stock >= 10 and v.purchase_limit is null and b.purchase_limit is null
        and not p.non_discountable and not v.click_and_collect_only and not b.is_house and not ('app_exclusive' = any(p.badges))
        and not exists (select 1 from promotions pr where p.id = any(coalesce(pr.product_ids, '{}')))
      order by p.id desc, v.id limit 1 offset ${n * 2}`);
    await db().execute(sql`update variant_markets set price = ${price}, sale_price = null where variant_id = ${row!.id} and country = ${country}`);
    await setOnlineStock(db(), row!.id, country, 50);
    return { variantId: Number(row!.id), productId: Number(row!.product_id), brandId: Number(row!.brand_id) };
  }

  const promotion = (values: Partial<Parameters<typeof createPromotion>[1]> & Pick<Parameters<typeof createPromotion>[1], 'kind'>) =>
    createPromotion(db(), { code: `T${randomUUID().slice(0, 8).toUpperCase()}`, title: t('Test offer'), details: t('Details of the offer.'), terms: t('Terms of the offer.'), ...values });

  const add = (jar: CookieJar, variantId: number, quantity = 1, country = 'SG') => call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity }, country });
  const apply = (jar: CookieJar, code: string, country = 'SG', language = 'en') => call(api(), 'POST', '/cart/discount-coupon', { jar, body: { code }, country, language });
  const bagOf = async (jar: CookieJar, country = 'SG') => (await call(api(), 'GET', '/cart', { jar, country })).json().bag;

  const member = async (points = 0, country = 'SG') => {
    const created = await call(api(), 'POST', '/sandbox/users', { body: { country } });
    const { email, password } = created.json();
    const jar = new CookieJar();
    expect((await call(api(), 'POST', '/sessions', { body: { email, password }, jar, country })).statusCode).toBe(200);
    const [row] = await queryRows<{ id: number }>(db(), sql`select id from customers where lower(email) = lower(${email})`);
    const customerId = Number(row!.id);
    const current = await balanceOf(db(), customerId);
    if (points !== current) await manualAdjustment(db(), customerId, points - current, `test:${randomUUID()}`);
    return { jar, customerId };
  };

  it('applies a percentage code exactly as typed, and refuses any other case with the translated message, changing nothing', async () => {
    const promo = await promotion({ kind: 'percentage', percent: 10 });
    const jar = new CookieJar();
    const a = await variant('SG', 33_35);
    await add(jar, a.variantId, 1);
    const wrongCase = await apply(jar, promo.code!.toLowerCase(), 'SG', 'en');
    expect(wrongCase.statusCode).toBe(422);
    expect(wrongCase.json().error).toMatchObject({ code: 'promotion_invalid', message: 'Sorry, the promotion is invalid.' });
    const thai = await apply(jar, 'NO-SUCH-CODE', 'TH', 'th');
    expect(thai.json().error.message).toBe('ขออภัย โปรโมชันนี้ไม่ถูกต้อง');
    expect((await bagOf(jar)).promotion).toBeNull();

    const ok = await apply(jar, promo.code!);
    expect(ok.statusCode).toBe(201);
    const bag = ok.json().bag;
    // 10 % of 33.35 is 3.335: rounded half up to 3.34 on the line.
    expect(bag.promotion).toMatchObject({ code: promo.code, applicable: true, discount: { amount: 3_34 } });
    expect(bag.lines[0].discount.amount).toBe(3_34);
    expect(bag.summary.discount.amount).toBe(3_34);
    expect(bag.summary.discounts).toEqual([expect.objectContaining({ kind: 'promotion', amount: { amount: 3_34, currency: 'SGD' } })]);
    // 33.35 − 3.34 = 30.01, under S$35: standard shipping S$5.
    expect(bag.summary.total.amount).toBe(30_01 + 5_00);
    expect(bag.summary.pointsEarned).toBe(30);

    const removed = await call(api(), 'DELETE', '/cart/discount-coupon', { jar, country: 'SG' });
    expect(removed.json().bag.promotion).toBeNull();
    expect(removed.json().bag.summary.total.amount).toBe(33_35 + 5_00);
  });

  it('asks for the missing spend when a code has a minimum, and keeps a code that stops applying with that hint', async () => {
    const promo = await promotion({ kind: 'percentage', percent: 15, minSpend: { SG: 50_00, MY: 150_00 } });
    const jar = new CookieJar();
    const a = await variant('SG', 19_00);
    await add(jar, a.variantId, 2);
    const short = await apply(jar, promo.code!);
    expect(short.statusCode).toBe(422);
    expect(short.json().error.details).toEqual({ reason: 'min_spend', hint: 'Spend $12.00 more on eligible items to use this code.' });
    expect((await bagOf(jar)).promotion).toBeNull();

    const line = (await add(jar, a.variantId, 1)).json().bag.lines[0];
    const applied = (await apply(jar, promo.code!)).json().bag;
    expect(applied.promotion.applicable).toBe(true);
    expect(applied.summary.discount.amount).toBe(855);

    const reduced = (await call(api(), 'PATCH', `/cart/line-items/${line.id}`, { jar, body: { quantity: 2 }, country: 'SG' })).json().bag;
    expect(reduced.promotion).toMatchObject({ code: promo.code, applicable: false, hint: 'Spend $12.00 more on eligible items to use this code.', discount: { amount: 0 } });
    expect(reduced.summary.discount.amount).toBe(0);
  });

  it('shares a fixed amount across the eligible lines, never beyond them, and leaves non-discountable lines alone', async () => {
    const promo = await promotion({ kind: 'fixed', amounts: { SG: 10_00 } });
    const jar = new CookieJar();
    const [a, b, c] = [await variant('SG', 10_00), await variant('SG', 10_00), await variant('SG', 10_00)];
    await db().execute(sql`update products set non_discountable = true where id = ${c.productId}`);
    try {
      for (const v of [a, b, c]) await add(jar, v.variantId, 1);
      let bag = (await apply(jar, promo.code!)).json().bag;
      const byVariant = (id: number) => bag.lines.find((l: { variant: { id: number } }) => l.variant.id === id);
      expect(byVariant(a.variantId).discount.amount + byVariant(b.variantId).discount.amount).toBe(10_00);
      expect(byVariant(c.variantId).discount.amount).toBe(0);
      expect(bag.summary.total.amount).toBe(30_00 - 10_00 + 5_00);

      // Worth more than the eligible lines: capped at them.
      await db().execute(sql`update promotions set amounts = ${JSON.stringify({ SG: 50_00 })}::jsonb where id = ${promo.id}`);
      bag = await bagOf(jar);
      expect(bag.promotion.discount.amount).toBe(20_00);
      expect(bag.summary.total.amount).toBe(10_00 + 5_00);
    } finally {
      await db().execute(sql`update products set non_discountable = false where id = ${c.productId}`);
    }
  });

  it('ships free with a free-shipping code under the threshold', async () => {
    const promo = await promotion({ kind: 'free_shipping' });
    const jar = new CookieJar();
    await add(jar, (await variant('AU', 12_00)).variantId, 1, 'AU');
    expect((await bagOf(jar, 'AU')).summary.shipping.amount).toBe(8_95);
    const bag = (await apply(jar, promo.code!, 'AU')).json().bag;
    expect(bag.promotion).toMatchObject({ applicable: true, freeShipping: true });
    expect(bag.summary.shipping.amount).toBe(0);
    expect(bag.summary.total.amount).toBe(12_00);
  });

  it('applies a brand-restricted code only to that brand, and says to add an eligible product otherwise', async () => {
    const jar = new CookieJar();
    const a = await variant('SG', 40_00);
    const other = await variant('SG', 40_00);
    const promo = await promotion({ kind: 'percentage', percent: 20, brandIds: [a.brandId] });
    await add(jar, other.variantId === a.variantId ? a.variantId : other.variantId, 1);
    if (other.brandId !== a.brandId) {
      const refused = await apply(jar, promo.code!);
      expect(refused.json().error.details).toEqual({ reason: 'no_eligible_items', hint: 'Add an eligible product to your bag to use this code.' });
    }
    await add(jar, a.variantId, 1);
    const bag = (await apply(jar, promo.code!)).json().bag;
    const line = bag.lines.find((l: { variant: { id: number } }) => l.variant.id === a.variantId);
    expect(line.discount.amount).toBe(8_00);
    expect(bag.summary.discount.amount).toBe(other.brandId === a.brandId ? 16_00 : 8_00);
  });

  it('refuses codes out of their dates or country, and codes whose uses are spent', async () => {
    const now = Date.now();
    const expired = await promotion({ kind: 'percentage', percent: 5, startsAt: new Date(now - 10 * DAY), endsAt: new Date(now - DAY) });
    const notYet = await promotion({ kind: 'percentage', percent: 5, startsAt: new Date(now + DAY) });
    const elsewhere = await promotion({ kind: 'percentage', percent: 5, countries: ['MY'] });
    const usedUp = await promotion({ kind: 'percentage', percent: 5, usageLimit: 1 });
    await db().execute(sql`insert into promotion_redemptions (promotion_id, order_ref) values (${usedUp.id}, 'ORDER-1')`);
    const jar = new CookieJar();
    await add(jar, (await variant('SG', 50_00)).variantId, 1);
    for (const [promo, reason] of [[expired, 'expired'], [notYet, 'not_started'], [elsewhere, 'not_in_country'], [usedUp, 'usage_limit']] as const) {
      const response = await apply(jar, promo.code!);
      expect(response.statusCode, promo.code!).toBe(422);
      expect(response.json().error.details.reason).toBe(reason);
    }
    expect((await bagOf(jar)).promotion).toBeNull();
  });

  it('keeps a first-order code for members who have not ordered, and once per member', async () => {
    const promo = await promotion({ kind: 'percentage', percent: 10, firstOrderOnly: true, perCustomerLimit: 1 });
    const v = await variant('SG', 60_00);
    const fresh = await member();
    await add(fresh.jar, v.variantId, 1);
    expect((await apply(fresh.jar, promo.code!)).statusCode).toBe(201);

    const ordered = await member();
    await db().execute(sql`insert into qualifying_spend (customer_id, order_number, amount, currency, country, occurred_at) values (${ordered.customerId}, ${`T-${randomUUID()}`}, 5000, 'SGD', 'SG', now())`);
    await add(ordered.jar, v.variantId, 1);
    expect((await apply(ordered.jar, promo.code!)).json().error.details).toEqual({ reason: 'first_order_only', hint: 'This code is for a first order only.' });

    const again = await member();
    await db().execute(sql`insert into promotion_redemptions (promotion_id, customer_id, order_ref) values (${promo.id}, ${again.customerId}, ${`T-${randomUUID()}`})`);
    await add(again.jar, v.variantId, 1);
    expect((await apply(again.jar, promo.code!)).json().error.details.reason).toBe('customer_limit');
  });

  it('holds one promo per order: a second code replaces the first', async () => {
    const first = await promotion({ kind: 'percentage', percent: 10 });
    const second = await promotion({ kind: 'free_shipping' });
    const jar = new CookieJar();
    await add(jar, (await variant('SG', 20_00)).variantId, 1);
    await apply(jar, first.code!);
    const bag = (await apply(jar, second.code!)).json().bag;
    expect(bag.promotion.code).toBe(second.code);
    expect(bag.summary.discount.amount).toBe(0);
    expect(bag.summary.shipping.amount).toBe(0);
  });

  async function giftPromotion(max = 2) {
    const promo = await promotion({ kind: 'gift', giftMax: max });
    const gifts = [];
    for (let i = 0; i < 4; i++) {
      const v = await variant('SG', 5_00);
      gifts.push(await createGift(db(), { promotionId: promo.id, variantId: v.variantId, label: t(`Gift ${i + 1}`), stock: i === 3 ? 0 : 10, position: i }));
    }
    return { promo, gifts };
  }

  it('opens the gift choice for a gift code: n of max, Fully Redeemed gifts refused, and the gifts leave with the code', async () => {
    const { promo, gifts } = await giftPromotion(2);
    const jar = new CookieJar();
    await add(jar, (await variant('SG', 30_00)).variantId, 1);
    const applied = (await apply(jar, promo.code!)).json().bag;
    expect(applied.giftChoices).toEqual([{ promotionId: promo.id, title: 'Test offer', max: 2, selected: 0 }]);

    const sets = (await call(api(), 'GET', '/multiple-gwps', { jar, country: 'SG' })).json().sets;
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ promotionId: promo.id, code: promo.code, max: 2, selected: 0 });
    expect(sets[0].gifts.map((g: { fullyRedeemed: boolean }) => g.fullyRedeemed)).toEqual([false, false, false, true]);

    const choose = (ids: number[], promotionId = promo.id) => call(api(), 'PUT', `/multiple-gwps/${promotionId}`, { jar, body: { gift_ids: ids }, country: 'SG' });
    const tooMany = await choose([gifts[0]!.id, gifts[1]!.id, gifts[2]!.id]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toBe('You can choose up to 2 gifts with this offer.');
    expect((await choose([gifts[3]!.id])).json().error.code).toBe('fully_redeemed');
    expect((await choose([gifts[0]!.id], promo.id + 100_000)).statusCode).toBe(404);
    expect((await bagOf(jar)).gifts).toEqual([]);

    const chosen = (await choose([gifts[0]!.id, gifts[2]!.id])).json().bag;
    expect(chosen.gifts.map((g: { name: string }) => g.name)).toEqual(['Gift 1', 'Gift 3']);
    expect(chosen.giftChoices[0].selected).toBe(2);
    expect(chosen.summary.total.amount).toBe(30_00 + 5_00);

    const removed = (await call(api(), 'DELETE', '/cart/discount-coupon', { jar, country: 'SG' })).json().bag;
    expect(removed.gifts).toEqual([]);
    expect(removed.giftChoices).toEqual([]);
  });

  it('never holds more gifts than the maximum when two tabs choose at once', async () => {
    const { promo, gifts } = await giftPromotion(2);
    const jar = new CookieJar();
    await add(jar, (await variant('SG', 30_00)).variantId, 1);
    await apply(jar, promo.code!);
    const pairs = [[0, 1], [1, 2], [0, 2], [2, 0], [1, 0], [2, 1]];
    const answers = await Promise.all(pairs.map(([x, y]) => call(api(), 'PUT', `/multiple-gwps/${promo.id}`, { jar, body: { gift_ids: [gifts[x!]!.id, gifts[y!]!.id] }, country: 'SG' })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect((await bagOf(jar)).gifts).toHaveLength(2);
    const [row] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from bag_gifts where promotion_id = ${promo.id}`);
    expect(Number(row!.n)).toBe(2);
  });

  it('prices a complete bundle together, keeps codes off it, and restores the other product when one leaves', async () => {
    const a = await variant('SG', 40_00);
    const b = await variant('SG', 20_00);
    const bundle = await promotion({ kind: 'bundle', code: null, percent: 20, productIds: [a.productId, b.productId], title: t('Glow duo') });
    const code = await promotion({ kind: 'percentage', percent: 10 });
    try {
      const jar = new CookieJar();
      await add(jar, a.variantId, 1);
      let bag = (await add(jar, b.variantId, 2)).json().bag;
      const lineOf = (v: number) => bag.lines.find((l: { variant: { id: number } }) => l.variant.id === v);
      // One complete set: 20 % off one of each.
      expect(lineOf(a.variantId).bundle).toEqual({ promotionId: bundle.id, title: 'Glow duo' });
      expect(lineOf(a.variantId).discount.amount).toBe(8_00);
      expect(lineOf(b.variantId).discount.amount).toBe(4_00);
      expect(bag.bundles).toEqual([{ promotionId: bundle.id, title: 'Glow duo', lineIds: [lineOf(a.variantId).id, lineOf(b.variantId).id], saving: { amount: 12_00, currency: 'SGD' } }]);
      expect(bag.summary.discounts).toEqual([{ kind: 'bundle', label: 'Glow duo', amount: { amount: 12_00, currency: 'SGD' } }]);
      expect((await apply(jar, code.code!)).json().error.details.reason).toBe('no_eligible_items');

      bag = (await call(api(), 'DELETE', `/cart/line-items/${lineOf(a.variantId).id}`, { jar, country: 'SG' })).json().bag;
      expect(bag.bundles).toEqual([]);
      expect(bag.lines[0]).toMatchObject({ bundle: null, discount: { amount: 0 }, subtotal: { amount: 40_00 } });

      const offers = (await call(api(), 'GET', '/cart/offers', { jar, country: 'SG' })).json().offers;
      const offer = offers.find((o: { id: number }) => o.id === bundle.id);
      expect(offer).toMatchObject({ code: null, kind: 'bundle', limitedToOnePerOrder: false, applicable: false });
      expect(offer.products.map((p: { id: number }) => p.id)).toEqual([a.productId, b.productId]);
      const readded = await call(api(), 'POST', '/cart/bundles', { jar, body: { promotion_id: bundle.id }, country: 'SG' });
      expect(readded.statusCode).toBe(201);
      expect(readded.json().bag.bundles).toHaveLength(1);
    } finally {
      await db().execute(sql`update promotions set active = false where id = ${bundle.id}`);
      forgetAutomaticPromotions(db());
    }
  });

  it('refuses a bundle with a product sold only in the app, adding none of it', async () => {
    const a = await variant('SG', 30_00);
    const b = await variant('SG', 20_00);
    const bundle = await promotion({ kind: 'bundle', code: null, percent: 20, productIds: [a.productId, b.productId], title: t('App duo') });
    await db().execute(sql`update products set badges = array_append(badges, 'app_exclusive') where id = ${b.productId}`);
    try {
      const jar = new CookieJar();
      const refused = await call(api(), 'POST', '/cart/bundles', { jar, body: { promotion_id: bundle.id }, country: 'SG' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toEqual({ code: 'app_exclusive', message: 'This product is sold only in the Blush app. Get the app to add it to your bag.' });
      expect((await call(api(), 'GET', '/cart', { jar, country: 'SG' })).json().bag.lines).toEqual([]);
    } finally {
      await db().execute(sql`update products set badges = array_remove(badges, 'app_exclusive') where id = ${b.productId}`);
      await db().execute(sql`update promotions set active = false where id = ${bundle.id}`);
      forgetAutomaticPromotions(db());
    }
  });

  it('lists the usable offers with their terms and whether each applies, hiding unlisted and closed ones', async () => {
    const listed = await promotion({ kind: 'percentage', percent: 10, minSpend: { SG: 100_00 }, title: t('Ten off') });
    const hidden = await promotion({ kind: 'percentage', percent: 10, listed: false });
    const closed = await promotion({ kind: 'percentage', percent: 10, endsAt: new Date(Date.now() - DAY), startsAt: new Date(Date.now() - 2 * DAY) });
    const jar = new CookieJar();
    await add(jar, (await variant('SG', 30_00)).variantId, 1);
    const offers = (await call(api(), 'GET', '/cart/offers', { jar, country: 'SG', language: 'en' })).json().offers as Array<Record<string, unknown>>;
    const ids = offers.map((o) => o.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(closed.id);
    expect(offers.find((o) => o.id === listed.id)).toMatchObject({
      code: listed.code,
      title: 'Ten off',
      details: 'Details of the offer.',
      terms: 'Terms of the offer.',
      minSpend: { amount: 100_00, currency: 'SGD' },
      limitedToOnePerOrder: true,
      applied: false,
      applicable: false,
      hint: 'Spend $70.00 more on eligible items to use this code.',
    });
  });

  it('lets a shopper choose up to the country’s number of samples, never a Fully Redeemed one, and only with something to buy', async () => {
    const rows: Array<Awaited<ReturnType<typeof createSample>>> = [];
    for (let i = 0; i < 5; i++) {
      const v = await variant('SG', 5_00);
      rows.push(await createSample(db(), { variantId: v.variantId, label: t(`Sample ${i + 1}`), stock: i === 4 ? 0 : 20, position: 1000 + i, countries: ['SG', 'AU'] }));
    }
    const jar = new CookieJar();
    const empty = (await call(api(), 'GET', '/cart/samples', { jar, country: 'SG' })).json();
    expect(empty).toMatchObject({ max: 3, available: false });
    expect((await call(api(), 'POST', '/cart/samples', { jar, body: { sample_ids: [rows[0]!.id] }, country: 'SG' })).json().error.code).toBe('samples_unavailable');

    await add(jar, (await variant('SG', 25_00)).variantId, 1);
    const list = (await call(api(), 'GET', '/cart/samples', { jar, country: 'SG' })).json();
    expect(list.available).toBe(true);
    const mine = list.samples.filter((s: { id: number }) => rows.some((r) => r.id === s.id));
    expect(mine.map((s: { fullyRedeemed: boolean }) => s.fullyRedeemed)).toEqual([false, false, false, false, true]);
    expect((await call(api(), 'GET', '/cart/samples', { jar, country: 'AU' })).json().max).toBe(2);

    const choose = (ids: number[]) => call(api(), 'POST', '/cart/samples', { jar, body: { sample_ids: ids }, country: 'SG' });
    const four = await choose(rows.slice(0, 4).map((r) => r.id));
    expect(four.statusCode).toBe(422);
    expect(four.json().error.message).toBe('You can choose up to 3 free samples.');
    expect((await choose([rows[4]!.id])).json().error).toMatchObject({ code: 'fully_redeemed', message: 'Fully Redeemed' });
    const bag = (await choose([rows[0]!.id, rows[2]!.id])).json().bag;
    expect(bag.samples.map((s: { name: string }) => s.name)).toEqual(['Sample 1', 'Sample 3']);
    expect(bag.samplesMax).toBe(3);

    const racing = await Promise.all(
      [[0, 1, 2], [1, 2, 3], [0, 2, 3], [3, 1, 0]].map((set) => choose(set.map((i) => rows[i]!.id))),
    );
    expect(racing.every((r) => r.statusCode === 200)).toBe(true);
    expect((await bagOf(jar)).samples).toHaveLength(3);
  });

  it('redeems one Beauty Pass reward per bag for members, with points, and gives them back when it leaves', async () => {
    const reward = await createReward(db(), { slug: `bag-reward-${randomUUID().slice(0, 8)}`, name: t('Bag reward'), description: t('For tests.'), points: 300, stock: 5, position: 99_000 });
    const other = await createReward(db(), { slug: `bag-reward-${randomUUID().slice(0, 8)}`, name: t('Other reward'), description: t('For tests.'), points: 200, stock: 5, position: 99_001 });
    const guest = new CookieJar();
    const v = await variant('SG', 25_00);
    await add(guest, v.variantId, 1);
    const refused = await call(api(), 'POST', '/cart/beauty-pass-offers', { jar: guest, body: { reward_id: reward.id }, country: 'SG' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('members_only');
    expect((await call(api(), 'GET', '/cart/beauty-pass-offers', { jar: guest, country: 'SG' })).json()).toMatchObject({ signed_in: false, balance: null, redeemed: null });

    const m = await member(1000);
    await add(m.jar, v.variantId, 1);
    const taken = await call(api(), 'POST', '/cart/beauty-pass-offers', { jar: m.jar, body: { reward_id: reward.id }, country: 'SG' });
    expect(taken.statusCode).toBe(201);
    const bag = taken.json().bag;
    expect(bag.reward).toMatchObject({ id: reward.id, name: 'Bag reward', points: 300 });
    expect(await balanceOf(db(), m.customerId)).toBe(700);
    const second = await call(api(), 'POST', '/cart/beauty-pass-offers', { jar: m.jar, body: { reward_id: other.id }, country: 'SG' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Only one reward gift per customer per transaction.');
    const offers = (await call(api(), 'GET', '/cart/beauty-pass-offers', { jar: m.jar, country: 'SG' })).json();
    expect(offers).toMatchObject({ signed_in: true, balance: 700, redeemed: { redemptionId: bag.reward.redemptionId, rewardId: reward.id } });
    expect(offers.groups.map((g: { key: string }) => g.key)).toEqual(['under_500', 'from_500']);

    const back = (await call(api(), 'DELETE', `/cart/beauty-pass-offers/${bag.reward.redemptionId}`, { jar: m.jar, country: 'SG' })).json().bag;
    expect(back.reward).toBeNull();
    expect(await balanceOf(db(), m.customerId)).toBe(1000);
  });

  it('gives the reward of a bag left for a week back to the member, and keeps one in a bag in use', async () => {
    const reward = await createReward(db(), { slug: `held-${randomUUID().slice(0, 8)}`, name: t('Held reward'), description: t('For tests.'), points: 250, stock: 5, position: 99_002 });
    const v = await variant('SG', 25_00);
    const left = await member(500);
    const active = await member(500);
    for (const m of [left, active]) {
      await add(m.jar, v.variantId, 1);
      expect((await call(api(), 'POST', '/cart/beauty-pass-offers', { jar: m.jar, body: { reward_id: reward.id }, country: 'SG' })).statusCode).toBe(201);
    }
    const weekAgo = new Date(Date.now() - 8 * DAY);
    await db().execute(sql`update reward_redemptions set created_at = ${weekAgo.toISOString()} where reward_id = ${reward.id}`);
    await db().execute(sql`update bags set updated_at = ${weekAgo.toISOString()} where customer_id = ${left.customerId}`);
    expect(await releaseAbandonedRewards(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(db(), left.customerId)).toBe(500);
    expect((await bagOf(left.jar)).reward).toBeNull();
    expect(await balanceOf(db(), active.customerId)).toBe(250);
    expect((await bagOf(active.jar)).reward).toMatchObject({ id: reward.id });
  });
});
