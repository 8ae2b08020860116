import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Transport, type TransportRequest, callApi } from './api-core.ts';
import { type LockManagerLike, withAuthRefresh } from './auth-refresh.ts';

const locale = { country: 'SG', language: 'en' } as const;
const UNAUTHORIZED = { status: 401, body: JSON.stringify({ error: { code: 'authentication_failed', message: 'Authentication failed.' } }) };
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** An API whose access token is valid for one cookie value: `jar.value` is what the browser holds. */
function fakeApi(jar: { value: string | undefined }, valid: { value: string }) {
  const transport = vi.fn<Transport>(async (request) => {
    await tick();
    if (request.url.endsWith('/boom')) return { status: 500, body: '' };
    return jar.value === valid.value ? { status: 200, body: JSON.stringify({ ok: request.url }) } : UNAUTHORIZED;
  });
  const refresh = vi.fn(async (_failed: TransportRequest) => {
    await tick();
    valid.value = `token-${refresh.mock.calls.length}`;
    jar.value = valid.value;
  });
  return { transport, refresh };
}

/** `navigator.locks` for tests: callbacks of one name run one after the other. */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

describe('token refresh on 401', () => {
  for (const withLocks of [false, true]) {
    it(`ten concurrent requests against an expired session: one refresh, ten successes (${withLocks ? 'navigator.locks' : 'shared promise'})`, async () => {
      const jar = { value: 'expired' as string | undefined };
      const { transport, refresh } = fakeApi(jar, { value: 'fresh' });
      const wrapped = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh, locks: withLocks ? fakeLocks() : undefined });
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => callApi(wrapped, locale, `/account/${i}`)));
      expect(results).toHaveLength(10);
      expect(results.map((r) => (r as { ok: string }).ok)).toEqual(Array.from({ length: 10 }, (_, i) => `/api/web/v1/account/${i}`));
      expect(refresh).toHaveBeenCalledTimes(1);
      // Ten failures and ten retries.
      expect(transport).toHaveBeenCalledTimes(20);
    });
  }

  it('a second tab that gets the lock after the first refreshed only retries', async () => {
    const jar = { value: 'expired' as string | undefined };
    const { transport, refresh } = fakeApi(jar, { value: 'fresh' });
    const locks = fakeLocks();
    const tabA = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh, locks });
    const tabB = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh, locks });
    await Promise.all([callApi(tabA, locale, '/a'), callApi(tabB, locale, '/b')]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('rethrows a 401 without the jwt-data cookie, without refreshing', async () => {
    const jar = { value: undefined as string | undefined };
    const { transport, refresh } = fakeApi(jar, { value: 'fresh' });
    const wrapped = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh });
    await expect(callApi(wrapped, locale, '/account')).rejects.toMatchObject({ status: 401, code: 'authentication_failed' });
    expect(refresh).not.toHaveBeenCalled();
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('rethrows any other status without refreshing', async () => {
    const jar = { value: 'expired' as string | undefined };
    const { transport, refresh } = fakeApi(jar, { value: 'fresh' });
    const wrapped = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh });
    await expect(callApi(wrapped, locale, '/boom')).rejects.toMatchObject({ status: 500 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('rethrows the refresh failure to every waiting request, and refreshes only once for them', async () => {
    const jar = { value: 'expired' as string | undefined };
    const { transport } = fakeApi(jar, { value: 'fresh' });
    const refresh = vi.fn(async () => {
      await tick();
      throw new ApiError(401, 'authentication_failed', 'Authentication failed.');
    });
    const wrapped = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh });
    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => callApi(wrapped, locale, '/account')));
    expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as ApiError).status === 401)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    // No retry after a failed refresh.
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('retries only once: a second 401 after the refresh is the answer', async () => {
    const jar = { value: 'expired' as string | undefined };
    const transport = vi.fn<Transport>(async () => UNAUTHORIZED);
    const refresh = vi.fn(async () => {
      jar.value = 'new';
    });
    const wrapped = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh });
    await expect(callApi(wrapped, locale, '/account')).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('never refreshes for the requests it is told to skip (sign-in answers 401 on a wrong password)', async () => {
    const jar = { value: 'expired' as string | undefined };
    const { transport, refresh } = fakeApi(jar, { value: 'fresh' });
    const wrapped = withAuthRefresh({ transport, readSessionCookie: () => jar.value, refresh, skip: (r) => r.url.includes('/sessions') });
    await expect(callApi(wrapped, locale, '/sessions', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
  });
});
