/**
 * Social sign-in against a real OpenID Connect provider (oidc-provider on 127.0.0.1): the web flow
 * from the start route through the provider's login and consent forms back to the callback, and the
 * app flow with an ID token the provider issued.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import * as oidcClient from 'openid-client';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { describeApi } from '../../test/api.ts';
import { signInAtProvider, startOidcProvider } from '../../test/oidc-provider.ts';
import type { Api } from '../../app.ts';
import { CookieJar, call, registration } from './test-helpers.ts';
import { SOCIAL_FLOW_COOKIE, safeReturnTo } from './social.ts';

const ORIGIN = 'http://localhost';
const CALLBACK = `${ORIGIN}/api/web/v1/auth/social/google/callback`;
const provider = await startOidcProvider({ redirectUris: [CALLBACK] });
afterAll(() => provider.close());

const OIDC_ENV = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, PUBLIC_URL: ORIGIN };

const rand = () => randomBytes(4).toString('hex');

/** A Google account at the provider, fresh per test (the suites run once per database). */
function account(email: string, extra: { emailVerified?: boolean; givenName?: string; familyName?: string } = {}) {
  const id = `google-${rand()}`;
  provider.accounts.set(id, { id, email, givenName: 'Ada', familyName: 'Lovelace', ...extra });
  return id;
}

interface WebSignIn {
  jar: CookieJar;
  /** Where the API sent the browser at the end. */
  location: URL;
  callback: URL;
  done: Awaited<ReturnType<Api['inject']>>;
}

/** The shopper clicks "Continue with Google", signs in at the provider and comes back to the callback. */
async function webSignIn(api: Api, accountId: string, options: { returnTo?: string; cancel?: boolean; alter?: (callback: URL, jar: CookieJar) => void } = {}): Promise<WebSignIn> {
  const jar = new CookieJar();
  const query = options.returnTo === undefined ? '' : `?return_to=${encodeURIComponent(options.returnTo)}`;
  const start = jar.take(await api.inject({ method: 'GET', url: `/api/web/v1/auth/social/google${query}` }));
  expect(start.statusCode).toBe(302);
  expect(start.headers['cache-control']).toBe('no-store');
  const callback = await signInAtProvider(String(start.headers.location), accountId, { cancel: options.cancel });
  expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
  options.alter?.(callback, jar);
  const done = jar.take(await api.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: jar.values.size ? { cookie: jar.header() } : {} }));
  expect(done.statusCode).toBe(302);
  expect(done.headers['cache-control']).toBe('no-store');
  return { jar, location: new URL(String(done.headers.location)), callback, done };
}

/** An ID token the provider issues to an app (same client) through its own code flow with PKCE. */
async function appIdToken(accountId: string): Promise<string> {
  const config = await oidcClient.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, { execute: [oidcClient.allowInsecureRequests] });
  const verifier = oidcClient.randomPKCECodeVerifier();
  const state = oidcClient.randomState();
  const url = oidcClient.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid email profile',
    state,
    code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await signInAtProvider(url, accountId);
  const tokens = await oidcClient.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, idTokenExpected: true });
  return tokens.id_token!;
}

describeApi(
  'social sign-in (OpenID Connect)',
  (ctx) => {
    it('lists Google among the providers that can sign in now', async () => {
      const providers = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/auth/social/providers' });
      expect(providers.json()).toEqual({ providers: ['google'] });
    });

    it('signs a member in whose verified Google e-mail matches, links the account, and later finds it by subject alone', async () => {
      const id = account('gold@blush.example');
      const first = await webSignIn(ctx().api, id, { returnTo: '/account/orders?tab=open' });
      expect(first.location.href).toBe(`${ORIGIN}/account/orders?tab=open`);
      // The flow cookie was set on the start (encrypted, httpOnly, Lax, 10 minutes, on the social path) and is cleared now.
      expect(first.jar.values.has(SOCIAL_FLOW_COOKIE)).toBe(false);
      for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) expect(first.jar.values.has(name)).toBe(true);
      const me = await call(ctx().api, 'GET', '/user', { jar: first.jar });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toMatchObject({ email: 'gold@blush.example', first_name: 'Grace', social_providers: ['google'] });

      // The Google account's address changes: the link (issuer subject) still finds the member.
      provider.accounts.get(id)!.email = `grace-${rand()}@example.com`;
      const second = await webSignIn(ctx().api, id);
      expect(second.location.href).toBe(`${ORIGIN}/account`);
      expect((await call(ctx().api, 'GET', '/user', { jar: second.jar })).json().user.email).toBe('gold@blush.example');
    });

    it('starts the authorization-code flow with PKCE S256, state and nonce, keeping them in a short-lived httpOnly cookie', async () => {
      const start = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/auth/social/google?return_to=%2Fcart' });
      expect(start.statusCode).toBe(302);
      const url = new URL(String(start.headers.location));
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: provider.clientId,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
      const cookie = (start.cookies as Array<Record<string, unknown>>).find((c) => c.name === SOCIAL_FLOW_COOKIE)!;
      expect(cookie).toMatchObject({ path: '/api/web/v1/auth/social', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
      // Encrypted: neither the state nor the verifier can be read from it.
      expect(Buffer.from(String(cookie.value), 'base64url').toString('latin1')).not.toContain(url.searchParams.get('state'));
    });

    it('sends an unknown Google account to sign-up with a link token, links it on registration, and signs the new member in next time', async () => {
      const email = `new-${rand()}@example.com`;
      const id = account(email, { givenName: 'Nia', familyName: 'Tan' });
      const first = await webSignIn(ctx().api, id, { returnTo: '/products/some-lipstick' });
      expect(`${first.location.origin}${first.location.pathname}`).toBe(`${ORIGIN}/sign_in`);
      const params = Object.fromEntries(first.location.searchParams);
      expect(params).toMatchObject({ social_error: 'google_not_linked', email, first_name: 'Nia', last_name: 'Tan', return_to: '/products/some-lipstick' });
      expect(params.link_token).toMatch(/^[\w-]{20,}$/);
      expect(first.jar.values.has('jwt-data')).toBe(false);

      const jar = new CookieJar();
      const registered = await call(ctx().api, 'POST', '/user', { body: registration({ email, first_name: 'Nia', last_name: 'Tan', social_link_token: params.link_token }), jar });
      expect(registered.statusCode).toBe(201);
      expect(registered.json().user.social_providers).toEqual(['google']);

      const again = await webSignIn(ctx().api, id);
      expect(again.location.href).toBe(`${ORIGIN}/account`);
      expect((await call(ctx().api, 'GET', '/user', { jar: again.jar })).json().user).toMatchObject({ email, first_name: 'Nia' });
    });

    it('never links by an e-mail the provider has not verified', async () => {
      const id = account('pink@blush.example', { emailVerified: false });
      const { location, jar } = await webSignIn(ctx().api, id);
      expect(location.searchParams.get('social_error')).toBe('google_not_linked');
      expect(jar.values.has('jwt-data')).toBe(false);
    });

    it('fails to /sign_in with social_sign_in_failed on an altered state, a missing or altered flow cookie, a refused consent and a replayed callback', async () => {
      const id = account('white@blush.example');
      const failed = (result: WebSignIn) => {
        expect(`${result.location.origin}${result.location.pathname}`).toBe(`${ORIGIN}/sign_in`);
        expect(result.location.searchParams.get('social_error')).toBe('social_sign_in_failed');
        expect(result.jar.values.has('jwt-data')).toBe(false);
      };
      failed(await webSignIn(ctx().api, id, { alter: (callback) => callback.searchParams.set('state', 'forged-state-value-123456') }));
      failed(await webSignIn(ctx().api, id, { alter: (_callback, jar) => jar.values.delete(SOCIAL_FLOW_COOKIE) }));
      failed(
        await webSignIn(ctx().api, id, {
          alter: (_callback, jar) => {
            const value = jar.values.get(SOCIAL_FLOW_COOKIE)!;
            jar.values.set(SOCIAL_FLOW_COOKIE, `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`);
          },
        }),
      );
      const cancelled = await webSignIn(ctx().api, id, { cancel: true, returnTo: '/cart' });
      expect(cancelled.callback.searchParams.get('error')).toBe('access_denied');
      failed(cancelled);
      expect(cancelled.location.searchParams.get('return_to')).toBe('/cart');

      // The same callback (code and cookie) a second time: the code is spent.
      let saved: { url: string; cookie: string } | undefined;
      const ok = await webSignIn(ctx().api, id, { alter: (callback, jar) => (saved = { url: `${callback.pathname}${callback.search}`, cookie: jar.header() }) });
      expect(ok.location.href).toBe(`${ORIGIN}/account`);
      const replay = await ctx().api.inject({ method: 'GET', url: saved!.url, headers: { cookie: saved!.cookie } });
      expect(replay.statusCode).toBe(302);
      expect(new URL(String(replay.headers.location)).searchParams.get('social_error')).toBe('social_sign_in_failed');
      expect(replay.cookies.some((c: { name: string; value: string }) => c.name === 'jwt-data' && c.value)).toBe(false);
    });

    it('does not let a locked member in through Google either', async () => {
      const email = `locked-${rand()}@example.com`;
      const created = await call(ctx().api, 'POST', '/sandbox/users', { body: { email, locked: true } });
      expect(created.statusCode).toBe(201);
      const id = account(email);
      const web = await webSignIn(ctx().api, id);
      expect(web.location.searchParams.get('social_error')).toBe('social_sign_in_failed');
      expect(web.jar.values.has('jwt-data')).toBe(false);
      const app = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: await appIdToken(id), flow: 'app', device_id: 'device-123456' } });
      expect(app.statusCode).toBe(401);
    });

    it('only returns to a same-origin path', async () => {
      expect(['/account', '/a?b=c#d', '/'].map(safeReturnTo)).toEqual(['/account', '/a?b=c#d', '/']);
      for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '/a//b', '/a\nb', '', undefined, ['/a']]) expect(safeReturnTo(bad)).toBe('/account');
      const id = account('staff@blush.example');
      const result = await webSignIn(ctx().api, id, { returnTo: '//evil.example/path' });
      expect(result.location.href).toBe(`${ORIGIN}/account`);
    });

    it('signs an app in with a provider-issued ID token (tokens in the body), a web client with cookies; a forged or foreign token is 401', async () => {
      const id = account('black@blush.example');
      const idToken = await appIdToken(id);
      expect(decodeJwt(idToken)).toMatchObject({ iss: provider.issuer, aud: provider.clientId, sub: id, email: 'black@blush.example', email_verified: true });

      const app = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: idToken, flow: 'app', device_id: 'device-123456' } });
      expect(app.statusCode).toBe(200);
      expect(app.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) });
      expect(app.cookies).toHaveLength(0);
      expect(app.headers['cache-control']).toBe('no-store');
      const me = await call(ctx().api, 'GET', '/user', { headers: { authorization: `Bearer ${app.json().access_token}` } });
      expect(me.json().user).toMatchObject({ email: 'black@blush.example', social_providers: ['google'] });

      const jar = new CookieJar();
      const web = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: idToken, flow: 'client' }, jar });
      expect(web.statusCode).toBe(200);
      expect(web.json().access_token).toBeUndefined();
      expect((await call(ctx().api, 'GET', '/user', { jar })).json().user.email).toBe('black@blush.example');

      const noDevice = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: idToken, flow: 'app' } });
      expect(noDevice.statusCode).toBe(400);

      // The same claims signed with another key (under the provider's key id, and under another), and unsigned.
      const { privateKey } = await generateKeyPair('RS256');
      const claims = decodeJwt(idToken);
      const { kid } = decodeProtectedHeader(idToken);
      const forge = (headerKid: string | undefined) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', ...(headerKid ? { kid: headerKid } : {}) }).sign(privateKey);
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const forgeries = [await forge(kid), await forge('another-key'), await forge(undefined), `${b64({ alg: 'none' })}.${b64(claims)}.`, `${idToken.slice(0, -4)}AAAA`];
      for (const forged of forgeries) {
        const answer = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: forged, flow: 'app', device_id: 'device-123456' } });
        expect(answer.statusCode).toBe(401);
        expect(answer.json().error.code).toBe('authentication_failed');
      }
    });

    it('answers an ID token of an unknown Google account with 404 google_not_linked and a link token for registration', async () => {
      const email = `app-${rand()}@example.com`;
      const id = account(email, { givenName: 'Kai', familyName: 'Lim' });
      const answer = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: await appIdToken(id), flow: 'app', device_id: 'device-123456' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toMatchObject({
        code: 'google_not_linked',
        message: 'This Google account is not linked to a Blush account. Please sign up.',
        details: { email, first_name: 'Kai', last_name: 'Lim', link_token: expect.stringMatching(/^[\w-]{20,}$/) },
      });
      const registered = await call(ctx().api, 'POST', '/user', { body: registration({ email, social_link_token: answer.json().error.details.link_token }) });
      expect(registered.json().user.social_providers).toEqual(['google']);
      const again = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: await appIdToken(id), flow: 'app', device_id: 'device-123456' } });
      expect(again.statusCode).toBe(200);
    });
  },
  { products: 20, env: OIDC_ENV },
);

describeApi(
  'social sign-in without OIDC_CLIENT_ID',
  (ctx) => {
    it('lists no social provider, so the sign-in page does not offer "Continue with Google"', async () => {
      const providers = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/auth/social/providers' });
      expect(providers.statusCode).toBe(200);
      expect(providers.json()).toEqual({ providers: [] });
    });

    it('sends the browser back to sign-in with social_sign_in_failed, and answers apps the same error', async () => {
      const start = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/auth/social/google?return_to=%2Fcart' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/sign_in?social_error=social_sign_in_failed&return_to=%2Fcart');
      const callback = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/auth/social/google/callback?code=x&state=y' });
      expect(callback.headers.location).toBe('/sign_in?social_error=social_sign_in_failed');
      const app = await call(ctx().api, 'POST', '/auth/social', { body: { provider: 'google', id_token: 'a'.repeat(40), flow: 'app', device_id: 'device-123456' }, language: 'th', country: 'TH' });
      expect(app.statusCode).toBe(400);
      expect(app.json().error).toMatchObject({ code: 'social_sign_in_failed', message: 'ไม่สามารถเข้าสู่ระบบด้วยบัญชี Google ของคุณได้ โปรดลองอีกครั้ง' });
    });
  },
  { products: 20 },
);
