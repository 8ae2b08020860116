import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { rewardRedeemBodySchema, rewardRedemptionSchema, rewardsResponseSchema } from '@blush/shared/loyalty-contracts';
import { DomainError } from '../../domain-error.ts';
import { type AuthDeps, type Member, optionalMember, requireMember } from '../auth/guard.ts';
import { cancelRedemption, redeemReward } from '../../flows/reward-redemption.ts';
import { listRewards, rewardImageSvg } from './service.ts';

/** Guests may cache the list briefly; a member's list (balance, affordability) is theirs alone. */
const GUEST_CACHE = 'public, max-age=30, stale-while-revalidate=60';
const MEMBER_CACHE = 'private, no-store';
const MEDIA_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Redeeming needs a member (product guide §6): without a session the answer says to sign in or register. */
async function memberOnly(auth: AuthDeps, request: FastifyRequest): Promise<Member> {
  try {
    return await requireMember(auth, request);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'sign_in_required') throw new DomainError('members_only');
    throw error;
  }
}

/** Beauty Pass rewards (product guide §7 `rewards` index and create), taking one out of the bag, and reward images. */
export function rewardRoutes(auth: AuthDeps): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    app.get(
      '/rewards',
      {
        schema: {
          tags: ['loyalty'],
          summary: 'Rewards offered in the country, grouped under 500 points and from 500; for a member with the balance and what it affords',
          response: { 200: rewardsResponseSchema },
        },
      },
      async (request, reply) => {
        const member = await optionalMember(auth, request);
        reply.header('cache-control', member ? MEMBER_CACHE : GUEST_CACHE).header('vary', 'accept-language, x-site-country, cookie, authorization');
        return listRewards(db, { country: request.locale.country, language: request.locale.language, customerId: member?.customerId ?? null });
      },
    );

    app.post(
      '/rewards',
      {
        schema: {
          tags: ['loyalty'],
          summary: 'Redeem a reward for a transaction (members only; one per transaction; the points are the reward’s)',
          body: rewardRedeemBodySchema,
          response: { 201: rewardRedemptionSchema },
        },
      },
      async (request, reply) => {
        const member = await memberOnly(auth, request);
        const redemption = await redeemReward(db, {
          customerId: member.customerId,
          rewardId: request.body.reward_id,
          transactionRef: request.body.transaction_ref,
          country: request.locale.country,
          language: request.locale.language,
        });
        return reply.status(201).header('cache-control', 'no-store').send(redemption);
      },
    );

    app.delete(
      '/rewards/:id',
      {
        schema: {
          tags: ['loyalty'],
          summary: "Take a reserved reward out of the bag: points and stock come back (another member's answers owner-mismatch)",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (request, reply) => {
        const member = await memberOnly(auth, request);
        await cancelRedemption(db, { customerId: member.customerId, redemptionId: request.params.id, language: request.locale.language });
        return reply.status(204).header('cache-control', 'no-store').send();
      },
    );

    app.get(
      '/media/rewards/:file',
      {
        schema: {
          tags: ['media'],
          summary: 'Generated reward image (SVG), for rewards that give no catalogue item',
          params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) }),
        },
      },
      async (request, reply) => {
        const svg = await rewardImageSvg(db, request.params.file.replace(/\.svg$/, ''));
        return reply.header('cache-control', MEDIA_CACHE).type('image/svg+xml').send(svg);
      },
    );
  };
}
