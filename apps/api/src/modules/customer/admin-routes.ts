import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberDetailSchema,
  adminMemberIdParamsSchema,
  adminMemberListResponseSchema,
  adminMemberQuerySchema,
} from '@blush/shared/admin-member-contracts';
import { findMembers, memberOverview } from '../../flows/member-overview.ts';
import type { StaffDeps } from '../staff/deps.ts';

/** Members in the back office (issue 21 item 5): find them and see one whole (unlock and e-mails: auth/admin-routes.ts). */
export function memberAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/members',
      {
        config: { staffAccess: 'members.read' },
        schema: { tags: ['admin'], summary: 'Find members by e-mail, mobile number, name or card number; newest first, keyset pages (`cursor` = the previous `next_cursor`)', querystring: adminMemberQuerySchema, response: { 200: adminMemberListResponseSchema } },
      },
      async (request) => findMembers(deps.db, request.query),
    );

    app.get(
      '/members/:id',
      {
        config: { staffAccess: 'members.read' },
        schema: { tags: ['admin'], summary: "A member: profile, tier and points, sign-in state, recent orders, bookings, bag and the points ledger (newest first)", params: adminMemberIdParamsSchema, response: { 200: adminMemberDetailSchema } },
      },
      async (request) => memberOverview(deps.db, request.params.id, request.locale.language),
    );
  };
}
