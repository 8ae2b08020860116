import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DEVELOPMENT_REPORTER_KEY } from '@blush/shared/error-reporter';
import { describeApi } from '../../test/api.ts';
import { COLLECTOR_LIMITS } from './service.ts';

const PREFIX = '/api/web/v1';
const KEY = DEVELOPMENT_REPORTER_KEY;

/** A Bugsnag browser event as @bugsnag/browser 9 serialises it (payload version 4). */
function browserEvent(message: string, overrides: { file?: string; breadcrumbs?: unknown[]; userId?: string } = {}) {
  return {
    payloadVersion: '4',
    exceptions: [
      {
        errorClass: 'TypeError',
        message,
        type: 'browserjs',
        stacktrace: [
          { file: overrides.file ?? 'http://localhost/assets/product-abc.js?v=1', method: 'addToBag', lineNumber: 12, columnNumber: 5 },
          { file: 'http://localhost/assets/react-dom.js', method: 'dispatch', lineNumber: 1, columnNumber: 9 },
        ],
      },
    ],
    breadcrumbs: overrides.breadcrumbs ?? [
      { type: 'navigation', name: 'Page loaded', timestamp: '2026-11-27T09:00:00.000Z', metaData: {} },
      { type: 'user', name: 'UI click', timestamp: '2026-11-27T09:00:01.000Z', metaData: { targetText: 'Add to bag', targetSelector: 'BUTTON' } },
    ],
    severity: 'error',
    unhandled: true,
    severityReason: { type: 'unhandledException' },
    context: '/products/velvet-lip',
    request: { url: 'http://localhost/products/velvet-lip' },
    app: { releaseStage: 'development', type: 'browser' },
    device: { userAgent: 'test', time: '2026-11-27T09:00:01.000Z' },
    user: overrides.userId ? { id: overrides.userId } : {},
    session: { id: 'ses-1', startedAt: '2026-11-27T09:00:00.000Z', events: { handled: 0, unhandled: 1 } },
    metaData: {},
    featureFlags: [],
  };
}

const notifier = { name: 'Bugsnag JavaScript', version: '9.0.0', url: 'https://github.com/bugsnag/bugsnag-js' };

describeApi(
  'error collector',
  (ctx) => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
      ctx().api.inject({
        method: 'POST',
        url: `${PREFIX}${path}`,
        remoteAddress,
        headers: { 'content-type': 'application/json', 'bugsnag-api-key': KEY, 'bugsnag-payload-version': path.endsWith('notify') ? '4' : '1', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const groups = async () => (await ctx().api.inject({ method: 'GET', url: `${PREFIX}/dev/errors` })).json().groups as Array<{ id: number; message: string; occurrences: number; location: string; source: string }>;

    it('accepts an event post (payload version 4), groups repeats of one error and keeps its breadcrumbs and user', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await post('/errors/notify', { apiKey: KEY, notifier, events: [browserEvent('bag is undefined', { userId: '42' })] });
        expect(res.statusCode, res.body).toBe(202);
      }
      // The same class and message from another place is another group.
      expect((await post('/errors/notify', { apiKey: KEY, notifier, events: [browserEvent('bag is undefined', { file: 'http://localhost/assets/cart-x.js' })] })).statusCode).toBe(202);
      const found = (await groups()).filter((g) => g.message === 'bag is undefined');
      expect(found.map((g) => g.occurrences).sort()).toEqual([1, 3]);
      const main = found.find((g) => g.occurrences === 3)!;
      expect(main.location).toBe('addToBag at /assets/product-abc.js:12');
      expect(main.source).toBe('browser');
      const detail = (await ctx().api.inject({ method: 'GET', url: `${PREFIX}/dev/errors/${main.id}` })).json();
      expect(detail.latest.userId).toBe('42');
      expect(detail.latest.sessionId).toBe('ses-1');
      expect(detail.latest.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Page loaded', 'UI click']);
      expect(detail.latest.exceptions[0].stacktrace[0].method).toBe('addToBag');
    });

    it('accepts a session post (payload version 1)', async () => {
      const res = await post('/errors/sessions', { notifier, app: { releaseStage: 'development' }, device: {}, sessions: [{ id: 'ses-1', startedAt: '2026-11-27T09:00:00.000Z', user: { id: '42' } }] });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ accepted: 1 });
    });

    it('refuses a wrong or missing key, a wrong payload version and a body over 1 MB, storing nothing', async () => {
      const before = await groups();
      const body = { notifier, events: [browserEvent('refused')] };
      const wrongKey = await post('/errors/notify', body, { 'bugsnag-api-key': 'ffffffffffffffffffffffffffffffff' });
      expect(wrongKey.statusCode).toBe(401);
      expect(wrongKey.json().error.code).toBe('error_reporter_key_invalid');
      const noHeader = await ctx().api.inject({ method: 'POST', url: `${PREFIX}/errors/notify`, headers: { 'content-type': 'application/json', 'x-platform': 'web' }, payload: JSON.stringify(body) });
      expect(noHeader.statusCode).toBe(401);
      const crossSite = await post('/errors/notify', body, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      const bodyKey = await post('/errors/notify', { ...body, apiKey: 'ffffffffffffffffffffffffffffffff' });
      expect(bodyKey.statusCode).toBe(400);
      const v3 = await post('/errors/notify', body, { 'bugsnag-payload-version': '3' });
      expect(v3.statusCode).toBe(400);
      expect(v3.json().error).toMatchObject({ code: 'error_reporter_payload_version', message: expect.stringContaining('4') });
      const sessionV4 = await post('/errors/sessions', { notifier, sessions: [{ id: 's', startedAt: '2026-11-27T09:00:00.000Z' }] }, { 'bugsnag-payload-version': '4' });
      expect(sessionV4.statusCode).toBe(400);
      const huge = await post('/errors/notify', { notifier, events: [browserEvent('x'.repeat(4000))], padding: 'p'.repeat(1_048_576) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe('request_too_large');
      const malformed = await post('/errors/notify', { notifier, events: [] });
      expect(malformed.statusCode).toBe(400);
      expect(await groups()).toEqual(before);
    });

    it('caps what one client may store in a day, so a flood cannot fill the database', async () => {
      const batch = { notifier, events: Array.from({ length: 20 }, (_, i) => browserEvent(`flood ${i % 3}`)) };
      for (let sent = 0; sent < COLLECTOR_LIMITS.eventsPerClientPerDay; sent += 20) {
        expect((await post('/errors/notify', batch, {}, '10.9.9.9')).statusCode).toBe(202);
      }
      const over = await post('/errors/notify', batch, {}, '10.9.9.9');
      expect(over.statusCode).toBe(429);
      // Another visitor is not affected; each group keeps only its latest events.
      expect((await post('/errors/notify', { notifier, events: [browserEvent('flood 0')] }, {}, '10.9.9.10')).statusCode).toBe(202);
      const flood = (await groups()).find((g) => g.message === 'flood 0')!;
      const perBatch = batch.events.filter((e) => e.exceptions[0]!.message === 'flood 0').length;
      expect(flood.occurrences).toBe(perBatch * (COLLECTOR_LIMITS.eventsPerClientPerDay / 20) + 1);
      const stored = await queryRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from error_events where group_id = ${flood.id}`);
      expect(stored[0]!.n).toBe(COLLECTOR_LIMITS.eventsPerGroup);
    });
  },
  { products: 1 },
);

describeApi(
  'error collector rate limit',
  (ctx) => {
    it('answers 429 once a client address posted more than the limit in a minute', async () => {
      const send = (remoteAddress: string) =>
        ctx().api.inject({
          method: 'POST',
          url: `${PREFIX}/errors/sessions`,
          remoteAddress,
          headers: { 'content-type': 'application/json', 'bugsnag-api-key': KEY, 'bugsnag-payload-version': '1' },
          payload: JSON.stringify({ notifier, sessions: [{ id: `s-${Math.random()}`, startedAt: '2026-11-27T09:00:00.000Z' }] }),
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send('10.1.1.1')).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await send('10.1.1.2')).statusCode).toBe(202);
    });
  },
  { products: 1, env: { ERROR_COLLECTOR_RATE_LIMIT: '3', RATE_LIMIT_MAX: '100000' } },
);

describeApi(
  'error collector with a malformed key setting',
  (ctx) => {
    it('starts the shop anyway, with no reporter: every post is refused, even with the development key', async () => {
      const res = await ctx().api.inject({
        method: 'POST',
        url: `${PREFIX}/errors/sessions`,
        headers: { 'content-type': 'application/json', 'bugsnag-api-key': KEY, 'bugsnag-payload-version': '1' },
        payload: JSON.stringify({ notifier, sessions: [{ id: 's-1', startedAt: '2026-11-27T09:00:00.000Z' }] }),
      });
      expect(res.statusCode).toBe(401);
      expect((await ctx().api.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  },
  { products: 1, env: { ERROR_REPORTER_API_KEY: 'not-32-hex' } },
);
