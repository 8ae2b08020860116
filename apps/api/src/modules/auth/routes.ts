import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noticeResponseSchema,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  registrationBodySchema,
  signInBodySchema,
  tokenBodySchema,
  tokenResponseSchema,
  tokenVerifyBodySchema,
  tokenVerifyResponseSchema,
  unlockBodySchema,
  unlockRequestSchema,
  userResponseSchema,
} from '@blush/shared/account-contracts';
import type { Language } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { DomainError } from '../../domain-error.ts';
import { registerCustomer, userDto } from '../customer/service.ts';
import { memberJoined } from '../loyalty/service.ts';
import { mergeGuestBagOnSignIn } from '../../flows/merge-guest-bag.ts';
import { resetPassword } from '../../flows/reset-password.ts';
import {
  type AuthDeps,
  type IssuedTokens,
  authenticate,
  checkResetToken,
  linkSocialFromToken,
  refresh,
  requestPasswordReset,
  requestUnlock,
  sendWelcome,
  signOut,
  signOutByRefreshToken,
  socialProviders,
  startSession,
  unlock,
} from './service.ts';
import { accessTokenOf, clearSessionCookies, refreshTokenOf, requestOrigin, setKnownDeviceCookie, setSessionCookies } from './cookies.ts';
import { signIn } from './sign-in.ts';
import { verifyAccessToken } from './tokens.ts';

/** The message of an answer that is not an error (`auth.notice.*` in the message catalogue), in the shopper's language. */
export const notice = (key: 'reset_sent' | 'unlock_sent' | 'password_reset' | 'unlocked', language: Language) => ({ message: message(language, `auth.notice.${key}`) });

export interface AuthRouteOptions {
  production: boolean;
  rateLimitMax: number;
}

export function tokenResponse(tokens: IssuedTokens, flow: 'client' | 'app') {
  return {
    token_type: 'Bearer' as const,
    expires_in: Math.max(0, Math.round((tokens.expiresAt.getTime() - Date.now()) / 1000)),
    expires_at: tokens.expiresAt.toISOString(),
    user_id: tokens.customer.publicId,
    ...(flow === 'app' ? { access_token: tokens.accessToken, refresh_token: tokens.refreshToken } : {}),
  };
}

/** Sign-in, registration, tokens, sign-out, password reset and unlock. */
export function authRoutes(deps: AuthDeps, options: AuthRouteOptions): FastifyPluginAsyncZod {
  const limited = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const issue = (request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens, flow: 'client' | 'app') => {
    noStore(reply);
    if (flow === 'client') setSessionCookies(request, reply, tokens.accessToken, tokens.refreshToken, options.production);
    return tokenResponse(tokens, flow);
  };

  return async (app) => {
    app.post(
      '/user',
      {
        config: limited,
        schema: {
          tags: ['account'],
          summary: 'Register as a Beauty Pass member; signs the new member in (client flow cookies)',
          body: registrationBodySchema,
          response: { 201: userResponseSchema },
        },
      },
      async (request, reply) => {
        const { social_link_token: linkToken, ...body } = request.body;
        const customer = await registerCustomer(deps.db, body, request.locale.language);
        await memberJoined(deps.db, customer);
        if (linkToken) await linkSocialFromToken(deps, linkToken, customer).catch((error) => request.log.warn({ err: error }, 'social link not made'));
        const tokens = await startSession(deps, customer, { flow: 'client', userAgent: request.headers['user-agent'] });
        issue(request, reply, tokens, 'client');
        await mergeGuestBagOnSignIn(deps.db, request, reply, customer.id);
        await sendWelcome(deps, customer, requestOrigin(request));
        return reply.status(201).send({ user: userDto(customer, await socialProviders(deps, customer.id)) });
      },
    );

    app.post(
      '/sessions',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password (client flow: cookies; app flow: tokens in the body); `code` is the e-mailed code while the account is locked. 429 + Retry-After while this address must wait, 423 when it is blocked',
          body: signInBodySchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        const { email, password, code, flow, device_id: deviceId } = request.body;
        if (flow === 'app' && !deviceId) throw new DomainError('validation_failed', {}, { fields: [{ field: 'body.device_id', message: 'required for the app flow' }] });
        const tokens = await signIn(deps, {
          email,
          password,
          code,
          flow,
          deviceId,
          ip: request.ip,
          cookies: request.cookies,
          userAgent: request.headers['user-agent'],
          origin: requestOrigin(request),
          language: request.locale.language,
        }).catch((error: unknown) => {
          // A pair that must wait is told how long (429 + Retry-After), like the route rate limit.
          if (error instanceof DomainError && error.code === 'sign_in_slowed_down') reply.header('retry-after', String((error.details as { retry_after: number }).retry_after));
          throw error;
        });
        if (flow === 'client') {
          setKnownDeviceCookie(request, reply, tokens.knownDevice, options.production);
          await mergeGuestBagOnSignIn(deps.db, request, reply, tokens.customer.id);
        }
        return issue(request, reply, tokens, flow);
      },
    );

    app.delete(
      '/sessions',
      { schema: { tags: ['auth'], summary: 'Sign out: revoke the session and its refresh tokens, clear the cookies' } },
      async (request, reply) => {
        const access = accessTokenOf(request);
        const member = access ? await verifyAccessToken(deps.key, access, { ignoreExpiry: true }).catch(() => undefined) : undefined;
        if (member) await signOut(deps, member.sid);
        else {
          const refreshToken = refreshTokenOf(request);
          if (refreshToken) await signOutByRefreshToken(deps, refreshToken);
        }
        clearSessionCookies(reply);
        return reply.status(204).header('cache-control', 'no-store').send();
      },
    );

    app.post(
      '/auth/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Refresh the access token: client flow from the refresh-token cookie, app flow with Bearer, refresh_token and device_id',
          body: tokenBodySchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        const body = request.body;
        try {
          const tokens =
            body.flow === 'client'
              ? await refresh(deps, { flow: 'client', refreshToken: refreshTokenOf(request) ?? '' })
              : await refresh(deps, {
                  flow: 'app',
                  refreshToken: body.refresh_token,
                  deviceId: body.device_id,
                  bearer: request.headers.authorization?.startsWith('Bearer ') ? request.headers.authorization.slice(7) : undefined,
                });
          return issue(request, reply, tokens, body.flow);
        } catch (error) {
          if (body.flow === 'client') clearSessionCookies(reply);
          throw error;
        }
      },
    );

    app.post(
      '/auth/token/verify',
      {
        schema: {
          tags: ['auth'],
          summary: 'Check an access token (body, Bearer or cookies): 200 when valid and its session open, else 401',
          body: tokenVerifyBodySchema.nullish(),
          response: { 200: tokenVerifyResponseSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const member = await authenticate(deps, request.body?.token ?? accessTokenOf(request));
        return { valid: true, user_id: member.publicId, expires_at: member.expiresAt.toISOString() };
      },
    );

    app.post(
      '/passwords/reset-instructions',
      {
        config: limited,
        schema: { tags: ['auth'], summary: 'E-mail a password reset link if the address is on record (same answer either way)', body: passwordResetRequestSchema, response: { 202: noticeResponseSchema } },
      },
      async (request, reply) => {
        await requestPasswordReset(deps, request.body.email, requestOrigin(request));
        return reply.status(202).send(notice('reset_sent', request.locale.language));
      },
    );

    app.post(
      '/passwords/reset/verify',
      {
        config: limited,
        schema: { tags: ['auth'], summary: 'Whether a reset link can still be used (410 reset_link_expired otherwise)', body: unlockBodySchema, response: { 200: z.object({ valid: z.literal(true) }) } },
      },
      async (request) => {
        await checkResetToken(deps, request.body.token);
        return { valid: true as const };
      },
    );

    app.post(
      '/passwords/reset',
      {
        config: limited,
        schema: { tags: ['auth'], summary: 'Set a new password through a single-use reset link; ends every session', body: passwordResetBodySchema, response: { 200: noticeResponseSchema } },
      },
      async (request) => {
        await resetPassword(deps, request.body, request.locale.language);
        return notice('password_reset', request.locale.language);
      },
    );

    app.post(
      '/users/unlock',
      {
        config: limited,
        schema: { tags: ['auth'], summary: 'Unlock an account through its single-use e-mailed link', body: unlockBodySchema, response: { 200: noticeResponseSchema } },
      },
      async (request) => {
        await unlock(deps, request.body.token);
        return notice('unlocked', request.locale.language);
      },
    );

    app.post(
      '/users/unlock-instructions',
      {
        config: limited,
        schema: { tags: ['auth'], summary: 'Send a new unlock link to a locked account (same answer either way)', body: unlockRequestSchema, response: { 202: noticeResponseSchema } },
      },
      async (request, reply) => {
        await requestUnlock(deps, request.body.email, requestOrigin(request));
        return reply.status(202).send(notice('unlock_sent', request.locale.language));
      },
    );
  };
}
