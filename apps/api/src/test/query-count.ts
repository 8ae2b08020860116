import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Database } from '../db/client.ts';

type Query = (...args: unknown[]) => unknown;
interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (work: (tx: PgliteLike) => Promise<unknown>) => Promise<unknown>;
}

const counting = new AsyncLocalStorage<string[]>();

/**
 * The statements `work` sends to the database, counted at the driver: on PostgreSQL every query a
 * connection sends (a transaction's BEGIN and COMMIT included), on PGlite every query and exec, a
 * transaction counting its BEGIN and COMMIT too. Only what `work` sends counts (not the outbox's
 * poll on its timer meanwhile); one count at a time.
 */
export async function countQueries<T>(database: Database, work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const mine = () => counting.getStore() === queries;
  const text = (arg: unknown) => (typeof arg === 'string' ? arg : ((arg as { text?: string })?.text ?? String(arg)));
  const restore: Array<() => void> = [];
  const wrap = <O extends object, K extends keyof O>(owner: O, key: K, make: (original: O[K]) => O[K]) => {
    const own = Object.prototype.hasOwnProperty.call(owner, key);
    const original = owner[key];
    owner[key] = make(original);
    restore.push(() => (own ? (owner[key] = original) : delete owner[key]));
  };
  const counted = (original: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      if (mine()) queries.push(text(args[0]));
      return original.apply(this, args);
    };
  if (database.kind === 'postgres') {
    wrap(pg.Client.prototype, 'query', (original) => counted(original as Query) as typeof original);
  } else {
    const client = (database.db as unknown as { $client: PgliteLike }).$client;
    wrap(client, 'query', counted);
    wrap(client, 'exec', counted);
    wrap(client, 'transaction', (original) => (work) => {
      if (!mine()) return original.call(client, work);
      queries.push('BEGIN');
      const tx = (t: PgliteLike): PgliteLike => ({ ...t, query: counted(t.query.bind(t)), exec: counted(t.exec.bind(t)), transaction: t.transaction });
      return original.call(client, (t: PgliteLike) => work(tx(t))).finally(() => queries.push('COMMIT'));
    });
  }
  try {
    return { result: await counting.run(queries, work), queries };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
