/**
 * `npm run bench:api`: the product listing endpoint under load beside a bare Fastify hello-world,
 * in the same run, on the embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server if it answers). Prints req/s, p50/p99 and the ratio.
 * Options: --duration S (default 10), --connections N (default 20), --products N (catalogue size).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { load, printTable, startProcess, stop, waitFor, type Result } from './lib.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    products: { type: 'string', default: '640' },
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const root = fileURLToPath(new URL('..', import.meta.url));
const headers = {
  'x-platform': 'web',
  'x-app-platform': 'web_desktop',
  'x-app-version': '1.0.0',
  'x-swa': 'web',
  'accept-language': 'en-SG',
  'x-site-country': 'SG',
};
const LISTING = '/api/web/v1/products?sort=bestsellers&page_size=24';
const LISTING_FILTERED = '/api/web/v1/products?category=makeup/lips&sort=price_asc&page_size=24';

async function serverUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function withBenchDatabase<T>(adminUrl: string, body: (url: string) => Promise<T>): Promise<T> {
  const name = `blush_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

async function seedCatalogue(env: Record<string, string>): Promise<void> {
  const seeder = startProcess(join(root, 'apps/api/seed/cli.ts'), env, ['--products', values.products!]);
  const code = await new Promise<number | null>((resolve) => seeder.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
}

async function benchApi(label: string, env: Record<string, string>, baseline: Result): Promise<void> {
  await seedCatalogue(env);
  const api = startProcess(join(root, 'apps/api/src/server.ts'), {
    ...env,
    API_PORT: '4102',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO_DATA: 'false',
  });
  try {
    await waitFor('http://127.0.0.1:4102/readyz');
    const results = [
      await load(`listing bestsellers (${label})`, `http://127.0.0.1:4102${LISTING}`, { connections, duration, headers }),
      await load(`listing lips by price (${label})`, `http://127.0.0.1:4102${LISTING_FILTERED}`, { connections, duration, headers }),
    ];
    printTable(`API on ${label}, ${values.products} products, ${connections} connections, ${duration}s`, results, baseline);
  } finally {
    await stop(api);
  }
}

const hello = startProcess(join(root, 'bench/hello.ts'), { PORT: '4101' });
let baseline: Result;
try {
  await waitFor('http://127.0.0.1:4101/');
  baseline = await load('fastify hello-world', 'http://127.0.0.1:4101/', { connections, duration });
} finally {
  await stop(hello);
}

if (!values.only || values.only === 'pglite') {
  const dir = mkdtempSync(join(tmpdir(), 'blush-bench-'));
  try {
    await benchApi('PGlite', { DATA_DIR: join(dir, 'pglite') }, baseline);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (!values.only || values.only === 'postgres') {
  const adminUrl = await serverUrl();
  if (!adminUrl) console.log('\nNo PostgreSQL server answered: skipped (set BENCH_DATABASE_URL).');
  else await withBenchDatabase(adminUrl, (url) => benchApi('PostgreSQL', { DATABASE_URL: url }, baseline));
}
