import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { seed } from '../../seed/seed.ts';
import { type TestDatabaseTarget, createServerDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory that lives for one test run (global-setup.ts): seeded databases are kept there. */
    seedCacheDir: string;
    /** Names this run's PostgreSQL template databases, so its teardown drops exactly those. */
    seedRunId: string;
  }
}

/**
 * A freshly seeded database for one test file. Seeding 160 products takes seconds, and every API test
 * file wants the same start, so each run seeds once per target and size: PGlite starts from a dumped
 * data directory, PostgreSQL copies a template database. Each file still gets its own database.
 */
export async function openSeeded(target: TestDatabaseTarget, products: number): Promise<Database> {
  const cacheDir = inject('seedCacheDir');
  if (!cacheDir) return seeded(await target.open(), products);
  if (target.name === 'pglite') return openPgliteSeeded(join(cacheDir, `pglite-${products}.tar`), products);
  const { template, fill } = serverTemplate(products);
  return target.openFromTemplate!(template, fill);
}

/** This run's seeded template database on the server for a size, and how to fill it. */
function serverTemplate(products: number) {
  return {
    template: `blush_tpl_${inject('seedRunId')}_${products}`,
    fill: async (url: string) => {
      const database = await openDatabase({ url, poolSize: 4 });
      try {
        await seed(database.db, { products });
      } finally {
        await database.close();
      }
    },
  };
}

/** A freshly seeded database on the server by URL, for tests that hand it to another process too. */
export function seededServerDatabase(serverUrl: string, products: number): Promise<{ url: string; drop(): Promise<void> }> {
  return createServerDatabase(serverUrl, serverTemplate(products));
}

async function seeded(database: Database, products: number): Promise<Database> {
  await seed(database.db, { products });
  return database;
}

async function openPgliteSeeded(file: string, products: number): Promise<Database> {
  if (existsSync(file)) return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(file)]) });
  const database = await seeded(await openDatabase({ dataDir: 'memory://' }), products);
  const dump = await database.dump!();
  // Written aside and renamed, so a file running at the same time never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return database;
}
