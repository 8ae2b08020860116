import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, JWT_COOKIE_MAX_AGE } from '@blush/shared/locale';

/**
 * The split JWT cookies of SPEC.md §9: `jwt-data` holds the header and payload (readable by the
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
