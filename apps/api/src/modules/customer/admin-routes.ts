import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberDetailSchema,
  adminMemberEraseBodySchema,
  adminMemberErasureSchema,
  adminMemberExportSchema,
  adminMemberIdParamsSchema,
  adminMemberListResponseSchema,
  adminMemberQuerySchema,
} from '@blush/shared/admin-member-contracts';
import { eraseMember } from '../../flows/member-erasure.ts';
import { exportMember } from '../../flows/member-export.ts';
import { findMembers, memberOverview } from '../../flows/member-overview.ts';
import { recordAudit } from '../staff/audit.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { actorOf, auditOfRequest } from '../staff/guard.ts';

/** Members in the back office (issue 21 item 5): find them, see one whole, export and erase their data (unlock and e-mails: auth/admin-routes.ts). */
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

    app.get(
      '/members/:id/export',
      {
        config: { staffAccess: 'members.erase' },
        schema: { tags: ['admin'], summary: "Everything the shop holds on the member, as a JSON file for a data-access request (administrators; audited)", params: adminMemberIdParamsSchema, response: { 200: adminMemberExportSchema } },
      },
      async (request, reply) => {
        const data = await exportMember(deps.db, request.params.id, request.locale.language);
        await recordAudit(deps.db, deps.key, actorOf(request), { action: 'member.exported', targetType: 'member', targetId: request.params.id, after: { orders: data.orders.length, bookings: data.bookings.length, ledger_rows: data.points_ledger.length } });
        return reply.header('content-disposition', `attachment; filename="blush-member-${request.params.id}.json"`).send(data);
      },
    );

    app.post(
      '/members/:id/erase',
      {
        config: { staffAccess: 'members.erase' },
        schema: {
          tags: ['admin'],
          summary: "Erase the member's personal data on their request, with their e-mail typed again and a reason (audited without the erased data; docs/decisions/0033)",
          description: 'One transaction: the account is anonymised and can no longer sign in, orders keep their amounts without name, contact or address, future bookings are cancelled. 409 `member_already_erased`; 409 `member_has_open_orders` while an order is in progress; 422 `erase_confirmation_mismatch`.',
          params: adminMemberIdParamsSchema,
          body: adminMemberEraseBodySchema,
          response: { 200: adminMemberErasureSchema },
        },
      },
      async (request) => eraseMember(deps.db, request.params.id, request.body, auditOfRequest(deps.key, request)),
    );
  };
}
