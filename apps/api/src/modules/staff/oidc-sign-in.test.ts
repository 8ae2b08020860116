/**
 * Staff single sign-on (docs/decisions/0034) against a real OpenID Connect provider (oidc-provider on
 * 127.0.0.1): the start route, the provider's login and consent, the callback; who is let in (an
 * existing, active staff member by verified e-mail) and who is not; forged state, wrong nonce and a
 * replayed code change nothing; the session and audit entry are those of the password sign-in. The
 * first sign-in binds the provider's account (issuer + subject): a renamed address still signs the
 * same person in, another account with their address is refused until an administrator clears it.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { signInAtProvider, startOidcProvider } from '../../test/oidc-provider.ts';
import { CookieJar, DEMO_STAFF, adminCall, signInStaff } from './test-helpers.ts';
import { STAFF_SSO_FLOW_COOKIE, safeAdminNext } from './oidc-routes.ts';
import { matchableEmail } from './oidc-sign-in.ts';

const ORIGIN = 'http://localhost';
const CALLBACK = `${ORIGIN}/api/admin/v1/sessions/oidc/callback`;
const provider = await startOidcProvider({ redirectUris: [CALLBACK] });
afterAll(() => provider.close());

const SSO_ENV = {
  STAFF_OIDC_ISSUER: provider.issuer,
  STAFF_OIDC_CLIENT_ID: provider.clientId,
  STAFF_OIDC_CLIENT_SECRET: provider.clientSecret,
  STAFF_OIDC_NAME: 'Blush Group',
  STAFF_OIDC_EMAIL_DOMAIN: 'staff.blush.example',
  PUBLIC_URL: ORIGIN,
  AUTH_RATE_LIMIT_MAX: '40',
};

const rand = () => randomBytes(4).toString('hex');
let next = 0;
const newAddress = () => `198.19.${Math.floor(++next / 250)}.${(next % 250) + 1}`;

/** The company account of a person at the provider, fresh per test (the suites run once per database). */
function account(email: string, emailVerified = true): string {
  const id = `company-${rand()}`;
  provider.accounts.set(id, { id, email, emailVerified });
  return id;
}

interface Attempt {
  jar: CookieJar;
  location: URL;
  callback: URL;
  /** The flow cookie as the browser held it when the provider sent it back. */
  flowCookie: string;
}

/** A staff member presses "Sign in with … account", signs in at the provider and comes back. */
async function ssoSignIn(
  inject: (options: Parameters<typeof adminCall>[3] & { url: string }) => ReturnType<typeof adminCall>,
  accountId: string,
  options: { next?: string; cancel?: boolean; alterAuthorization?: (url: URL) => void; alterCallback?: (callback: URL) => void } = {},
): Promise<Attempt> {
  const jar = new CookieJar();
  const start = await inject({ url: `/sessions/oidc${options.next ? `?next=${encodeURIComponent(options.next)}` : ''}`, jar });
  expect(start.statusCode).toBe(302);
  expect(start.headers['cache-control']).toBe('no-store');
  const authorization = new URL(String(start.headers.location));
  options.alterAuthorization?.(authorization);
  const callback = await signInAtProvider(authorization, accountId, { cancel: options.cancel });
  expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
  options.alterCallback?.(callback);
  const flowCookie = jar.values.get(STAFF_SSO_FLOW_COOKIE) ?? '';
  const done = await inject({ url: `${callback.pathname.replace('/api/admin/v1', '')}${callback.search}`, jar });
  expect(done.statusCode).toBe(302);
  expect(done.headers['cache-control']).toBe('no-store');
  return { jar, location: new URL(String(done.headers.location)), callback, flowCookie };
}

describeApi(
  'staff single sign-on (OpenID Connect)',
  (ctx) => {
    const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
    const address = newAddress();
    const get = (options: Parameters<typeof adminCall>[3] & { url: string }) => adminCall(ctx().api, 'GET', options.url, { address, ...options });
    const sessions = async () => (await run<{ n: number }>(sql`select count(*)::int as n from staff_sessions`))[0]!.n;
    const signInsOf = (publicId: string) =>
      run<{ after: Record<string, unknown>; staff_id: number | null }>(sql`select after, staff_id from staff_audit_log where action = 'staff.signed_in' and target_id = ${publicId} order by id`);
    const refusedWith = (attempt: Attempt, reason: string) => {
      expect(attempt.location.href).toBe(`${ORIGIN}/admin/sign-in?sso_error=${reason}`);
      expect(attempt.jar.values.has('blush_staff')).toBe(false);
    };

    it('offers the company account on the sign-in page', async () => {
      const methods = await get({ url: '/sessions/methods' });
      expect(methods.json()).toEqual({ oidc: { name: 'Blush Group', start_path: '/api/admin/v1/sessions/oidc' } });
    });

    it('signs an existing staff member in by verified e-mail: the password sign-in’s session and audit entry, method oidc', async () => {
      const attempt = await ssoSignIn(get, account('Merch@Staff.Blush.Example'), { next: '/orders?status=paid' });
      expect(attempt.location.href).toBe(`${ORIGIN}/admin/orders?status=paid`);
      expect(attempt.jar.values.has(STAFF_SSO_FLOW_COOKIE)).toBe(false);
      const me = await adminCall(ctx().api, 'GET', '/me', { jar: attempt.jar });
      expect(me.statusCode).toBe(200);
      expect(me.json().staff).toMatchObject({ email: 'merch@staff.blush.example', roles: ['merchandiser'] });
      // The active session: an idle hour at most.
      const expires = Date.parse(me.json().session_expires_at);
      expect(expires - Date.now()).toBeGreaterThan(55 * 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
      const entries = await signInsOf(me.json().staff.id);
      expect(entries.at(-1)!.after).toMatchObject({ method: 'oidc' });
      expect(entries.at(-1)!.staff_id).not.toBeNull();
      // Signing out ends it as any staff session.
      expect((await adminCall(ctx().api, 'DELETE', '/sessions', { jar: attempt.jar })).statusCode).toBe(204);
    });

    it('sets the same staff cookie as the password sign-in, and keeps the flow in a sealed Lax cookie on its own path', async () => {
      const jar = new CookieJar();
      const start = await get({ url: '/sessions/oidc', jar });
      const url = new URL(String(start.headers.location));
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: provider.clientId, redirect_uri: CALLBACK, response_type: 'code', code_challenge_method: 'S256' });
      for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
      const flow = (start.cookies as Array<Record<string, unknown>>).find((c) => c.name === STAFF_SSO_FLOW_COOKIE)!;
      expect(flow).toMatchObject({ path: '/api/admin/v1/sessions/oidc', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
      expect(Buffer.from(String(flow.value), 'base64url').toString('latin1')).not.toContain(url.searchParams.get('state'));

      const callback = await signInAtProvider(url, 'content@staff.blush.example');
      const done = await get({ url: `/sessions/oidc/callback${callback.search}`, jar });
      const staffCookie = (done.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'blush_staff')!;
      expect(staffCookie).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    });

    it('refuses a person who is not on the staff, and one whose e-mail the provider has not verified, creating nothing', async () => {
      const before = await sessions();
      refusedWith(await ssoSignIn(get, account(`stranger-${rand()}@staff.blush.example`)), 'not_recognised');
      refusedWith(await ssoSignIn(get, account('ops@staff.blush.example', false)), 'not_recognised');
      // A shopper of the shop is no staff member either, and another domain is never matched.
      refusedWith(await ssoSignIn(get, account('gold@blush.example')), 'not_recognised');
      expect(await sessions()).toBe(before);
    });

    it('refuses a disabled staff member as an unknown one, and a locked one with its own words', async () => {
      const email = `sso-${rand()}@staff.blush.example`;
      await run(sql`insert into staff_members (email, name, password_hash, roles, disabled_at) values (${email}, 'Gone Staff', 'x', ${'{operations}'}, now())`);
      const before = await sessions();
      refusedWith(await ssoSignIn(get, account(email)), 'not_recognised');
      await run(sql`update staff_members set disabled_at = null, locked_until = now() + interval '10 minutes', lock_reference = 'REF123' where email = ${email}`);
      refusedWith(await ssoSignIn(get, account(email)), 'locked');
      expect(await sessions()).toBe(before);
    });

    it('refuses a forged state, a wrong nonce, a replayed code and a cancelled sign-in, creating nothing', async () => {
      const before = await sessions();
      const forged = await ssoSignIn(get, account('care@staff.blush.example'), { alterCallback: (callback) => callback.searchParams.set('state', `forged-${rand()}`) });
      refusedWith(forged, 'failed');
      // The provider puts another nonce into the ID token than the one this browser's flow holds.
      const nonce = await ssoSignIn(get, account('care@staff.blush.example'), { alterAuthorization: (url) => url.searchParams.set('nonce', `other-${rand()}-nonce-value`) });
      refusedWith(nonce, 'failed');
      refusedWith(await ssoSignIn(get, account('care@staff.blush.example'), { cancel: true }), 'failed');
      expect(await sessions()).toBe(before);

      // A good sign-in, then its callback again with the flow cookie the browser had: the code is spent.
      const good = await ssoSignIn(get, account('care@staff.blush.example'));
      expect(good.location.pathname).toBe('/admin/');
      const afterGood = await sessions();
      const replayJar = new CookieJar();
      replayJar.values.set(STAFF_SSO_FLOW_COOKIE, good.flowCookie);
      const replay = await get({ url: `/sessions/oidc/callback${good.callback.search}`, jar: replayJar });
      expect(String(replay.headers.location)).toBe(`${ORIGIN}/admin/sign-in?sso_error=failed`);
      expect(replayJar.values.has('blush_staff')).toBe(false);
      // Without any flow cookie (another browser, or an expired flow) the same.
      const bare = await get({ url: `/sessions/oidc/callback${good.callback.search}`, jar: new CookieJar() });
      expect(String(bare.headers.location)).toBe(`${ORIGIN}/admin/sign-in?sso_error=failed`);
      expect(await sessions()).toBe(afterGood);
    });

    it('binds the company account at the first sign-in: a changed address still signs them in, another account with their address is refused until an administrator clears the binding', async () => {
      const email = `bound-${rand()}@staff.blush.example`;
      await run(sql`insert into staff_members (email, name, password_hash, roles) values (${email}, 'Bound Staff', 'x', ${'{operations}'})`);
      const [{ public_id: publicId }] = (await run<{ public_id: string }>(sql`select public_id from staff_members where email = ${email}`)) as [{ public_id: string }];
      const binding = async () => (await run<{ sso_issuer: string | null; sso_subject: string | null }>(sql`select sso_issuer, sso_subject from staff_members where email = ${email}`))[0];
      const actions = async () => (await run<{ action: string; staff_id: number | null; after: Record<string, unknown> }>(sql`select action, staff_id, after from staff_audit_log where target_id = ${publicId} order by id`));

      const first = account(email);
      const signedIn = await ssoSignIn(get, first);
      expect(signedIn.location.pathname).toBe('/admin/');
      expect(await binding()).toEqual({ sso_issuer: provider.issuer, sso_subject: first });
      expect((await actions()).map((entry) => entry.action)).toEqual(['staff.sso_linked', 'staff.signed_in']);

      // The person's address changes at the provider (and is not even verified there now): still them.
      provider.accounts.set(first, { id: first, email: `renamed-${rand()}@elsewhere.example`, emailVerified: false });
      const renamed = await ssoSignIn(get, first);
      expect(renamed.location.pathname).toBe('/admin/');
      expect((await adminCall(ctx().api, 'GET', '/me', { jar: renamed.jar })).json().staff).toMatchObject({ id: publicId, email, sso_linked: true });

      // Another account at the provider with their address: refused in words of its own, kept in the trail, nothing opened.
      const before = await sessions();
      const other = account(email);
      refusedWith(await ssoSignIn(get, other), 'other_account');
      expect(await sessions()).toBe(before);
      expect((await actions()).at(-1)).toEqual({ action: 'staff.sso_refused', staff_id: null, after: { reason: 'other_account', issuer: provider.issuer, subject: other } });
      expect(await binding()).toEqual({ sso_issuer: provider.issuer, sso_subject: first });

      // Only an administrator clears it (from the copy they saw), audited; the next account with the address binds anew.
      const ops = await signInStaff(ctx().api, DEMO_STAFF.find((staff) => staff.role === 'operations')!.email);
      const listed = async (jar: CookieJar) => ((await adminCall(ctx().api, 'GET', '/staff', { jar })).json().staff as Array<{ id: string; version: number; sso_linked: boolean }>).find((s) => s.id === publicId)!;
      expect((await adminCall(ctx().api, 'PATCH', `/staff/${publicId}`, { jar: ops, body: { version: 1, clear_sso_link: true } })).statusCode).toBe(403);
      const admin = await signInStaff(ctx().api, 'admin@staff.blush.example');
      const seen = await listed(admin);
      expect(seen.sso_linked).toBe(true);
      const cleared = await adminCall(ctx().api, 'PATCH', `/staff/${publicId}`, { jar: admin, body: { version: seen.version, clear_sso_link: true } });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().staff).toMatchObject({ sso_linked: false });
      expect((await actions()).at(-1)).toMatchObject({ action: 'staff.updated', after: { sso_linked: false } });
      expect(await binding()).toEqual({ sso_issuer: null, sso_subject: null });
      // The old account's address is no staff member's now; the replacement signs in and is bound.
      refusedWith(await ssoSignIn(get, first), 'not_recognised');
      expect((await ssoSignIn(get, other)).location.pathname).toBe('/admin/');
      expect(await binding()).toEqual({ sso_issuer: provider.issuer, sso_subject: other });
    });

    it('limits sign-in attempts per address as the password step does', async () => {
      const limited = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++) statuses.push((await adminCall(ctx().api, 'GET', '/sessions/oidc', { address: limited })).statusCode);
      expect(statuses.slice(0, 40).every((status) => status === 302)).toBe(true);
      expect(statuses[40]).toBe(429);
    });
  },
  { env: SSO_ENV },
);

it('matches only verified addresses of the company domain, and keeps next inside the back office', () => {
  const identity = { subject: 's', email: 'ops@staff.blush.example', emailVerified: true, givenName: null, familyName: null };
  expect(matchableEmail(identity, 'staff.blush.example')).toBe('ops@staff.blush.example');
  expect(matchableEmail(identity, undefined)).toBe('ops@staff.blush.example');
  expect(matchableEmail({ ...identity, email: 'ops@evilstaff.blush.example' }, 'staff.blush.example')).toBeUndefined();
  expect(matchableEmail({ ...identity, emailVerified: false }, undefined)).toBeUndefined();
  expect(safeAdminNext('/orders?status=paid')).toBe('/orders?status=paid');
  for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', undefined]) expect(safeAdminNext(bad)).toBe('/');
});
