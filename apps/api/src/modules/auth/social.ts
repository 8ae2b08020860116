/**
 * Social sign-in with OpenID Connect (Google by default; any issuer through OIDC_ISSUER).
 *
 * Web: `GET auth/social/google?return_to=/path` sends the browser to the provider (authorization
 * code, PKCE S256, state, nonce); `GET auth/social/google/callback` finishes there and sends it on:
 * signed in to `return_to`, or to `/sign_in?social_error=google_not_linked&link_token=…` with the
 * Google profile (the sign-up page links the account on registration), or to
 * `/sign_in?social_error=social_sign_in_failed`. Between the two, state, nonce, PKCE verifier and
 * `return_to` live in a short-lived encrypted httpOnly cookie on the callback's path. These GETs are
 * top-level navigations (no X-Platform); state and PKCE protect the callback.
 *
 * Apps: `POST auth/social` with an ID token the app got itself, verified against the issuer's keys
 * (audience = OIDC_CLIENT_ID) — product guide §7.
 *
 * Without OIDC_CLIENT_ID the routes exist but answer `social_sign_in_failed`.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { socialProvidersResponseSchema, socialSignInBodySchema, tokenResponseSchema } from '@blush/shared/account-contracts';
import type { SOCIAL_PROVIDERS } from '@blush/shared/account';
import { API_PREFIX } from '@blush/shared/http';
import type { Env } from '../../env.ts';
import { DomainError } from '../../domain-error.ts';
import { flowSealer } from '../../adapters/oidc/flow-cookie.ts';
import { type OidcChecks, type OidcClient, type OidcIdentity, InvalidIdTokenError, createOidcClient } from '../../adapters/oidc/oidc.ts';
import type { CustomerRow } from '../customer/service.ts';
import { type AuthDeps, createSocialLinkToken, isLocked, memberForSocial, startSession } from './service.ts';
import { mergeGuestBagOnSignIn } from '../../flows/merge-guest-bag.ts';
import { requestOrigin, setSessionCookies } from './cookies.ts';
import { tokenResponse } from './routes.ts';

export const SOCIAL_FLOW_COOKIE = 'social-sign-in';
const FLOW_PATH = `${API_PREFIX}/auth/social`;
const FLOW_TTL_SECONDS = 10 * 60;
const DEFAULT_RETURN_TO = '/account';
const PROVIDER = 'google';

interface Flow extends OidcChecks {
  returnTo: string;
  /** Epoch milliseconds after which the flow is void (the cookie's max-age, enforced here too). */
  expiresAt: number;
}

/** A same-origin path: one leading `/`, no `//`, no backslash, no control characters; else the default. */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2000) return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.includes('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_RETURN_TO;
  return raw;
}

type Outcome = { kind: 'member'; customer: CustomerRow } | { kind: 'not_linked'; details: { link_token: string; email: string | null; first_name: string | null; last_name: string | null } } | { kind: 'locked' };

/** The member an identity belongs to (linking a matching verified e-mail), else a pending link. */
async function resolveMember(deps: AuthDeps, identity: OidcIdentity): Promise<Outcome> {
  const customer = await memberForSocial(deps, { provider: PROVIDER, subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified });
  if (customer) {
    // A locked account (too many wrong passwords, support) opens through its unlock link only.
    if (await isLocked(deps, customer.id)) return { kind: 'locked' };
    return { kind: 'member', customer };
  }
  const linkToken = await createSocialLinkToken(deps, { provider: PROVIDER, subject: identity.subject, email: identity.email });
  return { kind: 'not_linked', details: { link_token: linkToken, email: identity.email, first_name: identity.givenName, last_name: identity.familyName } };
}

export function socialRoutes(deps: AuthDeps, env: Env): FastifyPluginAsyncZod {
  const production = env.APP_ENV === 'production';
  const oidc: OidcClient | undefined = env.OIDC_CLIENT_ID
    ? createOidcClient({ issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, allowInsecureRequests: !production })
    : undefined;
  const sealer = flowSealer<Flow>(deps.key, 'social-sign-in-flow');
  const limited = { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  const publicUrl = env.PUBLIC_URL?.replace(/\/+$/, '');
  /** A page of the shop: on PUBLIC_URL when set, else on the origin the request came to. */
  const site = (path: string) => `${publicUrl ?? ''}${path}`;
  const signInPage = (params: Record<string, string | null | undefined>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    return site(`/sign_in?${query}`);
  };
  const failed = (returnTo?: string) => signInPage({ social_error: 'social_sign_in_failed', return_to: returnTo && returnTo !== DEFAULT_RETURN_TO ? returnTo : undefined });
  const callbackUrl = (request: FastifyRequest) => `${publicUrl ?? requestOrigin(request)}${FLOW_PATH}/${PROVIDER}/callback`;
  const cookieOptions = (request: FastifyRequest) => ({ path: FLOW_PATH, httpOnly: true, sameSite: 'lax' as const, secure: production || request.protocol === 'https' });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  return async (app) => {
    app.get(
      '/auth/social/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'The social sign-in providers that can work now (Google only when OIDC_CLIENT_ID is set)',
          response: { 200: socialProvidersResponseSchema },
        },
      },
      async () => ({ providers: oidc ? [PROVIDER as (typeof SOCIAL_PROVIDERS)[number]] : [] }),
    );

    app.get(
      `/auth/social/${PROVIDER}`,
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'Web sign-in with Google: 302 to the provider; the callback comes back signed in to return_to (a same-origin path, default /account)',
          querystring: z.object({ return_to: z.string().optional().catch(undefined) }),
        },
      },
      async (request, reply) => {
        noStore(reply);
        const returnTo = safeReturnTo(request.query.return_to);
        if (!oidc) {
          request.log.warn('social sign-in asked for, but OIDC_CLIENT_ID is not set');
          return reply.redirect(failed(returnTo), 302);
        }
        try {
          const { url, checks } = await oidc.authorizationRequest(callbackUrl(request));
          const flow: Flow = { ...checks, returnTo, expiresAt: Date.now() + FLOW_TTL_SECONDS * 1000 };
          reply.setCookie(SOCIAL_FLOW_COOKIE, sealer.seal(flow), { ...cookieOptions(request), maxAge: FLOW_TTL_SECONDS });
          return reply.redirect(url.href, 302);
        } catch (error) {
          request.log.error({ err: error, issuer: oidc.issuer }, 'social sign-in could not start (issuer discovery)');
          return reply.redirect(failed(returnTo), 302);
        }
      },
    );

    app.get(
      `/auth/social/${PROVIDER}/callback`,
      {
        config: limited,
        schema: { tags: ['auth'], summary: 'Where Google sends the browser back: signs in and 302 to return_to, or to /sign_in with social_error' },
      },
      async (request, reply) => {
        noStore(reply);
        const flow = sealer.open(request.cookies[SOCIAL_FLOW_COOKIE]);
        reply.clearCookie(SOCIAL_FLOW_COOKIE, cookieOptions(request));
        const query = new URL(request.url, 'http://callback.invalid').searchParams;
        try {
          if (!oidc) throw new Error('OIDC_CLIENT_ID is not set');
          if (!flow) throw new Error('no sign-in in progress: the flow cookie is missing, expired or altered');
          if (query.has('error')) throw new Error(`the provider answered ${query.get('error')}: ${query.get('error_description') ?? ''}`);
          const outcome = await resolveMember(deps, await oidc.exchangeCode(query, flow));
          switch (outcome.kind) {
            case 'member': {
              const tokens = await startSession(deps, outcome.customer, { flow: 'client', userAgent: request.headers['user-agent'] });
              setSessionCookies(request, reply, tokens.accessToken, tokens.refreshToken, production);
              await mergeGuestBagOnSignIn(deps.db, request, reply, outcome.customer.id);
              return reply.redirect(site(flow.returnTo), 302);
            }
            case 'not_linked':
              return reply.redirect(signInPage({ social_error: 'google_not_linked', ...outcome.details, return_to: flow.returnTo }), 302);
            default:
              throw new Error('the member is locked');
          }
        } catch (error) {
          request.log.warn({ err: error }, 'social sign-in failed');
          return reply.redirect(failed(flow?.returnTo), 302);
        }
      },
    );

    app.post(
      '/auth/social',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a Google ID token (apps): 200 tokens (app flow: in the body; client flow: cookies), 404 google_not_linked with a link_token for registration',
          body: socialSignInBodySchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        const { id_token: idToken, flow, device_id: deviceId } = request.body;
        if (flow === 'app' && !deviceId) throw new DomainError('validation_failed', {}, { fields: [{ field: 'body.device_id', message: 'required for the app flow' }] });
        if (!oidc) throw new DomainError('social_sign_in_failed');
        let identity: OidcIdentity;
        try {
          identity = await oidc.verifyIdToken(idToken);
        } catch (error) {
          if (error instanceof InvalidIdTokenError) {
            request.log.info({ reason: error.message }, 'social sign-in with an invalid ID token');
            throw new DomainError('authentication_failed');
          }
          request.log.error({ err: error, issuer: oidc.issuer }, 'ID token could not be checked (issuer discovery or keys)');
          throw new DomainError('social_sign_in_failed');
        }
        const outcome = await resolveMember(deps, identity);
        if (outcome.kind === 'not_linked') throw new DomainError('google_not_linked', {}, outcome.details);
        if (outcome.kind === 'locked') throw new DomainError('authentication_failed');
        const tokens = await startSession(deps, outcome.customer, { flow, deviceId, userAgent: request.headers['user-agent'] });
        noStore(reply);
        if (flow === 'client') setSessionCookies(request, reply, tokens.accessToken, tokens.refreshToken, production);
        return tokenResponse(tokens, flow);
      },
    );
  };
}
