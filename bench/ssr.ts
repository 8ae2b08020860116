/**
 * `npm run bench:ssr`: server-rendered pages (home, a category listing, a product page) of the
 * storefront server in production mode on PostgreSQL with brotli, as browsers ask for them
 * (anonymous, `Accept-Encoding: br`), beside a bare Fastify hello-world measured in the same run.
 * Five load rounds over the three pages; the server's resident memory (RSS) after each round shows
 * any steady growth. Build first: `NODE_ENV=production npm run build -w @blush/storefront`.
 * autocannon has no p95: the p97.5 column is the nearest percentile above it (a stricter check).
 * Budgets (issue 20): product page ≥ 300 req/s with p95 ≤ 150 ms; RSS after the last round within
 * 10 % of the second (the first round loads code and fills caches).
 * Options: --duration S (default 10), --connections N (default 20), --rounds N (default 5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, helloBaseline, load, printTable, seedCatalogue, serverUrl, startProcess, stop, waitFor, withBenchDatabase, type Result } from './lib.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const PORT = 4103;
const server = `http://127.0.0.1:${PORT}`;
/** What a browser sends for a page (the encodings it accepts; the server picks brotli). */
const pageHeaders = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' };
const PRODUCT_BUDGET = { requestsPerSecond: 300, p95: 150 };
const RSS_GROWTH_BUDGET = 0.1;

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}

async function pagePaths(): Promise<Array<[string, string]>> {
  const api = `${server}/api/web/v1`;
  const headers = { 'x-platform': 'web', 'accept-language': 'en-SG', 'x-site-country': 'SG' };
  const products = (await (await fetch(`${api}/products?page_size=1&sort=bestsellers`, { headers })).json()) as { items: Array<{ slug: string }> };
  const categories = (await (await fetch(`${api}/categories`, { headers })).json()) as { categories: Array<{ slug: string }> };
  return [
    ['home', '/'],
    ['listing (top category)', `/categories/${categories.categories[0]!.slug}`],
    ['product page', `/products/${products.items[0]!.slug}`],
  ];
}

async function benchPages(url: string, baseline: Result): Promise<void> {
  await seedCatalogue({ DATABASE_URL: url }, '640');
  const child = startProcess(join(ROOT, 'apps/storefront/server.ts'), {
    DATABASE_URL: url,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    JOBS_ENABLED: 'false',
    SEED_DEMO_DATA: 'false',
  });
  try {
    await waitFor(`${server}/readyz`, 600_000);
    const pages = await pagePaths();
    for (const [, path] of pages) {
      const res = await fetch(`${server}${path}`, { headers: pageHeaders });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    }
    const memory: number[] = [];
    let last: Result[] = [];
    for (let round = 1; round <= rounds; round++) {
      last = [];
      for (const [label, path] of pages) last.push(await load(`${label} ${path}`.slice(0, 44), `${server}${path}`, { connections, duration, headers: pageHeaders }));
      memory.push(rssMb(child.pid!));
      console.log(`round ${round}: ${last.map((r) => `${r.name.split(' ')[0]} ${r.requestsPerSecond.toFixed(0)} req/s`).join(', ')}; RSS ${memory.at(-1)!.toFixed(0)} MB`);
    }
    printTable(`Server-rendered pages, production, PostgreSQL, brotli, ${connections} connections, ${duration}s (round ${rounds} of ${rounds})`, last, baseline);
    const product = last.at(-1)!;
    const holds = (ok: boolean) => (ok ? 'holds' : 'MISSED');
    console.log(`\nbudget: product page ≥ ${PRODUCT_BUDGET.requestsPerSecond} req/s: ${product.requestsPerSecond.toFixed(0)} (${holds(product.requestsPerSecond >= PRODUCT_BUDGET.requestsPerSecond)})`);
    const answered = product.requestsPerSecond > 0 && product.errors + product.non2xx === 0;
    console.log(`budget: product page p95 ≤ ${PRODUCT_BUDGET.p95} ms (measured as p97.5): ${product.p97_5} ms (${holds(answered && product.p97_5 <= PRODUCT_BUDGET.p95)})`);
    const growth = memory.length > 2 ? memory.at(-1)! / memory[1]! - 1 : 0;
    console.log(`RSS after each round (MB): ${memory.map((m) => m.toFixed(0)).join(', ')}`);
    console.log(`budget: RSS after round ${rounds} within ${RSS_GROWTH_BUDGET * 100}% of round 2: ${(growth * 100).toFixed(1)}% (${holds(growth <= RSS_GROWTH_BUDGET)})`);
  } finally {
    await stop(child);
  }
}

const baseline = await helloBaseline({ connections, duration });
const adminUrl = await serverUrl();
if (!adminUrl) console.log('No PostgreSQL server answers: set BENCH_DATABASE_URL.');
else await withBenchDatabase(adminUrl, (url) => benchPages(url, baseline));
