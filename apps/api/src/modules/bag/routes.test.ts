import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call, registerMember } from '../auth/test-helpers.ts';
import { setOnlineStock } from '../catalog/test-stock.ts';

describeApi('bag', (ctx) => {
  const db = () => ctx().database.db;

  /** A variant sold in the country with plenty of stock and no purchase rules, given a fixed price. */
  async function variant(country: string, price: number, options: { house?: boolean; skip?: number } = {}): Promise<number> {
    // One variant per product, so changing one test's product never touches another's.
    const [row] = await queryRows<{ id: number }>(db(), sql`
      select distinct on (p.id) v.id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
      where vm.available and vm.stock >= 10 and v.purchase_limit is null and b.purchase_limit is null
        and not p.non_discountable and not v.click_and_collect_only and b.is_house = ${options.house ?? false}
        and not ('app_exclusive' = any(p.badges))
        and not exists (select 1 from variant_markets o where o.variant_id = v.id and o.country = 'ZZ')
      order by p.id, v.id limit 1 offset ${options.skip ?? 0}`);
    await db().execute(sql`update variant_markets set price = ${price}, sale_price = null where variant_id = ${row!.id} and country = ${country}`);
    await setOnlineStock(db(), row!.id, country, 50);
    return Number(row!.id);
  }
  const add = (jar: CookieJar, variantId: number, quantity = 1, country = 'SG', language = 'en') =>
    call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity }, country, language });
  const bagOf = async (jar: CookieJar, country = 'SG') => (await call(ctx().api, 'GET', '/cart', { jar, country })).json().bag;

  it('gives a guest a bag on the first add, counts it, and keeps it private to its cookie', async () => {
    const jar = new CookieJar();
    expect((await bagOf(jar)).lines).toEqual([]);
    const v = await variant('SG', 20_00, { skip: 1 });
    const added = await add(jar, v, 2);
    expect(added.statusCode).toBe(201);
    const cookie = (added.cookies as Array<{ name: string; httpOnly?: boolean }>).find((c) => c.name === 'bag');
    expect(cookie?.httpOnly).toBe(true);
    expect((await call(ctx().api, 'GET', '/cart/items-count', { jar })).json()).toEqual({ count: 2 });
    expect((await call(ctx().api, 'GET', '/cart/items-count', { jar: new CookieJar() })).json()).toEqual({ count: 0 });
    const line = added.json().bag.lines[0];
    const stranger = new CookieJar();
    await add(stranger, v, 1);
    for (const attempt of [
      await call(ctx().api, 'PATCH', `/cart/line-items/${line.id}`, { jar: stranger, body: { quantity: 5 } }),
      await call(ctx().api, 'DELETE', `/cart/line-items/${line.id}`, { jar: stranger }),
    ]) {
      expect(attempt.statusCode).toBe(404);
    }
    expect((await bagOf(jar)).lines[0].quantity).toBe(2);
  });

  it.each([
    ['SG under the free-shipping threshold', 'SG', 20_00, 1, { subtotal: 20_00, shipping: 5_00, total: 25_00, tax: 206, toFreeShipping: 15_00, points: 20 }],
    ['SG at the threshold', 'SG', 17_50, 2, { subtotal: 35_00, shipping: 0, total: 35_00, tax: 289, toFreeShipping: 0, points: 35 }],
    ['ID under the threshold', 'ID', 300_000_00, 1, { subtotal: 300_000_00, shipping: 25_000_00, total: 325_000_00, tax: 32_207_21, toFreeShipping: 200_000_00, points: 30 }],
    ['TH over the threshold', 'TH', 650_00, 1, { subtotal: 650_00, shipping: 0, total: 650_00, tax: 42_52, toFreeShipping: 0, points: 26 }],
    ['HK without tax', 'HK', 180_00, 2, { subtotal: 360_00, shipping: 40_00, total: 400_00, tax: 0, toFreeShipping: 40_00, points: 72 }],
  ])('computes the cost summary: %s', async (_label, country, price, quantity, expected) => {
    const jar = new CookieJar();
    const v = await variant(country, price, { skip: 2 });
    const response = await add(jar, v, quantity, country);
    expect(response.statusCode).toBe(201);
    const s = response.json().bag.summary;
    expect({
      subtotal: s.subtotal.amount,
      shipping: s.shipping.amount,
      total: s.total.amount,
      tax: s.tax.amount,
      toFreeShipping: s.toFreeShipping.amount,
      points: s.pointsEarned,
    }).toEqual(expected);
    expect(s.priceBeforeTax.amount).toBe(expected.total - expected.tax);
  });

  it('refuses more than 6 of an item, and bad quantities or unknown variants, changing nothing', async () => {
    const jar = new CookieJar();
    const v = await variant('SG', 10_00, { skip: 3 });
    expect((await add(jar, v, 6)).statusCode).toBe(201);
    const seventh = await add(jar, v, 1);
    expect(seventh.statusCode).toBe(422);
    expect(seventh.json().error).toMatchObject({ code: 'quantity_limit', message: 'Only a maximum quantity of 6 of the item could be added to your bag.' });
    const t = await variant('TH', 100_00, { skip: 3 });
    const thaiBag = new CookieJar();
    await add(thaiBag, t, 6, 'TH', 'th');
    const thai = await add(thaiBag, t, 1, 'TH', 'th');
    expect(thai.json().error.message).toBe('สามารถเพิ่มสินค้านี้ลงในตะกร้าได้สูงสุด 6 ชิ้นเท่านั้น');
    for (const body of [{ variant_id: v, quantity: 0 }, { variant_id: v, quantity: 7 }, { variant_id: v, quantity: 1.5 }, { variant_id: 'x' }]) {
      expect((await call(ctx().api, 'POST', '/cart/line-items', { jar, body })).statusCode).toBe(400);
    }
    expect((await add(jar, 999_999, 1)).statusCode).toBe(404);
    const line = (await bagOf(jar)).lines[0];
    expect((await call(ctx().api, 'PATCH', `/cart/line-items/${line.id}`, { jar, body: { quantity: 7 } })).statusCode).toBe(400);
    const bag = await bagOf(jar);
    expect(bag.lines.map((l: { quantity: number }) => l.quantity)).toEqual([6]);
  });

  it('never passes 6 when ten adds of the same item race', async () => {
    const jar = new CookieJar();
    const v = await variant('SG', 10_00, { skip: 4 });
    expect((await add(jar, v, 1)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(jar, v, 1)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(5);
    expect((await bagOf(jar)).lines[0].quantity).toBe(6);
  });

  it('applies stock, variant and brand limits and the country, with the catalogue messages', async () => {
    const jar = new CookieJar();
    const v = await variant('SG', 10_00, { skip: 5 });
    await setOnlineStock(db(), v, 'SG', 2);
    const overStock = await add(jar, v, 3);
    expect(overStock.json().error).toMatchObject({ code: 'quantity_limit', message: 'Only a maximum quantity of 2 of the item could be added to your bag.' });
    await db().execute(sql`update variants set purchase_limit = 1 where id = ${v}`);
    expect((await add(jar, v, 2)).json().error.code).toBe('variant_limit');
    await db().execute(sql`update variants set purchase_limit = null where id = ${v}`);

    const [brand] = await queryRows<{ brand_id: number }>(db(), sql`select p.brand_id from variants v join products p on p.id = v.product_id where v.id = ${v}`);
    await db().execute(sql`update brands set purchase_limit = 3 where id = ${brand!.brand_id}`);
    const [sibling] = await queryRows<{ id: number }>(db(), sql`
      select v.id from variants v join products p on p.id = v.product_id where p.brand_id = ${brand!.brand_id} and v.id <> ${v} order by v.id limit 1`);
    if (!sibling) throw new Error('the seeded brand has a single variant');
    await db().execute(sql`
      insert into variant_markets (variant_id, country, price, currency, stock, available)
      values (${sibling.id}, 'SG', 1500, 'SGD', 50, true)
      on conflict (variant_id, country) do update set stock = 50, available = true, sale_price = null, price = 1500`);
    await db().execute(sql`update variants set purchase_limit = null where id = ${sibling.id}`);
    expect((await add(jar, v, 2)).statusCode).toBe(201);
    const brandLimit = await add(jar, Number(sibling!.id), 2);
    expect(brandLimit.json().error).toMatchObject({ code: 'brand_limit', message: 'You have reached the limit for this brand in one checkout.' });
    await db().execute(sql`update brands set purchase_limit = null where id = ${brand!.brand_id}`);

    const [notHere] = await queryRows<{ id: number }>(db(), sql`select v.id from variants v where not exists (select 1 from variant_markets vm where vm.variant_id = v.id and vm.country = 'SG') limit 1`);
    if (notHere) expect((await add(jar, Number(notHere.id), 1)).json().error.code).toBe('variant_unavailable_in_country');
    await db().execute(sql`update variant_markets set available = false where variant_id = ${v} and country = 'TH'`);
    expect((await add(new CookieJar(), v, 1, 'TH')).json().error.code).toBe('variant_unavailable_in_country');
  });

  it('refuses a product sold only in the app, in the shopper\'s language, changing nothing; a line that became app exclusive blocks checkout', async () => {
    const appOnly = (variantId: number, on: boolean) =>
      db().execute(sql`update products set badges = ${on ? sql`array_append(badges, 'app_exclusive')` : sql`array_remove(badges, 'app_exclusive')`} where id = (select product_id from variants where id = ${variantId})`);
    const v = await variant('SG', 15_00, { skip: 13 });
    const kept = await variant('SG', 25_00, { skip: 14 });
    const jar = new CookieJar();
    expect((await add(jar, kept, 1)).statusCode).toBe(201);
    await appOnly(v, true);
    try {
      const refused = await add(jar, v, 1);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toEqual({ code: 'app_exclusive', message: 'This product is sold only in the Blush app. Get the app to add it to your bag.' });
      const guest = new CookieJar();
      expect((await add(guest, v, 2)).json().error.code).toBe('app_exclusive');
      expect((await call(ctx().api, 'GET', '/cart/items-count', { jar: guest })).json()).toEqual({ count: 0 });
      await db().execute(sql`insert into variant_markets (variant_id, country, price, currency, stock, available) values (${v}, 'TH', 50000, 'THB', 50, true), (${v}, 'HK', 15000, 'HKD', 50, true)
        on conflict (variant_id, country) do update set available = true, stock = 50`);
      expect((await add(new CookieJar(), v, 1, 'TH', 'th')).json().error.message).toBe('สินค้านี้จำหน่ายเฉพาะในแอป Blush ดาวน์โหลดแอปเพื่อเพิ่มสินค้าลงตะกร้า');
      expect((await add(new CookieJar(), v, 1, 'HK', 'zh')).json().error.message).toBe('此產品只在 Blush App 發售。下載 App 即可加入購物袋。');
      // Nothing changed: the member's bag holds what it held.
      const bag = await bagOf(jar);
      expect(bag.lines.map((l: { variant: { id: number }; quantity: number }) => [l.variant.id, l.quantity])).toEqual([[kept, 1]]);
      expect(bag.summary.subtotal.amount).toBe(25_00);

      // A line put in before its product became app exclusive stays, flagged, out of the totals.
      await appOnly(v, false);
      expect((await add(jar, v, 1)).statusCode).toBe(201);
      await appOnly(v, true);
      const flagged = await bagOf(jar);
      const line = flagged.lines.find((l: { variant: { id: number } }) => l.variant.id === v);
      expect(line).toMatchObject({ unavailable: true, outOfStock: false, maxQuantity: 1, subtotal: { amount: 0 } });
      expect(flagged.summary.subtotal.amount).toBe(25_00);
      expect(flagged.canCheckout).toBe(false);
      expect(flagged.blockers).toEqual([{ lineId: line.id, code: 'app_exclusive', message: 'This product is sold only in the Blush app. Get the app to add it to your bag.' }]);
      const raised = await call(ctx().api, 'PATCH', `/cart/line-items/${line.id}`, { jar, body: { quantity: 2 } });
      expect(raised.json().error.code).toBe('app_exclusive');
      const removed = (await call(ctx().api, 'DELETE', `/cart/line-items/${line.id}`, { jar })).json().bag;
      expect(removed.canCheckout).toBe(true);
    } finally {
      await appOnly(v, false);
    }
  });

  it('keeps an out-of-stock line visible, flagged, out of the totals, and blocks checkout until removed', async () => {
    const jar = new CookieJar();
    const a = await variant('SG', 30_00, { skip: 6 });
    const b = await variant('SG', 12_00, { skip: 7 });
    await add(jar, a, 1);
    await add(jar, b, 1);
    await setOnlineStock(db(), b, 'SG', 0);
    let bag = await bagOf(jar);
    const gone = bag.lines.find((l: { variant: { id: number } }) => l.variant.id === b);
    expect(gone).toMatchObject({ outOfStock: true, inventory: 0, subtotal: { amount: 0 } });
    expect(bag.summary.subtotal.amount).toBe(30_00);
    expect(bag.canCheckout).toBe(false);
    expect(bag.blockers).toEqual([{ lineId: gone.id, code: 'out_of_stock', message: 'Out of stock. Please remove it to proceed to checkout.' }]);
    expect((await add(jar, b, 1)).json().error.code).toBe('out_of_stock');
    bag = (await call(ctx().api, 'DELETE', `/cart/line-items/${gone.id}`, { jar })).json().bag;
    expect(bag.canCheckout).toBe(true);
  });

  it('merges a guest bag into the member bag at sign-in without losing either side, up to 6 an item', async () => {
    const m = await registerMember(ctx().api);
    const shared = await variant('SG', 10_00, { skip: 8 });
    const guestOnly = await variant('SG', 11_00, { skip: 9 });
    await add(m.jar, shared, 4);
    await call(ctx().api, 'DELETE', '/sessions', { jar: m.jar });
    const browser = new CookieJar();
    await add(browser, shared, 3);
    await add(browser, guestOnly, 1);
    const signIn = await call(ctx().api, 'POST', '/sessions', { jar: browser, body: { email: m.email, password: m.password } });
    expect(signIn.statusCode).toBe(200);
    expect(browser.values.has('bag')).toBe(false);
    const lines = (await bagOf(browser)).lines.map((l: { variant: { id: number }; quantity: number }) => [l.variant.id, l.quantity]);
    expect(lines).toEqual(expect.arrayContaining([[shared, 6], [guestOnly, 1]]));
    expect(lines).toHaveLength(2);
  });

  it('moves a line to the wishlist for a member: saved, then gone from the bag; a guest is asked to sign in', async () => {
    const m = await registerMember(ctx().api);
    const v = await variant('SG', 25_00, { skip: 12 });
    const line = (await add(m.jar, v, 2)).json().bag.lines[0];
    const guest = new CookieJar();
    const guestLine = (await add(guest, v, 1)).json().bag.lines[0];
    expect((await call(ctx().api, 'POST', '/cart/move-to-wishlist', { jar: guest, body: { line_id: guestLine.id } })).statusCode).toBe(401);
    expect((await bagOf(guest)).lines).toHaveLength(1);
    const other = await registerMember(ctx().api);
    expect((await call(ctx().api, 'POST', '/cart/move-to-wishlist', { jar: other.jar, body: { line_id: line.id } })).statusCode).toBe(404);
    const moved = await call(ctx().api, 'POST', '/cart/move-to-wishlist', { jar: m.jar, body: { line_id: line.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().bag.lines).toEqual([]);
    const wishlist = (await call(ctx().api, 'GET', '/wishlist', { jar: m.jar })).json().items;
    expect(wishlist.map((i: { variantId: number }) => i.variantId)).toEqual([v]);
  });

  it('gives staff 30 % off, 45 % off the house collection, and nothing off non-discountable products', async () => {
    const staff = new CookieJar();
    expect((await call(ctx().api, 'POST', '/sessions', { jar: staff, body: { email: 'staff@blush.example', password: 'Blush#2026' } })).statusCode).toBe(200);
    const regular = await variant('SG', 40_00, { skip: 10 });
    const house = await variant('SG', 20_00, { house: true });
    const excluded = await variant('SG', 10_00, { skip: 11 });
    await db().execute(sql`update products set non_discountable = true where id = (select product_id from variants where id = ${excluded})`);
    await add(staff, regular, 1);
    await add(staff, house, 1);
    const bag = (await add(staff, excluded, 1)).json().bag;
    expect(bag.summary.discounts).toEqual([{ kind: 'staff', label: 'Staff discount', amount: { amount: 12_00 + 9_00, currency: 'SGD' } }]);
    expect(bag.summary.subtotal.amount).toBe(70_00);
    expect(bag.summary.total.amount).toBe(49_00);
    expect(bag.lines.find((l: { variant: { id: number } }) => l.variant.id === excluded)).toMatchObject({ nonDiscountable: true, discount: { amount: 0 } });
  });
});
