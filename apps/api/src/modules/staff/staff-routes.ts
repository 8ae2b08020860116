import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditQuerySchema,
  auditResponseSchema,
  staffCreateBodySchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffResponseSchema,
  staffUpdateBodySchema,
} from '@blush/shared/staff-contracts';
import { DomainError } from '../../domain-error.ts';
import type { StaffDeps } from './deps.ts';
import { actorOf } from './guard.ts';
import { listAudit } from './audit.ts';
import { changeStaff, createStaff, listStaffMembers, staffIdOf } from './service.ts';

/** Staff management (`staff.manage`) and the audit trail (`audit.read`). */
export function staffAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff',
      { config: { staffAccess: 'staff.manage' }, schema: { tags: ['admin'], summary: 'Every staff member', response: { 200: staffListResponseSchema } } },
      async () => ({ staff: await listStaffMembers(deps.db) }),
    );

    app.post(
      '/staff',
      {
        config: { staffAccess: 'staff.manage' },
        schema: { tags: ['admin'], summary: 'Add a staff member (audited); they enrol an authenticator at their first sign-in', body: staffCreateBodySchema, response: { 201: staffResponseSchema } },
      },
      async (request, reply) => reply.status(201).send({ staff: await createStaff(deps, request.body, actorOf(request)) }),
    );

    app.patch(
      '/staff/:id',
      {
        config: { staffAccess: 'staff.manage' },
        schema: {
          tags: ['admin'],
          summary: 'Change a staff member from the copy at `version` (audited): name, roles, stores, disable or enable, unlock, reset the second factor. 409 `edit_conflict` when someone changed them meanwhile',
          params: staffIdParamsSchema,
          body: staffUpdateBodySchema,
          response: { 200: staffResponseSchema },
        },
      },
      async (request) => ({ staff: await changeStaff(deps, request.params.id, request.body, actorOf(request)) }),
    );

    app.get(
      '/audit',
      {
        config: { staffAccess: 'audit.read' },
        schema: {
          tags: ['admin'],
          summary: 'The audit trail, newest first, filtered by staff member, action, target and time; `before` = the previous page\'s `next_cursor`',
          querystring: auditQuerySchema,
          response: { 200: auditResponseSchema },
        },
      },
      async (request) => {
        const q = request.query;
        if (q.from && q.to && new Date(q.from) > new Date(q.to)) throw new DomainError('validation_failed', {}, { fields: [{ field: 'querystring.to', message: 'before from' }] });
        const staffId = q.staff_id ? await staffIdOf(deps.db, q.staff_id) : undefined;
        // An unknown staff member has no rows: an empty page, not every row.
        if (q.staff_id && staffId === undefined) return { entries: [], next_cursor: null };
        const page = await listAudit(deps.db, {
          staffId,
          action: q.action,
          targetType: q.target_type,
          targetId: q.target_id,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          before: q.before,
          limit: q.limit,
        });
        return {
          entries: page.entries.map((e) => ({ id: e.id, at: e.at.toISOString(), staff: e.staff, action: e.action, target_type: e.targetType, target_id: e.targetId, before: e.before, after: e.after, request_id: e.requestId })),
          next_cursor: page.nextCursor,
        };
      },
    );
  };
}
