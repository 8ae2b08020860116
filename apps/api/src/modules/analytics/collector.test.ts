import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COLLECTOR_LIMITS } from '@blush/shared/analytics';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { ANALYTICS_JOBS } from './jobs.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';

const batch = (visitor: string, events: Array<{ name: string; path: string; properties?: Record<string, unknown> }>) => ({
  visitor_id: visitor,
  country: 'SG',
  language: 'en',
  layout: 'Mobile',
  events,
});
let n = 0;
/** A fresh visitor id and address per test, so quotas of one test never touch another. */
const fresh = () => {
  n += 1;
  return { visitor: `visitor${String(n).padStart(9, '0')}`, address: `10.9.0.${n}` };
};

describeApi(
  'analytics collector',
  (ctx) => {
    const post = (body: unknown, address: string, headers: Record<string, string> = {}) =>
      call(ctx().api, 'POST', '/analytics/events', { body, address, headers });
    const traffic = async () => (await call(ctx().api, 'GET', '/dev/analytics?days=1')).json() as { rows: Array<{ path: string; views: number; visitors: number }>; events: Array<{ name: string; count: number }> };

    it('stores page views (path without its query) and other events, and the retailer sees them per path and day', async () => {
      const { visitor, address } = fresh();
      const response = await post(
        batch(visitor, [
          { name: 'page_viewed', path: '/brands/nars?utm_source=mail' },
          { name: 'page_viewed', path: '/users/password/edit?reset_password_token=secret123' },
          { name: 'add_to_bag', path: '/products/velvet-lip', properties: { sku: 'VL-01', quantity: 1 } },
        ]),
        address,
      );
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: 3 });
      const stored = await queryRows<{ path: string }>(ctx().database.db, sql`select path from analytics_page_views where visitor_id = ${visitor} order by id`);
      expect(stored.map((r) => r.path)).toEqual(['/brands/nars', '/users/password/edit']);
      const summary = await traffic();
      expect(summary.rows).toContainEqual(expect.objectContaining({ path: '/brands/nars', views: 1, visitors: 1 }));
      expect(summary.events).toContainEqual(expect.objectContaining({ name: 'add_to_bag' }));
      // Nothing of the sender's address is kept.
      const text = JSON.stringify(await queryRows(ctx().database.db, sql`select * from analytics_quota`));
      expect(text).not.toContain(address);
    });

    it('refuses malformed batches with 400 and stores nothing', async () => {
      const { visitor } = fresh();
      const bad = [
        batch('NOT-A-VISITOR', [{ name: 'page_viewed', path: '/' }]),
        batch(visitor, []),
        batch(visitor, [{ name: 'page_viewed', path: 'https://evil.example/' }]),
        batch(visitor, [{ name: 'Page Viewed!', path: '/' }]),
        batch(visitor, Array.from({ length: COLLECTOR_LIMITS.batchMax + 1 }, () => ({ name: 'page_viewed', path: '/' }))),
        { ...batch(visitor, [{ name: 'page_viewed', path: '/' }]), country: 'US' },
        batch(visitor, [{ name: 'page_viewed', path: '/', properties: { nested: { a: 1 } } }]),
      ];
      // Each from its own address: the per-minute limit is not what is tested here.
      for (const body of bad) expect((await post(body, fresh().address)).statusCode).toBe(400);
      const rows = await queryRows(ctx().database.db, sql`select 1 from analytics_page_views where visitor_id = ${visitor}`);
      expect(rows).toEqual([]);
    });

    it('refuses a post without the X-Platform header (a cross-site form)', async () => {
      const { visitor, address } = fresh();
      const response = await ctx().api.inject({ method: 'POST', url: '/api/web/v1/analytics/events', remoteAddress: address, headers: { 'content-type': 'application/json' }, payload: batch(visitor, [{ name: 'page_viewed', path: '/' }]) });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('missing_platform_header');
    });

    it('caps one visitor per day: past the cap posts are 429 and nothing more is stored', async () => {
      const { visitor, address } = fresh();
      const full = Array.from({ length: COLLECTOR_LIMITS.batchMax }, () => ({ name: 'page_viewed', path: '/flood' }));
      // Fill today's quota in the database directly rather than with hundreds of posts.
      await queryRows(ctx().database.db, sql`insert into analytics_quota (key, day, events) values (${`v:${visitor}`}, current_date, ${COLLECTOR_LIMITS.eventsPerVisitorPerDay - COLLECTOR_LIMITS.batchMax})`);
      expect((await post(batch(visitor, full), address)).statusCode).toBe(202);
      const refused = await post(batch(visitor, full.slice(0, 1)), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      const [{ count }] = (await queryRows<{ count: number }>(ctx().database.db, sql`select count(*)::int as count from analytics_page_views where visitor_id = ${visitor}`)) as [{ count: number }];
      expect(count).toBe(COLLECTOR_LIMITS.batchMax);
    });

    it('caps one address per day even when it changes visitor ids', async () => {
      const { address } = fresh();
      const key = `a:${createHash('sha256').update(`analytics-collector:${address}`).digest('hex').slice(0, 32)}`;
      await queryRows(ctx().database.db, sql`insert into analytics_quota (key, day, events) values (${key}, current_date, ${COLLECTOR_LIMITS.eventsPerAddressPerDay})`);
      expect((await post(batch(fresh().visitor, [{ name: 'page_viewed', path: '/' }]), address)).statusCode).toBe(429);
    });

    it('rate-limits posts per address per minute', async () => {
      const { visitor, address } = fresh();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(batch(visitor, [{ name: 'page_viewed', path: `/p${i}` }]), address)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
    });

    it('the daily job deletes page views and events past the retention period, and keeps the rest', async () => {
      const { visitor, address } = fresh();
      expect((await post(batch(visitor, [{ name: 'page_viewed', path: '/kept' }, { name: 'search', path: '/search' }]), address)).statusCode).toBe(202);
      const db = ctx().database.db;
      await queryRows(db, sql`insert into analytics_page_views (visitor_id, path, country, language, layout, created_at) values (${visitor}, '/old', 'SG', 'en', 'Desktop', now() - interval '401 days')`);
      await queryRows(db, sql`insert into analytics_events (visitor_id, name, path, country, created_at) values (${visitor}, 'old_event', '/old', 'SG', now() - interval '401 days')`);
      const removed = await ANALYTICS_JOBS[0]!.run(db, new Date());
      expect(removed).toBeGreaterThanOrEqual(2);
      const paths = await queryRows<{ path: string }>(db, sql`select path from analytics_page_views where visitor_id = ${visitor} union all select path from analytics_events where visitor_id = ${visitor}`);
      expect(paths.map((r) => r.path).sort()).toEqual(['/kept', '/search']);
    });

    it('the user record: empty for a guest; for a member hashes of the normalised e-mail and mobile, points, tier, employee flag', async () => {
      expect((await call(ctx().api, 'GET', '/analytics/user')).json()).toEqual({ user: {} });
      const jar = new CookieJar();
      expect((await call(ctx().api, 'POST', '/sessions', { body: { email: 'staff@blush.example', password: 'Blush#2026' }, jar, address: fresh().address })).statusCode).toBe(200);
      const { user } = (await call(ctx().api, 'GET', '/analytics/user', { jar })).json();
      expect(user).toMatchObject({
        is_employee: true,
        loyalty_tier: 'white',
        email_sha256: createHash('sha256').update('staff@blush.example').digest('hex'),
        email_md5: createHash('md5').update('staff@blush.example').digest('hex'),
        mobile_number_md5: createHash('md5').update('6598765432').digest('hex'),
      });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.card_number).toEqual(expect.any(String));
      expect(user.age).toBeGreaterThanOrEqual(31);
      expect(user.loyalty_points).toEqual(expect.any(Number));
      expect(user.tier_points_counter).toEqual(expect.any(Number));
    });
  },
  { env: { ANALYTICS_COLLECTOR_RATE_LIMIT: '3' } },
);
