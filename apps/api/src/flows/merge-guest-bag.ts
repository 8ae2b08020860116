/**
 * Flow: a guest signs in or registers. Their bag (every country's) joins the member's bag without
 * losing either side's lines (bag), the gift cards to buy and the gift cards applied come along
 * (giftcard), and the guest `bag` cookie is cleared: from now on the session finds the bag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '@blush/shared/locale';
import type { Db } from '../db/client.ts';
import { hashToken } from '../modules/auth/tokens.ts';
import type { CountryCode } from '@blush/shared/markets';
import { guestBagsOf, memberBagOf, mergeGuestBags } from '../modules/bag/service.ts';
import { moveToBag } from '../modules/giftcard/service.ts';

export async function mergeGuestBagOnSignIn(db: Db, request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void> {
  const token = request.cookies[COOKIE.bag];
  if (!token) return;
  const guests = await guestBagsOf(db, hashToken(token));
  await mergeGuestBags(db, hashToken(token), customerId);
  for (const guest of guests) {
    const target = await memberBagOf(db, customerId, guest.country as CountryCode);
    if (target) await moveToBag(db, guest.id, target);
  }
  reply.clearCookie(COOKIE.bag, { path: '/' });
}
