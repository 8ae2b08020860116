/**
 * `npm run bench:bookings`: a day's free times, the days with free times, and booking placement
 * under load on PostgreSQL, beside a bare Fastify hello-world measured in the same run. Free times
 * are asked for a random service, store and day of the next two weeks in Singapore; bookings take
 * seats of one large class session per Singapore store, each from another e-mail address.
 * Budgets (issue 17): time slots p95 ≤ 30 ms (checked on p97.5, the nearest percentile autocannon gives above it), booking ≥ 100/s.
 * Options: --duration S (default 10), --connections N (default 20).
 */
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import pg from 'pg';
import { helloBaseline, load, printTable, seedCatalogue, serverUrl, startApi, withBenchDatabase, type Result } from './lib.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const headers = { 'content-type': 'application/json', 'x-platform': 'web', 'accept-language': 'en-SG', 'x-site-country': 'SG' };
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const dayAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function benchBookings(url: string, baseline: Result): Promise<void> {
  await seedCatalogue({ DATABASE_URL: url }, '160');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const services = (await client.query<{ slug: string }>(`select slug from activities where country = 'SG' and kind = 'service'`)).rows.map((r) => r.slug);
  const stores = (await client.query<{ slug: string }>(`select slug from stores where country = 'SG'`)).rows.map((r) => r.slug);
  const startsAt = new Date(Date.now() + 10 * 86_400_000);
  startsAt.setUTCMinutes(0, 0, 0);
  await client.query(
    `insert into activity_sessions (activity_id, store_id, starts_at, ends_at, seats)
     select a.id, s.id, $1, $2, 10000000 from activities a, stores s where a.slug = 'sg-makeup-masterclass' and s.country = 'SG'
     on conflict do nothing`,
    [startsAt, new Date(startsAt.getTime() + 90 * 60_000)],
  );
  await client.query(`insert into activity_stores (activity_id, store_id) select a.id, s.id from activities a, stores s where a.slug = 'sg-makeup-masterclass' and s.country = 'SG' on conflict do nothing`);
  await client.end();
  const api = await startApi({ DATABASE_URL: url, JOBS_ENABLED: 'false', BOOKING_APP_ONLY: '' });
  try {
    const server = 'http://127.0.0.1:4102';
    const slots = await load('time slots of a day (PostgreSQL)', server, {
      connections,
      duration,
      requests: [{ method: 'GET', path: '/', setupRequest: (req) => ({ ...req, headers, path: `/api/web/v1/booking-service/time-slots/${pick(services)}?store=${pick(stores)}&date=${dayAhead(1 + Math.floor(Math.random() * 14))}` }) }],
    });
    const days = await load('days with free times, 14 days (PostgreSQL)', server, {
      connections,
      duration,
      requests: [{ method: 'GET', path: '/', setupRequest: (req) => ({ ...req, headers, path: `/api/web/v1/booking-service/available-slots/${pick(services)}?store=${pick(stores)}&days=14` }) }],
    });
    let n = 0;
    const booking: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/web/v1/reservation-service/create',
        setupRequest: (req) => ({
          ...req,
          headers,
          body: JSON.stringify({ activity: 'sg-makeup-masterclass', store: pick(stores), starts_at: startsAt.toISOString(), full_name: 'Bench Shopper', email: `bench${process.pid}-${n++}@example.com`, calling_code: '+65', phone: '91234567' }),
        }),
      },
    ];
    const book = await load('book a class seat (PostgreSQL)', server, { connections, duration, requests: booking });
    printTable(`Bookings on PostgreSQL, ${connections} connections, ${duration}s`, [slots, days, book], baseline);
    console.log(`\ntime slots p97.5 ${slots.p97_5} ms, p99 ${slots.p99} ms (budget p95 ≤ 30 ms, checked on p97.5): ${slots.p97_5 <= 30 ? 'holds' : 'over'}`);
    console.log(`booking ${book.requestsPerSecond.toFixed(0)}/s (budget ≥ 100/s): ${book.requestsPerSecond >= 100 ? 'holds' : 'under'}`);
  } finally {
    await api.stop();
  }
}

const baseline = await helloBaseline({ connections, duration });
const adminUrl = await serverUrl();
if (!adminUrl) console.log('No PostgreSQL server answers: set BENCH_DATABASE_URL.');
else await withBenchDatabase(adminUrl, (url) => benchBookings(url, baseline));
