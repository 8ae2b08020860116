import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import { type SQL, sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { acquireDirectoryLock } from './pglite-lock.ts';

export type Schema = typeof schema;
/** The database handle every repo takes: the same API on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run `work` while holding a cluster-wide lock (several instances starting at once seed once). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `loadDataDir`. */
  dump?(): Promise<Blob>;
  /**
   * LISTEN on `channel`: `handlers.message` gets every payload NOTIFY sends there, in commit order.
   * On a server this is a connection of its own, reconnected with backoff; `lost` is called when it
   * drops (notifications may be missed from then on) and `connected` each time it listens (again).
   * Resolves once listening. Closed with the database at the latest.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
}

export interface ListenHandlers {
  message(payload: string): void;
  connected?(): void;
  lost?(error: Error): void;
}

export interface Listening {
  close(): Promise<void>;
}

const STARTUP_LOCK = 727374;

export interface DatabaseOptions {
  /** postgres://… to use a server; otherwise the embedded PGlite. */
  url?: string;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** Pool size on a server. */
  poolSize?: number;
  /** A PGlite data directory dumped by `dump()`, to start an in-memory database from (tests seed once). */
  loadDataDir?: Blob;
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

export const DEFAULT_DATA_DIR = resolve(process.cwd(), '.data', 'pglite');

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openServer(options.url, options.poolSize ?? 20);
  return openEmbedded(options.dataDir ?? DEFAULT_DATA_DIR, options.loadDataDir);
}

async function openServer(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover, a dropped database) is discarded by
  // the pool; without a listener its 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const nodeDb = drizzle(pool, { schema });
  const db = nodeDb as unknown as Db;
  // Several API instances may start at once: one migrates, the others wait on the lock.
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      client.release();
    }
  };
  await exclusive(() => migrate(nodeDb, { migrationsFolder: MIGRATIONS }));
  const listeners = new Set<Listening>();
  const listen = async (channel: string, handlers: ListenHandlers): Promise<Listening> => {
    const listening = await listenOnServer(pg.Client, url, channel, handlers);
    listeners.add(listening);
    return {
      close: async () => {
        listeners.delete(listening);
        await listening.close();
      },
    };
  };
  const close = async () => {
    await Promise.all([...listeners].map((l) => l.close()));
    await pool.end();
  };
  return { db, kind: 'postgres', exclusive, listen, close };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** A dedicated connection that LISTENs, reconnecting with backoff (100 ms doubling to 5 s) when it drops. */
async function listenOnServer(
  Client: typeof PgClient,
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  let closed = false;
  let client: PgClient | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MIN_MS;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    let dropped = false;
    const drop = (error: Error) => {
      if (dropped) return;
      dropped = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      handlers.lost?.(error);
      retry = setTimeout(() => void connect().catch(drop), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    next.on('error', drop);
    next.on('end', () => drop(new Error('the listening connection ended')));
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      drop(error as Error);
      throw error;
    }
    if (closed) {
      dropped = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    handlers.connected?.();
  };
  await connect().catch((error: unknown) => {
    // The first attempt failed: stop the retries and tell the caller.
    closed = true;
    clearTimeout(retry);
    throw error;
  });
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}

async function openEmbedded(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : acquireDirectoryLock(`${dataDir.replace(/[\\/]+$/, '')}.lock`);
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    const db = drizzle(client, { schema }) as unknown as Db;
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'pglite',
      // One process owns the directory (the lock file), and PGlite runs one query at a time.
      exclusive: (work) => work(),
      dump: () => client.dumpDataDir('none'),
      // The embedded database has one connection: notifications of its own commits come back on it.
      listen: async (channel, handlers) => {
        const unlisten = await client.listen(channel, handlers.message);
        handlers.connected?.();
        return { close: () => unlisten().catch(() => undefined) };
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Cheap liveness query for /readyz. */
/**
 * Run `work` in one transaction on either database. Drizzle types a transaction apart from its
 * database; every repo takes a `Db`, so the transaction is handed over as one (the same API).
 */
export function withTransaction<T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> {
  return db.transaction((t) => work(t as unknown as Db));
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query, the same shape on PGlite and node-postgres. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
