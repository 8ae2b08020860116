/**
 * product guide §4 token refresh against the real API: ten requests hit an expired session at once; the
 * storefront's refresh wrapper (the same code the browser client uses) refreshes exactly once and
 * all ten succeed. Runs in process on a small seeded database (PostgreSQL when TEST_DATABASE_URL
 * is set, so the requests really overlap in the database), with three-second access tokens.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Api, buildApi } from '../apps/api/src/app.ts';
import { type Database, queryRows } from '../apps/api/src/db/client.ts';
import { testDatabaseTargets } from '../apps/api/src/test/databases.ts';
import { seed } from '../apps/api/seed/seed.ts';
import { type Transport, callApi, errorFrom, apiUrl } from '../apps/storefront/app/lib/api-core.ts';
import { withAuthRefresh } from '../apps/storefront/app/lib/auth-refresh.ts';

const locale = { country: 'SG', language: 'en' } as const;
let api: Api;
let database: Database;

beforeAll(async () => {
  const targets = testDatabaseTargets();
  database = await targets[targets.length - 1]!.open();
  await seed(database.db, { products: 20 });
  api = await buildApi({ database, logger: false, env: { NODE_ENV: 'test', SEED_DEMO_DATA: 'false', ACCESS_TOKEN_TTL_SECONDS: '3' } });
  await api.ready();
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** One browser: a cookie jar in front of `app.inject`. */
function browser() {
  const jar = new Map<string, string>();
  let refreshes = 0;
  const transport: Transport = async ({ method, url, headers, body }) => {
    const response = await api.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      ...(body !== undefined ? { payload: body } : {}),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return { status: response.statusCode, body: response.body };
  };
  const wrapped = withAuthRefresh({
    transport,
    readSessionCookie: () => jar.get('jwt-data'),
    refresh: async (failed) => {
      refreshes++;
      const response = await transport({ method: 'POST', url: apiUrl('/auth/token'), headers: failed.headers, body: JSON.stringify({ grant_type: 'refresh_token', flow: 'client' }) });
      if (response.status >= 400) throw errorFrom(response.status, response.body);
    },
  });
  return { jar, transport: wrapped, refreshes: () => refreshes };
}

/**
 * Wait until the API itself no longer accepts the browser's access token (three-second tokens):
 * `/account` asked with the jar's cookies, without refreshing and without keeping any cookie the
 * answer sets, until it answers 401.
 */
async function accessTokenRejected(jar: Map<string, string>): Promise<void> {
  const peek: Transport = async ({ method, url, headers, body }) => {
    const response = await api.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      ...(body !== undefined ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
  const status = () => callApi(peek, locale, '/account').then(() => 200, (error: { status?: number }) => error.status);
  await expect.poll(status, { timeout: 15_000, interval: 100 }).toBe(401);
}

const usedRefreshTokens = async () =>
  Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from refresh_tokens where used_at is not null`))[0]!.n);

it('refreshes once for ten concurrent requests on an expired session, and all ten succeed', async () => {
  const shopper = browser();
  await callApi(shopper.transport, locale, '/sessions', { method: 'POST', body: { email: 'black@blush.example', password: 'Blush#2026' } });
  const before = shopper.jar.get('jwt-data');
  await accessTokenRejected(shopper.jar);
  const usedBefore = await usedRefreshTokens();

  const accounts = await Promise.all(Array.from({ length: 10 }, () => callApi<{ user: { email: string } }>(shopper.transport, locale, '/account')));

  expect(accounts.map((a) => a.user.email)).toEqual(Array(10).fill('black@blush.example'));
  expect(shopper.refreshes()).toBe(1);
  expect((await usedRefreshTokens()) - usedBefore).toBe(1);
  expect(shopper.jar.get('jwt-data')).not.toBe(before);
});

it('does not refresh for a 401 without the jwt-data cookie, and rethrows a failed refresh', async () => {
  const guest = browser();
  await expect(callApi(guest.transport, locale, '/account')).rejects.toMatchObject({ status: 401, code: 'sign_in_required' });
  expect(guest.refreshes()).toBe(0);

  const revoked = browser();
  await callApi(revoked.transport, locale, '/sessions', { method: 'POST', body: { email: 'pink@blush.example', password: 'Blush#2026' } });
  await database.db.execute(sql`update auth_sessions set revoked_at = now(), revoked_reason = 'sign_out' where revoked_at is null and customer_id = (select id from customers where email = 'pink@blush.example')`);
  await accessTokenRejected(revoked.jar);
  await expect(callApi(revoked.transport, locale, '/account')).rejects.toMatchObject({ status: 401 });
  expect(revoked.refreshes()).toBe(1);
  // The failed refresh cleared the cookies: the shopper is signed out, and nothing refreshes again.
  expect(revoked.jar.has('jwt-data')).toBe(false);
  await expect(callApi(revoked.transport, locale, '/account')).rejects.toMatchObject({ status: 401 });
  expect(revoked.refreshes()).toBe(1);
});
