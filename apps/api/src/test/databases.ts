import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../db/client.ts';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * API tests run on the embedded PGlite always, and on the PostgreSQL server too when
 * TEST_DATABASE_URL is set. Each opened server database is created for the test file and dropped
 * after, so runs never see each other's data.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) targets.push({ name: 'postgres', open: () => openServerDatabase(serverUrl) });
  return targets;
}

async function openServerDatabase(serverUrl: string): Promise<Database> {
  const server = await createServerDatabase(serverUrl);
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
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `blush_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
