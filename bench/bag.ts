/**
 * `npm run bench:bag`: add-to-bag and bag reads under load on PostgreSQL, beside a bare Fastify
 * hello-world measured in the same run. Guests each hold their own bag (a `bag` cookie per
 * simulated shopper); every request adds one unit of a random variant to a random shopper's bag,
 * or reads a random shopper's bag with its cost summary. Budget (docs/architecture.md): add-to-bag p99 ≤ 40 ms at a
 * steady 150 req/s (open loop, bench/paced.ts), ≤ 60 ms at peak.
 * Options: --duration S (default 10), --connections N (default 20), --shoppers N (default 2000).
 */
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import pg from 'pg';
import { helloBaseline, load, printTable, seedCatalogue, serverUrl, startApi, withBenchDatabase, type Result } from './lib.ts';
import { paced } from './paced.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '2000' },
    /** Also measure at this steady rate (req/s, open loop: bench/paced.ts), where p99 shows latency rather than queueing. */
    rate: { type: 'string', default: '150' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const shoppers = Number(values.shoppers);
const headers: Record<string, string> = {
  'content-type': 'application/json',
  'x-platform': 'web',
  'accept-language': 'en-SG',
  'x-site-country': 'SG',
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function benchBag(url: string, baseline: Result): Promise<void> {
  await seedCatalogue({ DATABASE_URL: url }, '640');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
     join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG'
     where vm.available and v.purchase_limit is null and b.purchase_limit is null
       and not ('app_exclusive' = any(p.badges)) order by v.id limit 300`,
  );
  await client.query(`update variant_markets set stock = 100000 where country = 'SG'`);
  await client.end();
  const variants = rows.map((r) => r.id);
  const api = await startApi({ DATABASE_URL: url, JOBS_ENABLED: 'false' });
  try {
    // One bag per shopper, each with a first line.
    const cookies: string[] = [];
    for (let i = 0; i < shoppers; i++) {
      const res = await fetch(`${api.base}/cart/line-items`, { method: 'POST', headers, body: JSON.stringify({ variant_id: pick(variants), quantity: 1 }) });
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error(`no bag cookie (HTTP ${res.status})`);
      cookies.push(cookie);
    }
    const adding: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/web/v1/cart/line-items',
        setupRequest: (req) => ({ ...req, headers: { ...headers, cookie: pick(cookies) }, body: JSON.stringify({ variant_id: pick(variants), quantity: 1 }) }),
      },
    ];
    const server = 'http://127.0.0.1:4102';
    const add = await load('add to bag, peak (PostgreSQL)', server, { connections, duration, requests: adding });
    const steady = await paced(`add to bag at ${values.rate} req/s (PostgreSQL)`, server, {
      connections,
      duration,
      rate: Number(values.rate),
      next: () => ({ method: 'POST', path: '/api/web/v1/cart/line-items', headers: { ...headers, cookie: pick(cookies) }, body: JSON.stringify({ variant_id: pick(variants), quantity: 1 }) }),
    });
    const read = await load('bag read with cost summary (PostgreSQL)', server, {
      connections,
      duration,
      requests: [{ method: 'GET', path: '/api/web/v1/cart', setupRequest: (req) => ({ ...req, headers: { ...headers, cookie: pick(cookies) } }) }],
    });
    printTable(`Bag on PostgreSQL, ${shoppers} guest bags, ${connections} connections, ${duration}s (non-2xx on add: an item already at 6)`, [add, steady, read], baseline);
    const verdict = (p99: number, budget: number) => `p99 ${p99} ms, budget ≤ ${budget} ms: ${p99 <= budget ? 'holds' : 'MISSES'}`;
    console.log(`add to bag at ${values.rate} req/s: ${verdict(steady.p99, 40)}; at peak: ${verdict(add.p99, 60)}`);
  } finally {
    await api.stop();
  }
}

const baseline = await helloBaseline({ connections, duration });
const adminUrl = await serverUrl();
if (!adminUrl) console.log('No PostgreSQL server answers: set BENCH_DATABASE_URL.');
else await withBenchDatabase(adminUrl, (url) => benchBag(url, baseline));
