/**
 * Reads that may go side by side. On the pool-level database each query takes a connection of its
 * own, so independent reads run in parallel (the bag's read on the add-to-bag path counts on it).
 * A transaction is one connection: node-postgres queues a query sent while another runs, warns
 * ("Calling client.query() when the client is already executing a query is deprecated") and
 * pg 9 refuses it, so there the same reads go one after another — which is what the connection
 * did with them anyway. Code that takes a `Db` that may be either goes through here, never through
 * `Promise.all` over queries.
 */
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Whether `db` is a transaction (one connection) rather than the database: drizzle's transaction
 * classes of both drivers (node-postgres and PGlite), savepoints included, extend `PgTransaction`
 * (`is` goes by drizzle's entity kinds, so it holds across copies of the package too).
 */
export function isTransaction(db: Db): boolean {
  return is(db, PgTransaction);
}

type Thunks = ReadonlyArray<() => unknown>;
type Results<T extends Thunks> = { -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never };

/**
 * Run each of `work` and answer their results in order, like `Promise.all(work.map((w) => w()))`:
 * all started at once on the database, one after another (in order) on a transaction.
 */
export async function inParallel<const T extends Thunks>(db: Db, work: T): Promise<Results<T>> {
  if (!isTransaction(db)) return (await Promise.all(work.map((w) => w()))) as Results<T>;
  const results: unknown[] = [];
  for (const w of work) results.push(await w());
  return results as Results<T>;
}

/** `inParallel` over a list: `each` of every item, results in the items' order. */
export function eachInParallel<I, R>(db: Db, items: readonly I[], each: (item: I, index: number) => R | Promise<R>): Promise<Awaited<R>[]> {
  return inParallel(
    db,
    items.map((item, i) => () => each(item, i)),
  ) as Promise<Awaited<R>[]>;
}
