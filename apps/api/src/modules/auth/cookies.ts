import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, JWT_COOKIE_MAX_AGE } from '@blush/shared/locale';
import { KNOWN_DEVICE_MAX_AGE, KNOWN_DEVICE_PATH } from './sign-in-guard.ts';

/**
 * The split JWT cookies of product guide §9: `jwt-data` holds the header and payload (readable by the
 * page), `jwt-signature` the signature and `jwt-refresh-token` the refresh token (both httpOnly).
 * 60 days, SameSite lax, path /, Secure on https (and always in production).
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, accessToken: string, refreshToken: string, production: boolean): void {
  const [header, payload, signature] = accessToken.split('.');
  const base = { path: '/', sameSite: 'lax' as const, secure: production || request.protocol === 'https', maxAge: JWT_COOKIE_MAX_AGE };
  reply.setCookie(COOKIE.jwtData, `${header}.${payload}`, { ...base, httpOnly: false });
  reply.setCookie(COOKIE.jwtSignature, signature!, { ...base, httpOnly: true });
  reply.setCookie(COOKIE.jwtRefresh, refreshToken, { ...base, httpOnly: true });
}

/**
 * The known-device cookie of one account (docs/decisions/0017): httpOnly, signed, long-lived, sent
 * only to the sign-in endpoint. It is not cleared at sign-out: the browser stays a known device.
 */
export function setKnownDeviceCookie(request: FastifyRequest, reply: FastifyReply, cookie: { name: string; value: string }, production: boolean): void {
  reply.setCookie(cookie.name, cookie.value, { path: KNOWN_DEVICE_PATH, sameSite: 'lax', secure: production || request.protocol === 'https', httpOnly: true, maxAge: KNOWN_DEVICE_MAX_AGE });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [COOKIE.jwtData, COOKIE.jwtSignature, COOKIE.jwtRefresh]) reply.clearCookie(name, { path: '/' });
}

/** The access token of a request: `Authorization: Bearer …` (apps), else the two cookies joined. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || undefined;
  const data = request.cookies[COOKIE.jwtData];
  const signature = request.cookies[COOKIE.jwtSignature];
  return data && signature ? `${data}.${signature}` : undefined;
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[COOKIE.jwtRefresh] || undefined;
}

/** Origin for links in e-mails when PUBLIC_URL is not set: the one the shopper used. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
