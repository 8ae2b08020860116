import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewIdParamsSchema,
  adminReviewListResponseSchema,
  adminReviewQuerySchema,
  adminReviewRejectBodySchema,
  adminReviewResponseSchema,
} from '@blush/shared/admin-member-contracts';
import { publishReviewByStaff, rejectReviewByStaff } from '../../flows/moderate-review.ts';
import type { Audit } from '../loyalty/admin.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { reviewsForModeration } from './service.ts';

/** Review moderation in the back office (issue 21 item 6): the queue, publish (with the review points), reject with a reason. */
export function reviewAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reviews',
      {
        config: { staffAccess: 'reviews.moderate' },
        schema: { tags: ['admin'], summary: 'The moderation queue (status pending by default), oldest first; keyset pages (`cursor` = the previous `next_cursor`)', querystring: adminReviewQuerySchema, response: { 200: adminReviewListResponseSchema } },
      },
      async (request) => reviewsForModeration(deps.db, request.query, request.locale.language),
    );

    app.post(
      '/reviews/:id/publish',
      {
        config: { staffAccess: 'reviews.moderate' },
        schema: { tags: ['admin'], summary: 'Publish a pending review: it shows on the product page and its author gets the published-review points, once (audited). 409 review_already_moderated when a colleague was first', params: adminReviewIdParamsSchema, response: { 200: adminReviewResponseSchema } },
      },
      async (request) => {
        const audit: Audit = auditOfRequest(deps.key, request);
        return publishReviewByStaff(deps.db, request.params.id, request.locale.language, audit);
      },
    );

    app.post(
      '/reviews/:id/reject',
      {
        config: { staffAccess: 'reviews.moderate' },
        schema: { tags: ['admin'], summary: 'Reject a pending review with a reason (audited). 409 review_already_moderated when a colleague was first', params: adminReviewIdParamsSchema, body: adminReviewRejectBodySchema, response: { 200: adminReviewResponseSchema } },
      },
      async (request) => {
        const audit: Audit = auditOfRequest(deps.key, request);
        return rejectReviewByStaff(deps.db, request.params.id, request.body.reason, request.locale.language, audit);
      },
    );
  };
}
