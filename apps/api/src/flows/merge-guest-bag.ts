/**
 * Flow: a guest signs in or registers. Their bag (every country's) joins the member's bag without
 * losing either side's lines, and the guest `bag` cookie is cleared: from now on the session finds
 * the bag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '@blush/shared/locale';
import type { Db } from '../db/client.ts';
import { hashToken } from '../modules/auth/tokens.ts';
import { mergeGuestBags } from '../modules/bag/service.ts';

export async function mergeGuestBagOnSignIn(db: Db, request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void> {
  const token = request.cookies[COOKIE.bag];
  if (!token) return;
  await mergeGuestBags(db, hashToken(token), customerId);
  reply.clearCookie(COOKIE.bag, { path: '/' });
}
