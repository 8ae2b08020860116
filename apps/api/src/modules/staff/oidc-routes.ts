/**
 * Staff single sign-on routes (docs/decisions/0034), beside the password sign-in:
 *
 * - `GET sessions/methods`: whether the "Sign in with <company> account" button shows.
 * - `GET sessions/oidc?next=/orders`: 302 to the company's provider (authorization code, PKCE S256,
 *   state, nonce); the checks and `next` wait in a sealed, httpOnly, 10-minute cookie on this path.
 * - `GET sessions/oidc/callback`: the provider sends the browser back here (same origin, under the
 *   admin API); the code is exchanged, the ID token verified (signature, issuer, audience, expiry,
 *   nonce) and the staff member found (`oidc-sign-in.ts`). Then 302 to `/admin<next>` with the
 *   staff session cookie, or to `/admin/sign-in?sso_error=not_recognised|locked|other_account|failed`.
 *
 * Both are top-level navigations (no X-Platform); the state bound to the sealed cookie stops a forged
 * callback, the flow cookie is cleared on the first callback and the provider takes a code once.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_API_PREFIX, type StaffSsoError, staffSignInMethodsResponseSchema } from '@blush/shared/staff-contracts';
import type { Env } from '../../env.ts';
import { flowSealer } from '../../adapters/oidc/flow-cookie.ts';
import { type OidcChecks, type OidcClient, type OidcIdentity, createOidcClient } from '../../adapters/oidc/oidc.ts';
import { requestOrigin } from '../auth/cookies.ts';
import type { StaffDeps } from './deps.ts';
import { staffSsoSignIn } from './oidc-sign-in.ts';
import { setStaffCookie } from './session.ts';

export const STAFF_SSO_FLOW_COOKIE = 'blush_staff_sso';
const FLOW_PATH = `${ADMIN_API_PREFIX}/sessions/oidc`;
const FLOW_TTL_SECONDS = 10 * 60;
const ADMIN_BASE = '/admin';

export type StaffOidcEnv = Partial<Pick<Env, 'STAFF_OIDC_ISSUER' | 'STAFF_OIDC_CLIENT_ID' | 'STAFF_OIDC_CLIENT_SECRET' | 'STAFF_OIDC_NAME' | 'STAFF_OIDC_EMAIL_DOMAIN' | 'PUBLIC_URL' | 'APP_ENV'>> &
  Pick<Env, 'AUTH_RATE_LIMIT_MAX'>;

interface Flow extends OidcChecks {
  next: string;
  expiresAt: number;
}

/** A path of the back office (`/orders?status=paid`): one leading `/`, no `//`, no backslash, no control characters; else `/`. */
export function safeAdminNext(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2000) return '/';
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.includes('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return '/';
  return raw;
}

export function staffOidcRoutes(deps: StaffDeps, env: StaffOidcEnv): FastifyPluginAsyncZod {
  const production = env.APP_ENV === 'production';
  const oidc: OidcClient | undefined =
    env.STAFF_OIDC_ISSUER && env.STAFF_OIDC_CLIENT_ID
      ? createOidcClient({ issuer: env.STAFF_OIDC_ISSUER, clientId: env.STAFF_OIDC_CLIENT_ID, clientSecret: env.STAFF_OIDC_CLIENT_SECRET, allowInsecureRequests: !production })
      : undefined;
  const sealer = flowSealer<Flow>(deps.key, 'staff-sso-flow');
  // The same per-address limit as the password step.
  const limited = { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  const publicUrl = env.PUBLIC_URL?.replace(/\/+$/, '');
  const site = (request: FastifyRequest, path: string) => `${publicUrl ?? requestOrigin(request)}${path}`;
  const refused = (request: FastifyRequest, reason: StaffSsoError) => site(request, `${ADMIN_BASE}/sign-in?sso_error=${reason}`);
  const cookieOptions = (request: FastifyRequest) => ({ path: FLOW_PATH, httpOnly: true, sameSite: 'lax' as const, secure: production || request.protocol === 'https' });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  return async (app) => {
    app.get(
      '/sessions/methods',
      {
        config: { staffAccess: 'public' },
        schema: { tags: ['admin'], summary: 'How staff may sign in: the password always, the company account when single sign-on is configured', response: { 200: staffSignInMethodsResponseSchema } },
      },
      async () => ({ oidc: oidc ? { name: env.STAFF_OIDC_NAME ?? 'Blush', start_path: FLOW_PATH } : null }),
    );

    app.get(
      '/sessions/oidc',
      {
        config: { ...limited, staffAccess: 'public' },
        schema: {
          tags: ['admin'],
          summary: 'Staff single sign-on: 302 to the company provider; its callback comes back signed in to /admin<next>',
          querystring: z.object({ next: z.string().optional().catch(undefined) }),
        },
      },
      async (request, reply) => {
        noStore(reply);
        if (!oidc) return reply.redirect(refused(request, 'failed'), 302);
        try {
          const { url, checks } = await oidc.authorizationRequest(site(request, `${FLOW_PATH}/callback`));
          const flow: Flow = { ...checks, next: safeAdminNext(request.query.next), expiresAt: Date.now() + FLOW_TTL_SECONDS * 1000 };
          reply.setCookie(STAFF_SSO_FLOW_COOKIE, sealer.seal(flow), { ...cookieOptions(request), maxAge: FLOW_TTL_SECONDS });
          return reply.redirect(url.href, 302);
        } catch (error) {
          request.log.error({ err: error, issuer: oidc.issuer }, 'staff single sign-on could not start (issuer discovery)');
          return reply.redirect(refused(request, 'failed'), 302);
        }
      },
    );

    app.get(
      '/sessions/oidc/callback',
      {
        config: { ...limited, staffAccess: 'public' },
        schema: { tags: ['admin'], summary: 'Where the company provider sends the browser back: signs in and 302 to /admin<next>, or to /admin/sign-in?sso_error=…' },
      },
      async (request, reply) => {
        noStore(reply);
        const flow = sealer.open(request.cookies[STAFF_SSO_FLOW_COOKIE]);
        reply.clearCookie(STAFF_SSO_FLOW_COOKIE, cookieOptions(request));
        const query = new URL(request.url, 'http://callback.invalid').searchParams;
        let identity: OidcIdentity;
        try {
          if (!oidc) throw new Error('staff single sign-on is not configured');
          if (!flow) throw new Error('no sign-in in progress: the flow cookie is missing, expired or altered');
          if (query.has('error')) throw new Error(`the provider answered ${query.get('error')}: ${query.get('error_description') ?? ''}`);
          identity = await oidc.exchangeCode(query, flow);
        } catch (error) {
          request.log.warn({ err: error }, 'staff single sign-on failed');
          return reply.redirect(refused(request, 'failed'), 302);
        }
        const outcome = await staffSsoSignIn(deps, identity, {
          issuer: oidc!.issuer,
          emailDomain: env.STAFF_OIDC_EMAIL_DOMAIN,
          userAgent: request.headers['user-agent'],
          actor: { requestId: request.id, ip: request.ip },
        });
        if (outcome.kind === 'refused') {
          request.log.info({ reason: outcome.reason, subject: identity.subject }, 'staff single sign-on refused');
          return reply.redirect(refused(request, outcome.reason), 302);
        }
        setStaffCookie(request, reply, outcome.token, production);
        return reply.redirect(site(request, `${ADMIN_BASE}${flow!.next}`), 302);
      },
    );
  };
}
