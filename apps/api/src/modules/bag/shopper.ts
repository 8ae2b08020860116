import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, JWT_COOKIE_MAX_AGE } from '@blush/shared/locale';
import { DomainError } from '../../domain-error.ts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { requireCustomer } from '../customer/service.ts';
import type { Shopper } from './service.ts';

/**
 * The shopper behind a request: a signed-in member's bag, or a guest's found by the `bag` cookie
 * (made and set on the first add). An expired session stays a 401 so the storefront refreshes it.
 */
export async function shopperOf(auth: AuthDeps, request: FastifyRequest, reply: FastifyReply | null, production: boolean): Promise<Shopper> {
  const { country, language } = request.locale;
  try {
    const member = await requireMember(auth, request);
    const customer = await requireCustomer(auth.db, member.customerId);
    return { owner: { customerId: customer.id }, country, language, tier: customer.tier, isEmployee: customer.isEmployee };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'sign_in_required') throw error;
  }
  let token = request.cookies[COOKIE.bag];
  if (!token && reply) {
    token = newOpaqueToken().token;
    reply.setCookie(COOKIE.bag, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: production || request.protocol === 'https', maxAge: JWT_COOKIE_MAX_AGE });
  }
  return { owner: token ? { tokenHash: hashToken(token) } : null, country, language, tier: 'pink', isEmployee: false };
}

