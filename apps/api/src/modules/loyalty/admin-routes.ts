import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberIdParamsSchema,
  adminPointsAdjustmentBodySchema,
  adminPointsAdjustmentResponseSchema,
  adminTierOverrideBodySchema,
  adminTierOverrideResponseSchema,
} from '@blush/shared/admin-member-contracts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { customerByPublicId } from '../customer/service.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { overrideTier } from '../../flows/tier-override.ts';
import { type Audit, adjustPoints } from './admin.ts';

/** Beauty Pass in the back office (issue 21 item 5): points adjustments and tier overrides, audited. */
export function loyaltyAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/members/:id/points-adjustments',
      {
        config: { staffAccess: 'points.adjust' },
        schema: {
          tags: ['admin'],
          summary: 'Add or take off points with a reason the member reads on their points history (`manual_points_adjustment`, audited)',
          description:
            'Needs an Idempotency-Key header: a retry with the same key and body adjusts once (201 first, then 200 with created false); the same key with another body is 409 idempotency_conflict. Taking off more than the available balance is 422 points_balance_negative and changes nothing.',
          params: adminMemberIdParamsSchema,
          body: adminPointsAdjustmentBodySchema,
          response: { 200: adminPointsAdjustmentResponseSchema, 201: adminPointsAdjustmentResponseSchema },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, true);
        const member = await customerByPublicId(deps.db, request.params.id);
        const audit: Audit = auditOfRequest(deps.key, request);
        const result = await adjustPoints(deps.db, { customerId: member.id, memberId: member.publicId, points: request.body.points, reason: request.body.reason, key, language: request.locale.language }, audit);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );

    app.post(
      '/members/:id/tier-override',
      {
        config: { staffAccess: 'tier.override' },
        schema: {
          tags: ['admin'],
          summary: "Give the member a tier through an end date (their country's day), with a reason (audited); their earned tier returns the day after",
          params: adminMemberIdParamsSchema,
          body: adminTierOverrideBodySchema,
          response: { 200: adminTierOverrideResponseSchema },
        },
      },
      async (request) => {
        const member = await customerByPublicId(deps.db, request.params.id);
        const audit: Audit = auditOfRequest(deps.key, request);
        return overrideTier(deps.db, { customerId: member.id, memberId: member.publicId, tier: request.body.tier, reason: request.body.reason, endsOn: request.body.ends_on }, audit);
      },
    );
  };
}
