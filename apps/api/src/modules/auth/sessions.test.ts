import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call, registerMember } from './test-helpers.ts';
import { loadSigningKey } from './service.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeApi(
  'sessions and tokens',
  (ctx) => {
    const signIn = async (email: string, password: string, jar = new CookieJar()) => ({ jar, response: await call(ctx().api, 'POST', '/sessions', { body: { email, password }, jar }) });

    it('signs a demo member in with the split cookies and answers the account; a wrong password or unknown e-mail answers the same 401', async () => {
      const { jar, response } = await signIn('Gold@Blush.example', 'Blush#2026');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token_type: 'Bearer' });
      expect(response.json().expires_in).toBeGreaterThanOrEqual(899);
      expect(response.json().access_token).toBeUndefined();
      const account = await call(ctx().api, 'GET', '/account', { jar });
      expect(account.statusCode).toBe(200);
      expect(account.json()).toMatchObject({ user: { email: 'gold@blush.example', tier: 'gold' }, beauty_pass: { tier: 'gold' } });
      const payload = JSON.parse(Buffer.from(jar.values.get('jwt-data')!.split('.')[1]!, 'base64url').toString());
      expect(payload).toMatchObject({ sub: account.json().user.id, name: 'Grace' });

      const wrong = await signIn('gold@blush.example', 'Blush#2027');
      const unknown = await signIn('nobody@blush.example', 'Blush#2026');
      for (const answer of [wrong.response, unknown.response]) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json().error).toMatchObject({ code: 'authentication_failed', message: 'Authentication failed.' });
        expect(answer.cookies).toHaveLength(0);
      }
      expect((await call(ctx().api, 'GET', '/account')).json().error.code).toBe('sign_in_required');
    });

    it('answers 401 to a tampered jwt-data with a valid signature, an alg none token and an expired token', async () => {
      const { jar } = await signIn('pink@blush.example', 'Blush#2026');
      const [header, payload] = jar.values.get('jwt-data')!.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const other = (await signIn('gold@blush.example', 'Blush#2026')).jar;
      const goldClaims = JSON.parse(Buffer.from(other.values.get('jwt-data')!.split('.')[1]!, 'base64url').toString());

      const tampered = new CookieJar();
      tampered.values.set('jwt-data', `${header}.${b64({ ...claims, sub: goldClaims.sub, sid: goldClaims.sid })}`);
      tampered.values.set('jwt-signature', jar.values.get('jwt-signature')!);
      expect((await call(ctx().api, 'GET', '/user', { jar: tampered })).statusCode).toBe(401);

      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      expect((await call(ctx().api, 'GET', '/user', { headers: { authorization: `Bearer ${none}` } })).statusCode).toBe(401);

      const key = await loadSigningKey(ctx().database.db, undefined);
      const expired = await new SignJWT({ sid: claims.sid, name: 'Mei' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(key);
      const expiredAnswer = await call(ctx().api, 'GET', '/user', { headers: { authorization: `Bearer ${expired}` } });
      expect(expiredAnswer.statusCode).toBe(401);
      expect(expiredAnswer.json().error.code).toBe('authentication_failed');
      // The same claims, not expired, are accepted: the 401s above are about the token, not the member.
      const fresh = await new SignJWT({ sid: claims.sid, name: 'Mei' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.sub).setIssuedAt().setExpirationTime('5m').sign(key);
      expect((await call(ctx().api, 'GET', '/user', { headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
    });

    it('rotates the refresh token (client flow), lets two tabs refresh at once, and revokes the session when an old token comes back later', async () => {
      const { jar } = await signIn('white@blush.example', 'Blush#2026');
      const first = jar.values.get('jwt-refresh-token')!;
      const tabA = new CookieJar();
      const tabB = new CookieJar();
      for (const tab of [tabA, tabB]) for (const [k, v] of jar.values) tab.values.set(k, v);
      const [a, b] = await Promise.all([
        call(ctx().api, 'POST', '/auth/token', { body: { grant_type: 'refresh_token', flow: 'client' }, jar: tabA }),
        call(ctx().api, 'POST', '/auth/token', { body: { grant_type: 'refresh_token', flow: 'client' }, jar: tabB }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(tabA.values.get('jwt-refresh-token')).not.toBe(first);
      expect(tabB.values.get('jwt-refresh-token')).not.toBe(first);
      expect((await call(ctx().api, 'GET', '/user', { jar: tabA })).statusCode).toBe(200);
      expect((await call(ctx().api, 'GET', '/user', { jar: tabB })).statusCode).toBe(200);

      // Past the grace period the first token is reuse: the session ends for everybody holding it.
      await ctx().database.db.execute(sql`update refresh_tokens set used_at = now() - interval '10 minutes' where used_at is not null`);
      const stolen = new CookieJar();
      stolen.values.set('jwt-refresh-token', first);
      const reuse = await call(ctx().api, 'POST', '/auth/token', { body: { grant_type: 'refresh_token', flow: 'client' }, jar: stolen });
      expect(reuse.statusCode).toBe(401);
      expect((await call(ctx().api, 'GET', '/user', { jar: tabA })).statusCode).toBe(401);
      const afterReuse = await call(ctx().api, 'POST', '/auth/token', { body: { grant_type: 'refresh_token', flow: 'client' }, jar: tabA });
      expect(afterReuse.statusCode).toBe(401);
      expect(tabA.values.has('jwt-data')).toBe(false);
    });

    it('serves the app flow: tokens in the body, refresh with Bearer, refresh_token and the same device', async () => {
      const login = await call(ctx().api, 'POST', '/sessions', { body: { email: 'black@blush.example', password: 'Blush#2026', flow: 'app', device_id: 'device-123456' } });
      expect(login.statusCode).toBe(200);
      const { access_token: access, refresh_token: refreshToken } = login.json();
      expect(login.cookies).toHaveLength(0);
      const otherDevice = await call(ctx().api, 'POST', '/auth/token', {
        body: { grant_type: 'refresh_token', flow: 'app', refresh_token: refreshToken, device_id: 'device-999999' },
        headers: { authorization: `Bearer ${access}` },
      });
      expect(otherDevice.statusCode).toBe(401);
      const noBearer = await call(ctx().api, 'POST', '/auth/token', { body: { grant_type: 'refresh_token', flow: 'app', refresh_token: refreshToken, device_id: 'device-123456' } });
      expect(noBearer.statusCode).toBe(401);
      const refreshed = await call(ctx().api, 'POST', '/auth/token', {
        body: { grant_type: 'refresh_token', flow: 'app', refresh_token: refreshToken, device_id: 'device-123456' },
        headers: { authorization: `Bearer ${access}` },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().refresh_token).not.toBe(refreshToken);
      const verify = await call(ctx().api, 'POST', '/auth/token/verify', { body: { token: refreshed.json().access_token } });
      expect(verify.json()).toMatchObject({ valid: true });
      // A client-flow refresh cannot use an app session's token.
      const jar = new CookieJar();
      jar.values.set('jwt-refresh-token', refreshed.json().refresh_token);
      expect((await call(ctx().api, 'POST', '/auth/token', { body: { grant_type: 'refresh_token', flow: 'client' }, jar })).statusCode).toBe(401);
    });

    it('signs out: the session, its access token and its refresh token stop working and the cookies are cleared', async () => {
      const { jar } = await signIn('pink@blush.example', 'Blush#2026');
      const saved = new CookieJar();
      for (const [k, v] of jar.values) saved.values.set(k, v);
      const out = await call(ctx().api, 'DELETE', '/sessions', { jar });
      expect(out.statusCode).toBe(204);
      // The session cookies are cleared; the known-device cookie stays (this browser signed in before: decision 0017).
      expect([...jar.values.keys()].filter((name) => !name.startsWith('blush_kd_'))).toEqual([]);
      expect((await call(ctx().api, 'POST', '/auth/token/verify', { jar: saved })).statusCode).toBe(401);
      expect((await call(ctx().api, 'GET', '/account', { jar: saved })).statusCode).toBe(401);
      expect((await call(ctx().api, 'POST', '/auth/token', { body: { grant_type: 'refresh_token', flow: 'client' }, jar: saved })).statusCode).toBe(401);
    });

    // Lockout (slow-down and block per account and address, the distributed-attack lock, codes and
    // known devices, races) is in lockout.test.ts; what stays here is that a guessed account does
    // not hold up anyone else from the same address.
    it('slows down only the account under attack, not others signing in from the same address', async () => {
      const victim = await registerMember(ctx().api);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signIn(victim.email, 'Wrong#pass1')).response.statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      expect((await signIn('pink@blush.example', 'Blush#2026')).response.statusCode).toBe(200);
    });

    it('keeps one member from another member’s review: owner mismatch on delete, absent from their list', async () => {
      const author = await registerMember(ctx().api);
      const other = await registerMember(ctx().api);
      const products = (await call(ctx().api, 'GET', '/products?page_size=1')).json();
      const slug = products.items[0].slug;
      const written = await call(ctx().api, 'POST', `/products/${slug}/reviews`, { body: { rating: 5, title: 'Lovely', body: 'Soft on the skin and lasts all day.' }, jar: author.jar });
      expect(written.statusCode).toBe(201);
      const id = written.json().id;
      const mine = (await call(ctx().api, 'GET', '/user/reviews', { jar: author.jar })).json().reviews;
      expect(mine).toEqual([expect.objectContaining({ id, status: 'pending', rating: 5 })]);
      expect((await call(ctx().api, 'GET', '/user/reviews', { jar: other.jar })).json().reviews).toEqual([]);
      const stolen = await call(ctx().api, 'DELETE', `/user/reviews/${id}`, { jar: other.jar });
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json().error).toMatchObject({ code: 'owner_mismatch', message: 'The review does not belong to the current user.' });
      expect((await call(ctx().api, 'DELETE', `/user/reviews/${id}`, { jar: author.jar })).statusCode).toBe(204);
      expect((await call(ctx().api, 'DELETE', `/user/reviews/${id}`, { jar: author.jar })).statusCode).toBe(404);
      expect((await call(ctx().api, 'POST', `/products/${slug}/reviews`, { body: { rating: 5, title: 'x', body: 'No session here at all.' } })).statusCode).toBe(401);
    });

    it('updates the profile and beauty profile, records a marketing consent change, and changes the password by the rules', async () => {
      const member = await registerMember(ctx().api);
      const patched = await call(ctx().api, 'PATCH', '/user', {
        jar: member.jar,
        body: { first_name: 'Lina', marketing_consent: true, beauty_profile: { skin_type: 'oily', skin_concerns: ['acne', 'pores'] } },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().user).toMatchObject({ first_name: 'Lina', marketing_consent: true, beauty_profile: { skin_type: 'oily', skin_concerns: ['acne', 'pores'], hair_type: null }, beauty_profile_complete: false });
      const badOption = await call(ctx().api, 'PATCH', '/user', { jar: member.jar, body: { beauty_profile: { skin_type: 'purple' } } });
      expect(badOption.statusCode).toBe(400);
      const consents = await queryRows<{ kind: string; granted: boolean }>(ctx().database.db, sql`select c.kind, c.granted from customer_consents c join customers u on u.id = c.customer_id where u.email = ${member.email} and c.kind = 'marketing' order by c.id`);
      expect(consents.map((c) => c.granted)).toEqual([false, true]);

      const wrongCurrent = await call(ctx().api, 'POST', '/user/password', { jar: member.jar, body: { current_password: 'Nope#1234', password: 'Newer#1234', password_confirmation: 'Newer#1234' } });
      expect(wrongCurrent.json().error.code).toBe('wrong_current_password');
      const same = await call(ctx().api, 'POST', '/user/password', { jar: member.jar, body: { current_password: member.password, password: member.password, password_confirmation: member.password } });
      expect(same.json().error.details.rules.map((r: { code: string }) => r.code)).toEqual(['AUTH_MS_PV_006']);
      const changed = await call(ctx().api, 'POST', '/user/password', { jar: member.jar, body: { current_password: member.password, password: 'Newer#1234', password_confirmation: 'Newer#1234' } });
      expect(changed.statusCode).toBe(200);
      expect((await call(ctx().api, 'GET', '/user', { jar: member.jar })).statusCode).toBe(200);
      expect((await signIn(member.email, 'Newer#1234')).response.statusCode).toBe(200);
    });
  },
  { env: { REFRESH_REUSE_GRACE_SECONDS: '30' } },
);
