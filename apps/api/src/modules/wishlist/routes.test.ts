import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { type CookieJar, call, registerMember } from '../auth/test-helpers.ts';
import { WISHLIST_MAX_ITEMS, wishlistCount, wishlistVariantIds } from './service.ts';

interface Item {
  variantId: number;
  product: { id: number; slug: string; name: string };
  brand: { slug: string; name: string };
  price: { amount: number; currency: string } | null;
  salePrice: { amount: number; currency: string } | null;
  inStock: boolean;
  appExclusive: boolean;
  addedAt: string;
}

describeApi('wishlist', (ctx) => {
  const db = () => ctx().database.db;
  const api = () => ctx().api;

  /** A newly registered member, signed in, and their customer id. */
  const member = async () => {
    const { jar, email } = await registerMember(api());
    const [row] = await queryRows<{ id: number }>(db(), sql`select id from customers where lower(email) = lower(${email})`);
    return { jar, customerId: Number(row!.id) };
  };

  /** Published variants, in id order, skipping the first `skip`. */
  const variantIds = async (count: number, skip = 0) => {
    const rows = await queryRows<{ id: number }>(
      db(),
      sql`select v.id from variants v join products p on p.id = v.product_id and p.published order by v.id limit ${count} offset ${skip}`,
    );
    expect(rows).toHaveLength(count);
    return rows.map((r) => Number(r.id));
  };

  const list = (jar: CookieJar | undefined, country = 'SG', language = 'en') => call(api(), 'GET', '/wishlist', { jar, country, language });
  const update = async (
    jar: CookieJar | undefined,
    body: Record<string, unknown>,
    options: { method?: 'PUT' | 'PATCH'; country?: string; language?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    api().inject({
      method: options.method ?? 'PUT',
      url: '/api/web/v1/wishlist',
      headers: { ...shopHeaders(options.country, options.language), ...(jar ? { cookie: jar.header() } : {}) },
      payload: body,
    });
  const add = (jar: CookieJar, variantId: number, options: { method?: 'PUT' | 'PATCH'; country?: string; language?: string } = {}) =>
    update(jar, { variant_id: variantId, action: 'add' }, options);
  const remove = (jar: CookieJar, variantId: number) => update(jar, { variant_id: variantId, action: 'remove' });
  const idsOf = (response: LightMyRequestResponse) => (response.json().items as Item[]).map((i) => i.variantId);
  const rowsOf = async (customerId: number) =>
    Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from wishlist_items where customer_id = ${customerId}`))[0]!.n);
  /** Save `variants` for a member straight in the table (setting up a long list quickly). */
  const fill = (customerId: number, variants: number[]) =>
    db().execute(sql`insert into wishlist_items (customer_id, variant_id, added_at)
      select ${customerId}::int, v, now() - make_interval(secs => ord) from unnest(${`{${variants.join(',')}}`}::int[]) with ordinality as t(v, ord)`);

  it('answers guests 401 sign_in_required on every verb, never cached', async () => {
    const [variant] = await variantIds(1);
    for (const response of [await list(undefined), await update(undefined, { variant_id: variant, action: 'add' }), await update(undefined, { variant_id: variant, action: 'add' }, { method: 'PATCH' })]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'sign_in_required', message: 'Please sign in to continue.' });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect(Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from wishlist_items`))[0]!.n)).toBe(0);
  });

  it('adds, lists newest first, removes; adding again changes nothing; PATCH does the same as PUT; the dashboard counts it', async () => {
    const m = await member();
    const empty = await list(m.jar);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(empty.json()).toEqual({ items: [] });

    const [a, b, c] = await variantIds(3, 10);
    const first = await add(m.jar, a!);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(idsOf(first)).toEqual([a]);
    const item = first.json().items[0] as Item;
    expect(item.product.name).not.toBe('');
    expect(item.brand.slug).not.toBe('');
    expect(item.price).toMatchObject({ currency: 'SGD' });
    expect(item.price!.amount).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(item.addedAt))).toBe(false);

    expect(idsOf(await add(m.jar, b!, { method: 'PATCH' }))).toEqual([b, a]);
    expect(idsOf(await add(m.jar, c!))).toEqual([c, b, a]);
    // Adding a saved variant again is a no-op: one row, and it keeps its place.
    const again = await add(m.jar, a!);
    expect(again.statusCode).toBe(200);
    expect(idsOf(again)).toEqual([c, b, a]);
    expect(await rowsOf(m.customerId)).toBe(3);
    expect(idsOf(await list(m.jar))).toEqual([c, b, a]);
    const times = ((await list(m.jar)).json().items as Item[]).map((i) => Date.parse(i.addedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    expect((await call(api(), 'GET', '/account', { jar: m.jar })).json().counts.wishlist).toBe(3);
    expect(await wishlistCount(db(), m.customerId)).toBe(3);
    expect(await wishlistVariantIds(db(), m.customerId)).toEqual([c, b, a]);

    const removed = await remove(m.jar, b!);
    expect(removed.statusCode).toBe(200);
    expect(idsOf(removed)).toEqual([c, a]);
    // Removing what is not there is a no-op too.
    expect(idsOf(await remove(m.jar, b!))).toEqual([c, a]);
    expect(idsOf(await update(m.jar, { variant_id: c, action: 'remove' }, { method: 'PATCH' }))).toEqual([a]);
    expect((await call(api(), 'GET', '/account', { jar: m.jar })).json().counts.wishlist).toBe(1);
  });

  it('refuses an unknown variant or one of an unpublished product with 404 and saves nothing; refuses a bad body with 400', async () => {
    const m = await member();
    const [kept] = await variantIds(1, 20);
    await add(m.jar, kept!);

    const unknown = await add(m.jar, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('resource_not_found');

    const [hidden] = await variantIds(1, 21);
    const [{ product_id: productId }] = (await queryRows<{ product_id: number }>(db(), sql`select product_id from variants where id = ${hidden}`)) as [{ product_id: number }];
    await db().execute(sql`update products set published = false where id = ${productId}`);
    try {
      expect((await add(m.jar, hidden!)).statusCode).toBe(404);
    } finally {
      await db().execute(sql`update products set published = true where id = ${productId}`);
    }

    for (const body of [{ variant_id: kept, action: 'toggle' }, { variant_id: -1, action: 'add' }, { variant_id: 'x', action: 'add' }, { action: 'add' }]) {
      const response = await update(m.jar, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect(await rowsOf(m.customerId)).toBe(1);
    expect(idsOf(await list(m.jar))).toEqual([kept]);
  });

  it('prices each item in the request country: not sold there shows with price null and not in stock', async () => {
    const m = await member();
    const [sold, notInAu] = await variantIds(2, 30);
    await db().execute(sql`delete from variant_markets where variant_id = ${notInAu} and country = 'AU'`);
    await add(m.jar, sold!);
    const added = await add(m.jar, notInAu!, { country: 'AU' });
    expect(added.statusCode).toBe(200);

    const au = (await list(m.jar, 'AU')).json().items as Item[];
    expect(au.map((i) => i.variantId)).toEqual([notInAu, sold]);
    expect(au[0]).toMatchObject({ price: null, salePrice: null, inStock: false });
    expect(au[1]!.price).toMatchObject({ currency: 'AUD' });

    const sg = (await list(m.jar, 'SG')).json().items as Item[];
    expect(sg[0]!.price).toMatchObject({ currency: 'SGD' });
    const [market] = await queryRows<{ price: number; sale_price: number | null; stock: number }>(
      db(),
      sql`select price, sale_price, stock from variant_markets where variant_id = ${notInAu} and country = 'SG'`,
    );
    expect(sg[0]!.price!.amount).toBe(Number(market!.price));
    expect(sg[0]!.salePrice?.amount ?? null).toBe(market!.sale_price === null ? null : Number(market!.sale_price));
    expect(sg[0]!.inStock).toBe(Number(market!.stock) > 0);
  });

  it('says which saved products are sold only in the Blush app (no Add to bag for them)', async () => {
    const m = await member();
    // Two variants of two products.
    const [web, appOnly] = (
      await queryRows<{ id: number }>(db(), sql`select min(v.id) as id from variants v join products p on p.id = v.product_id and p.published group by p.id order by p.id limit 2 offset 30`)
    ).map((r) => Number(r.id));
    await db().execute(sql`update products set badges = array_append(badges, 'app_exclusive') where id = (select product_id from variants where id = ${appOnly}) and not ('app_exclusive' = any(badges))`);
    await db().execute(sql`update products set badges = array_remove(badges, 'app_exclusive') where id = (select product_id from variants where id = ${web})`);
    await add(m.jar, web!);
    await add(m.jar, appOnly!);
    const items = (await list(m.jar)).json().items as Item[];
    expect(items.map((i) => [i.variantId, i.appExclusive])).toEqual([[appOnly, true], [web, false]]);
  });

  it('names products in the language of Accept-Language', async () => {
    const m = await member();
    const [variant] = await variantIds(1, 40);
    await add(m.jar, variant!);
    const [names] = await queryRows<{ en: string; th: string; zh: string }>(
      db(),
      sql`select p.name->>'en' as en, p.name->>'th' as th, p.name->>'zh' as zh from variants v join products p on p.id = v.product_id where v.id = ${variant}`,
    );
    expect(names!.th).not.toBe(names!.en);
    expect(((await list(m.jar, 'SG', 'en')).json().items as Item[])[0]!.product.name).toBe(names!.en);
    expect(((await list(m.jar, 'TH', 'th')).json().items as Item[])[0]!.product.name).toBe(names!.th);
    expect(((await list(m.jar, 'HK', 'zh')).json().items as Item[])[0]!.product.name).toBe(names!.zh);
    expect(((await list(m.jar, 'TH', 'th')).json().items as Item[])[0]!.price).toMatchObject({ currency: 'THB' });
  });

  it("keeps two members' lists apart: one removing a variant leaves the other's list as it was", async () => {
    const a = await member();
    const b = await member();
    const [shared, onlyA, onlyB] = await variantIds(3, 50);
    await add(a.jar, shared!);
    await add(a.jar, onlyA!);
    await add(b.jar, onlyB!);
    await add(b.jar, shared!);
    expect(idsOf(await list(a.jar))).toEqual([onlyA, shared]);
    expect(idsOf(await list(b.jar))).toEqual([shared, onlyB]);

    expect(idsOf(await remove(a.jar, shared!))).toEqual([onlyA]);
    // A removing B's only item is a no-op on A's list and never reaches B's.
    expect(idsOf(await remove(a.jar, onlyB!))).toEqual([onlyA]);
    expect(idsOf(await list(b.jar))).toEqual([shared, onlyB]);
    expect(await rowsOf(b.customerId)).toBe(2);
  });

  it('leaves one row after ten concurrent adds of the same variant', async () => {
    const m = await member();
    const [variant] = await variantIds(1, 60);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(m.jar, variant!)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(idsOf(answer)).toEqual([variant]);
    expect(await rowsOf(m.customerId)).toBe(1);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} items: the next add answers 422 wishlist_full and saves nothing; a saved one can still be added again`, async () => {
    const m = await member();
    const variants = await variantIds(WISHLIST_MAX_ITEMS + 2);
    await fill(m.customerId, variants.slice(0, WISHLIST_MAX_ITEMS - 1));
    const last = await add(m.jar, variants[WISHLIST_MAX_ITEMS - 1]!);
    expect(last.statusCode).toBe(200);
    expect(idsOf(last)).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(idsOf(last)[0]).toBe(variants[WISHLIST_MAX_ITEMS - 1]);

    const over = await add(m.jar, variants[WISHLIST_MAX_ITEMS]!);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({ code: 'wishlist_full', message: `Your wishlist is full: it holds up to ${WISHLIST_MAX_ITEMS} items. Remove one to add another.` });
    const overTh = await add(m.jar, variants[WISHLIST_MAX_ITEMS]!, { country: 'TH', language: 'th' });
    expect(overTh.statusCode).toBe(422);
    expect(overTh.json().error.message).toContain(String(WISHLIST_MAX_ITEMS));
    expect(overTh.json().error.message).not.toBe(over.json().error.message);
    expect(await rowsOf(m.customerId)).toBe(WISHLIST_MAX_ITEMS);

    // Idempotent even when full.
    expect((await add(m.jar, variants[0]!)).statusCode).toBe(200);
    expect(await rowsOf(m.customerId)).toBe(WISHLIST_MAX_ITEMS);
    expect((await call(api(), 'GET', '/account', { jar: m.jar })).json().counts.wishlist).toBe(WISHLIST_MAX_ITEMS);

    // Room again after a removal.
    expect((await remove(m.jar, variants[5]!)).statusCode).toBe(200);
    expect((await add(m.jar, variants[WISHLIST_MAX_ITEMS]!)).statusCode).toBe(200);
    expect(await rowsOf(m.customerId)).toBe(WISHLIST_MAX_ITEMS);
  });

  it('never passes the cap under concurrent adds of different variants', async () => {
    const m = await member();
    const room = 5;
    const racing = 20;
    const variants = await variantIds(WISHLIST_MAX_ITEMS - room + racing);
    await fill(m.customerId, variants.slice(0, WISHLIST_MAX_ITEMS - room));
    const answers = await Promise.all(variants.slice(WISHLIST_MAX_ITEMS - room).map((v) => add(m.jar, v)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(room);
    expect(statuses.filter((s) => s === 422)).toHaveLength(racing - room);
    for (const answer of answers.filter((r) => r.statusCode === 422)) expect(answer.json().error.code).toBe('wishlist_full');
    expect(await rowsOf(m.customerId)).toBe(WISHLIST_MAX_ITEMS);
  });
});
