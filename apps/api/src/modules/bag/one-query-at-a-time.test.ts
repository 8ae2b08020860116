/**
 * A transaction is one connection: the bag's reads inside one (applying a code under the bag's
 * lock, checkout's read of the locked bag) send their queries one at a time. node-postgres queues a
 * query sent while its client runs another and says "Calling client.query() when the client is
 * already executing a query is deprecated" (pg 9 refuses it). It says so once per process, and only
 * from the third query waiting, so the test watches the clients itself: a query started on a client
 * that is still running or queueing one is recorded, on PostgreSQL for every pg client, on PGlite
 * for a transaction's connection.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { checkoutBody, paymentKit } from '../payment/test-orders.ts';
import { createPromotion } from '../promotion/service.ts';

type Query = (...args: unknown[]) => unknown;
/** What node-postgres keeps of a client's queries (pg/lib/client.js): the one running and those waiting. */
type PgClientState = { _activeQuery?: unknown; _queryQueue?: unknown[] };
interface PgliteTx {
  query: Query;
  exec: Query;
}
interface PgliteLike {
  transaction: (work: (tx: PgliteTx) => Promise<unknown>) => Promise<unknown>;
}

const DEPRECATION = 'already executing a query';
const text = (arg: unknown) => (typeof arg === 'string' ? arg : ((arg as { text?: string })?.text ?? String(arg))).replace(/\s+/g, ' ').slice(0, 160);

/** Record every query sent to a connection busy with another; undone by the returned function. */
function watchOverlaps(database: Database, overlaps: string[]): () => void {
  if (database.kind === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: Query };
    const original = proto.query;
    proto.query = function (this: PgClientState, ...args: unknown[]) {
      if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) overlaps.push(text(args[0]));
      return original.apply(this, args);
    };
    return () => void (proto.query = original);
  }
  const client = (database.db as unknown as { $client: PgliteLike }).$client;
  const original = client.transaction;
  client.transaction = (work) =>
    original.call(client, (tx) => {
      let running = 0;
      for (const key of ['query', 'exec'] as const) {
        const send = tx[key].bind(tx);
        tx[key] = (...args: unknown[]) => {
          if (running > 0) overlaps.push(text(args[0]));
          running++;
          return Promise.resolve(send(...args)).finally(() => running--);
        };
      }
      return work(tx);
    });
  return () => void (client.transaction = original);
}

const t = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });

describeApi('bag reads in a transaction', (ctx) => {
  const api = () => ctx().api;
  const kit = paymentKit(ctx);
  const overlaps: string[] = [];
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.message.includes(DEPRECATION)) warnings.push(warning.message);
  };
  let unwatch: (() => void) | undefined;
  beforeEach(() => {
    overlaps.length = 0;
    warnings.length = 0;
    process.on('warning', onWarning);
    unwatch = watchOverlaps(ctx().database, overlaps);
  });
  afterEach(() => {
    unwatch?.();
    process.off('warning', onWarning);
  });

  it('sends one query at a time on the connection when a code is applied and the bag is placed as an order', async () => {
    const variant = await kit.variant(25_00, 10, 'SG');
    // A code whose rules read the usage and the member's orders: every read of the bag's extras happens.
    const promo = await createPromotion(ctx().database.db, {
      code: `ONEATATIME${randomUUID().slice(0, 6).toUpperCase()}`,
      kind: 'percentage',
      percent: 10,
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      title: t('One at a time'),
      details: t('d'),
      terms: t('t'),
    });
    const member = (await call(api(), 'POST', '/sandbox/users', { body: { country: 'SG' } })).json();
    const jar = new CookieJar();
    expect((await call(api(), 'POST', '/sessions', { body: { email: member.email, password: member.password }, jar, country: 'SG' })).statusCode).toBe(200);
    expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variant, quantity: 2 }, country: 'SG' })).statusCode).toBe(201);

    // Applying the code composes the bag under its lock, in a transaction.
    const applied = await call(api(), 'POST', '/cart/discount-coupon', { jar, body: { code: promo.code }, country: 'SG' });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().bag.promotion).toMatchObject({ code: promo.code, applicable: true });

    // Checkout reads the locked bag (lines, variants, code, usage, choices, gift cards, credit) in its transaction.
    const bag = (await call(api(), 'GET', '/cart', { jar, country: 'SG' })).json().bag;
    const placed = await call(api(), 'POST', '/orders', { jar, body: { ...checkoutBody(bag.summary.total.amount), email: member.email }, country: 'SG', headers: { 'idempotency-key': randomUUID() } });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.promotionCode).toBe(promo.code);

    // Let a deprecation warning, emitted on the next tick, arrive.
    await new Promise((resolve) => setImmediate(resolve));
    expect(overlaps).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
