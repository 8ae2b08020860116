/**
 * `npm run bench:catalog`: catalogue reads on a large catalogue (default 100,000 products) on
 * PostgreSQL, beside a bare Fastify hello-world measured in the same run: listings with filters,
 * facets, typo-tolerant and Thai search, the search dropdown and a product page's data.
 * The seeded database `blush_bench_catalog_<N>` is kept between runs (`--reseed` to rebuild it).
 * Options: --products N, --duration S (default 10), --connections N (default 20).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { helloBaseline, load, printTable, seedCatalogue, startApi, type Result } from './lib.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    reseed: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `blush_bench_catalog_${values.products}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && values.reseed) await admin.query(`drop database ${name} with (force)`);
    if (!exists || values.reseed) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  await seedCatalogue({ DATABASE_URL: url.toString() }, values.products!);
}

const headers = (country: string, language: string) => ({
  'x-platform': 'web',
  'accept-language': `${language}-${country}`,
  'x-site-country': country,
});

await ensureDatabase();
const baseline = await helloBaseline({ connections, duration });
const api = await startApi({ DATABASE_URL: url.toString() });
try {
  const base = api.base;
  const slug = ((await (await fetch(`${base}/products?page_size=1&sort=bestsellers`, { headers: headers('SG', 'en') })).json()) as { items: Array<{ slug: string }> }).items[0]!.slug;
  const cases: Array<[string, string, ReturnType<typeof headers>]> = [
    ['listing bestsellers', '/products?sort=bestsellers&page_size=24', headers('SG', 'en')],
    ['listing lips, shade red, by price', '/products?category=makeup/lips&shade=red&sort=price_asc&page_size=24', headers('SG', 'en')],
    ['listing brand + skin type, newest', '/products?brand=rare-beauty&skin_type=oily&sort=newest&page_size=24', headers('SG', 'en')],
    ['facets of makeup', '/products/filters?category=makeup', headers('SG', 'en')],
    ['search "lipstik" (typo)', '/search?q=lipstik', headers('SG', 'en')],
    ['search Thai "ลิปสติก"', `/search?q=${encodeURIComponent('ลิปสติก')}`, headers('TH', 'th')],
    ['dropdown "lip"', '/components/search-input-dropdown?q=lip', headers('SG', 'en')],
    ['product detail', `/products/${slug}`, headers('SG', 'en')],
  ];
  const results: Result[] = [];
  for (const [label, path, h] of cases) results.push(await load(label, `${base}${path}`, { connections, duration, headers: h }));
  printTable(`Catalogue on PostgreSQL, ${values.products} products, ${connections} connections, ${duration}s`, results, baseline);
} finally {
  await api.stop();
}
