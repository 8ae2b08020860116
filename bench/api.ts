/**
 * `npm run bench:api`: the product listing endpoint under load beside a bare Fastify hello-world,
 * in the same run, on the embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server if it answers). Prints req/s, p50/p99 and the ratio.
 * Options: --duration S (default 10), --connections N (default 20), --products N (catalogue size),
 * --cache off (RESPONSE_CACHE=off: every request reads the database),
 * --encoding E (the Accept-Encoding sent; default "br, gzip" as every browser and CDN sends it, so
 * the answers are the cached compressed ones; "identity" for uncompressed answers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { helloBaseline, load, printTable, seedCatalogue, serverUrl, startApi, withBenchDatabase, type Result } from './lib.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    products: { type: 'string', default: '640' },
    only: { type: 'string' },
    cache: { type: 'string', default: 'on' },
    encoding: { type: 'string', default: 'br, gzip' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const headers = {
  'x-platform': 'web',
  'x-app-platform': 'web_desktop',
  'x-app-version': '1.0.0',
  'x-swa': 'web',
  'accept-language': 'en-SG',
  'x-site-country': 'SG',
  'accept-encoding': values.encoding!,
};
const LISTING = '/products?sort=bestsellers&page_size=24';
const LISTING_FILTERED = '/products?category=makeup/lips&sort=price_asc&page_size=24';

async function benchApi(label: string, env: Record<string, string>, baseline: Result): Promise<void> {
  await seedCatalogue(env, values.products!);
  const api = await startApi({ ...env, RESPONSE_CACHE: values.cache! });
  try {
    const first = (await (await fetch(`${api.base}${LISTING}`, { headers })).json()) as { items: Array<{ slug: string }> };
    const product = `/products/${first.items[0]!.slug}`;
    const results = [
      await load(`listing bestsellers (${label})`, `${api.base}${LISTING}`, { connections, duration, headers }),
      await load(`listing lips by price (${label})`, `${api.base}${LISTING_FILTERED}`, { connections, duration, headers }),
      await load(`product detail (${label})`, `${api.base}${product}`, { connections, duration, headers }),
    ];
    printTable(`API on ${label}, ${values.products} products, ${connections} connections, ${duration}s, response cache ${values.cache}, Accept-Encoding: ${values.encoding}`, results, baseline);
  } finally {
    await api.stop();
  }
}

const baseline = await helloBaseline({ connections, duration });

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
