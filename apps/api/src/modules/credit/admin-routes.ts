import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStoreCreditAdjustmentBodySchema, adminStoreCreditChangeSchema, adminStoreCreditQuerySchema, adminStoreCreditSchema } from '@blush/shared/admin-giftcard-contracts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { customerByPublicId } from '../customer/service.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { type Audit, adjustCredit, memberCredit } from './admin.ts';

/** Store credit in the back office (issue 21 item 9): a member's credit and adjustments, audited. */
export function storeCreditAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { staffAccess: 'credit.manage' } as const;
    app.get(
      '/store-credit',
      { config, schema: { tags: ['admin'], summary: "A member's store credit in every country, newest entries first", querystring: adminStoreCreditQuerySchema, response: { 200: adminStoreCreditSchema } } },
      async (request) => {
        const member = await customerByPublicId(deps.db, request.query.member);
        return memberCredit(deps.db, member.id, member.publicId);
      },
    );
    app.post(
      '/store-credit/adjustments',
      {
        config,
        schema: {
          tags: ['admin'],
          summary: "Add to or take off a member's store credit in a country, with a reason (audited); never below 0",
          description:
            'Needs an Idempotency-Key header: a retry with the same key and body changes nothing (201 first, then 200 with created false); the same key with another body is 409 idempotency_conflict. Taking off more than the balance is 422 store_credit_balance_negative.',
          body: adminStoreCreditAdjustmentBodySchema,
          response: { 200: adminStoreCreditChangeSchema, 201: adminStoreCreditChangeSchema },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, true);
        const member = await customerByPublicId(deps.db, request.body.member_id);
        const audit: Audit = auditOfRequest(deps.key, request);
        const { country, amount, reason } = request.body;
        const result = await adjustCredit(deps.db, { customerId: member.id, memberId: member.publicId, country, amount, reason, key, language: request.locale.language }, audit);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );
  };
}
