import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appEventBodySchema,
  loyaltySummarySchema,
  perksResponseSchema,
  pointsLogQuerySchema,
  pointsLogResponseSchema,
} from '@blush/shared/loyalty-contracts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { appEvent, memberPerks, pointsLog, summary } from './service.ts';

/** Beauty Pass for the signed-in member: summary and tier status, point log, perks, app events. */
export function loyaltyRoutes(auth: AuthDeps): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/loyalty/summary', { schema: { tags: ['loyalty'], summary: 'Points balance, pending and expiring points, tier, progress and tier message', response: { 200: loyaltySummarySchema } } }, async (request) => {
      const member = await requireMember(auth, request);
      return summary(db, member.customerId);
    });

    app.get(
      '/loyalty/points-log',
      { schema: { tags: ['loyalty'], summary: 'The point log, newest first, with filters and paging', querystring: pointsLogQuerySchema, response: { 200: pointsLogResponseSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        return pointsLog(db, member.customerId, request.query, request.locale.language);
      },
    );

    app.get('/loyalty/perks', { schema: { tags: ['loyalty'], summary: "The member's beauty-perk gifts with their redeem-by dates", response: { 200: perksResponseSchema } } }, async (request) => {
      const member = await requireMember(auth, request);
      return { perks: await memberPerks(db, member.customerId, request.locale.language) };
    });

    app.post(
      '/loyalty/app-events',
      {
        schema: {
          tags: ['loyalty'],
          summary: 'The app reports an install or a referral; each awards its points once',
          body: appEventBodySchema,
          response: { 200: z.object({ awarded: z.boolean() }) },
        },
      },
      async (request) => {
        const member = await requireMember(auth, request);
        return { awarded: await appEvent(db, member.customerId, request.body.event, request.body.reference) };
      },
    );
  };
}
