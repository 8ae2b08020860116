import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { countQueries } from '../../test/query-count.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';

/** Issue 20: an add to the bag is one read of the bag, one of its variants and one guarded write. */
describeApi('bag round trips', (ctx) => {
  const db = () => ctx().database.db;

  /** Variants sold in SG with plenty of stock and no purchase rules, `n` of them from different products. */
  async function variants(n: number, offset: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(db(), sql`
      select distinct on (p.id) v.id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG'
      where vm.available and vm.stock >= 10 and v.purchase_limit is null and b.purchase_limit is null and not ('app_exclusive' = any(p.badges))
      order by p.id, v.id limit ${n} offset ${offset}`);
    return rows.map((r) => Number(r.id));
  }
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, jar: CookieJar, body?: object) => countQueries(ctx().database, () => call(ctx().api, method, path, { jar, body, country: 'SG' }));
  /** Counted at all (the count follows the request), and no more than `max`. */
  const expectRoundTrips = (sent: { queries: string[] }, max: number) => {
    expect(sent.queries.length, sent.queries.join('\n')).toBeGreaterThan(0);
    expect(sent.queries.length, sent.queries.join('\n')).toBeLessThanOrEqual(max);
  };
  const add = (jar: CookieJar, variantId: number, quantity = 1) => send('POST', '/cart/line-items', jar, { variant_id: variantId, quantity });

  it('adds to a new bag and to an existing one in at most three round trips, and answers the whole bag', async () => {
    const [a, b] = await variants(2, 20);
    const jar = new CookieJar();
    // The automatic promotions are kept 30 s per process: read once here, not by the adds below.
    await call(ctx().api, 'GET', '/cart', { jar: new CookieJar(), country: 'SG' });

    const first = await add(jar, a!, 2);
    expect(first.result.statusCode).toBe(201);
    expectRoundTrips(first, 3);
    expect(first.result.json().bag.lines.map((l: { variant: { id: number }; quantity: number }) => [l.variant.id, l.quantity])).toEqual([[a, 2]]);

    const second = await add(jar, b!, 1);
    expectRoundTrips(second, 3);
    const more = await add(jar, a!, 1);
    expectRoundTrips(more, 3);
    const bag = more.result.json().bag;
    expect(bag.lines.map((l: { variant: { id: number }; quantity: number }) => [l.variant.id, l.quantity])).toEqual([[a, 3], [b, 1]]);
    expect(bag.itemsCount).toBe(4);
    // What the answer says is what the bag holds.
    expect((await call(ctx().api, 'GET', '/cart', { jar, country: 'SG' })).json().bag).toEqual(bag);
  });

  it('changes and removes a line in at most three round trips, and reads the bag in two', async () => {
    const [a, b] = await variants(2, 22);
    const jar = new CookieJar();
    await add(jar, a!, 1);
    const line = (await add(jar, b!, 1)).result.json().bag.lines[1];

    const changed = await send('PATCH', `/cart/line-items/${line.id}`, jar, { quantity: 4 });
    expect(changed.result.statusCode).toBe(200);
    expectRoundTrips(changed, 3);
    expect(changed.result.json().bag.lines[1].quantity).toBe(4);

    const read = await send('GET', '/cart', jar);
    expectRoundTrips(read, 2);
    expect(read.result.json().bag).toEqual(changed.result.json().bag);

    const removed = await send('DELETE', `/cart/line-items/${line.id}`, jar);
    expectRoundTrips(removed, 3);
    expect(removed.result.json().bag.lines.map((l: { variant: { id: number } }) => l.variant.id)).toEqual([a]);
    expect((await call(ctx().api, 'GET', '/cart', { jar, country: 'SG' })).json().bag).toEqual(removed.result.json().bag);
  });

  it('never passes a brand limit when two tabs add different items of the brand at once', async () => {
    const [row] = await queryRows<{ brand_id: number; ids: number[] }>(db(), sql`
      select p.brand_id, (array_agg(v.id order by v.id))[1:2] as ids from variants v join products p on p.id = v.product_id
      where p.published and not ('app_exclusive' = any(p.badges)) group by p.brand_id having count(*) >= 2 order by p.brand_id limit 1`);
    const [x, y] = row!.ids.map(Number);
    await db().execute(sql`
      insert into variant_markets (variant_id, country, price, currency, stock, available) values (${x}, 'SG', 1000, 'SGD', 50, true), (${y}, 'SG', 1200, 'SGD', 50, true)
      on conflict (variant_id, country) do update set stock = 50, available = true`);
    await db().execute(sql`update variants set purchase_limit = null where id in (${x}, ${y})`);
    await db().execute(sql`update brands set purchase_limit = 3 where id = ${row!.brand_id}`);
    try {
      const jar = new CookieJar();
      expect((await add(jar, x!, 1)).result.statusCode).toBe(201);
      const post = (variantId: number) => call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: variantId, quantity: 2 }, country: 'SG' });
      const answers = await Promise.all([post(x!), post(y!), post(y!)]);
      const bag = (await call(ctx().api, 'GET', '/cart', { jar, country: 'SG' })).json().bag;
      const units = bag.lines.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0);
      expect(units).toBeLessThanOrEqual(3);
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 422).map((r) => r.json().error.code)).toEqual(['brand_limit', 'brand_limit']);
    } finally {
      await db().execute(sql`update brands set purchase_limit = null where id = ${row!.brand_id}`);
    }
  });
});
