import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../db/client.ts';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /**
   * PostgreSQL only: a new database copied from `template`, which `fill(url)` makes first if this run has
   * none yet (one file at a time, under an advisory lock; the copy needs nobody connected to the template).
   */
  openFromTemplate?(template: string, fill: (url: string) => Promise<void>): Promise<Database>;
}

/**
 * API tests run on the embedded PGlite always, and on the PostgreSQL server too when
 * TEST_DATABASE_URL is set. Each opened server database is created for the test file and dropped
 * after, so runs never see each other's data.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: 'postgres',
      open: () => openServerDatabase(serverUrl),
      openFromTemplate: (template, fill) => openServerDatabase(serverUrl, { template, fill }),
    });
  }
  return targets;
}

async function openServerDatabase(serverUrl: string, from?: { template: string; fill: (url: string) => Promise<void> }): Promise<Database> {
  const server = await createServerDatabase(serverUrl, from);
  const database = await openDatabase({ url: server.url, poolSize: 30 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** A throw-away database on the server, for a test that hands its URL to another process. */
export async function createServerDatabase(
  serverUrl: string,
  from?: { template: string; fill: (url: string) => Promise<void> },
): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `blush_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const urlOf = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (!from) {
      await admin.query(`create database ${name}`);
    } else {
      await admin.query('select pg_advisory_lock(hashtext($1))', [from.template]);
      try {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [from.template]);
        if (!rowCount) {
          await admin.query(`create database ${from.template}`);
          await from.fill(urlOf(from.template)).catch(async (error: unknown) => {
            await admin.query(`drop database if exists ${from.template} with (force)`);
            throw error;
          });
        }
        await admin.query(`create database ${name} template ${from.template}`);
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [from.template]);
      }
    }
  } finally {
    await admin.end();
  }
  const url = urlOf(name);
  return {
    url,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
