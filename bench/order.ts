/**
 * `npm run bench:order`: order placement under load on PostgreSQL, beside a bare Fastify
 * hello-world measured in the same run. Each request places a different guest's bag (one line of
 * a variant with plenty of stock) with its own Idempotency-Key, through the whole placement
 * transaction: re-pricing, stock, promotion, order and lines, closing the bag.
 * Options: --duration S (default 10), --connections N (default 20), --bags N (default 8000).
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import pg from 'pg';
import { helloBaseline, load, printTable, seedCatalogue, serverUrl, startApi, withBenchDatabase, type Result } from './lib.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    bags: { type: 'string', default: '8000' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const bags = Number(values.bags);
const headers: Record<string, string> = { 'content-type': 'application/json', 'x-platform': 'web', 'accept-language': 'en-SG', 'x-site-country': 'SG' };

async function benchOrders(url: string, baseline: Result): Promise<void> {
  await seedCatalogue({ DATABASE_URL: url }, '640');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
     join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG'
     where vm.available and v.purchase_limit is null and b.purchase_limit is null and not v.click_and_collect_only
       and not p.non_discountable and not ('app_exclusive' = any(p.badges)) order by v.id limit 300`,
  );
  const variantIds = rows.map((r) => r.id);
  // Every variant 40.00 with plenty of stock: each bag costs the same, whichever variant it holds.
  await client.query(`update variant_markets set stock = 1000000, price = 4000, sale_price = null where variant_id = any($1) and country = 'SG'`, [variantIds]);
  await client.end();
  const api = await startApi({ DATABASE_URL: url, JOBS_ENABLED: 'false' });
  try {
    const cookies: string[] = [];
    let total = 0;
    for (let i = 0; i < bags; i++) {
      const res = await fetch(`${api.base}/cart/line-items`, { method: 'POST', headers, body: JSON.stringify({ variant_id: variantIds[i % variantIds.length], quantity: 1 }) });
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error(`no bag cookie (HTTP ${res.status})`);
      if (i === 0) total = ((await res.json()) as { bag: { summary: { total: { amount: number } } } }).bag.summary.total.amount;
      cookies.push(cookie);
    }
    const body = JSON.stringify({
      email: 'bench@example.com',
      recipient: { first_name: 'Bench', last_name: 'Shopper', calling_code: '+65', mobile: '91234567' },
      delivery_option: 'standard',
      shipping_address: { country: 'SG', line1: '1 Orchard Road', postcode: '238801' },
      payment_method: 'card',
      expected_total: total,
    });
    let next = 0;
    const placing: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/web/v1/orders',
        setupRequest: (req) => ({ ...req, headers: { ...headers, cookie: cookies[next++ % cookies.length]!, 'idempotency-key': randomUUID() }, body }),
      },
    ];
    const result = await load('place an order (PostgreSQL)', 'http://127.0.0.1:4102', { connections, duration, requests: placing });
    printTable(`Order placement on PostgreSQL, ${connections} connections, ${duration}s (each a different guest bag; non-2xx once the bags are used up)`, [result], baseline);
  } finally {
    await api.stop();
  }
}

const baseline = await helloBaseline({ connections, duration });
const adminUrl = await serverUrl();
if (!adminUrl) console.log('No PostgreSQL server answers: set BENCH_DATABASE_URL.');
else await withBenchDatabase(adminUrl, (url) => benchOrders(url, baseline));
