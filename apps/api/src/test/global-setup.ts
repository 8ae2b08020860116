import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** One seed cache per run of the API tests (see seeded.ts); removed, with its template databases, at the end. */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'blush-seed-'));
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('seedCacheDir', dir);
  project.provide('seedRunId', runId);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`blush_tpl_${runId}_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
