import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMemberEmailBodySchema, adminMemberEmailResponseSchema, adminMemberIdParamsSchema, adminUnlockResponseSchema } from '@blush/shared/admin-member-contracts';
import { withTransaction } from '../../db/client.ts';
import { customerByPublicId } from '../customer/service.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { unlockMember } from './admin.ts';
import { requestOrigin } from './cookies.ts';
import { type AuthDeps, requestPasswordReset, sendWelcome } from './service.ts';

/** A member's sign-in in the back office (issue 21 item 5): unlock, and the reset or welcome e-mail again; audited. */
export function memberAuthAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  const authOf = (): AuthDeps => {
    if (!deps.auth) throw new Error('member admin routes need the auth deps');
    return deps.auth;
  };
  const auditOf = (request: FastifyRequest) => auditOfRequest(deps.key, request);

  return async (app) => {
    app.post(
      '/members/:id/unlock',
      {
        config: { staffAccess: 'members.write' },
        schema: { tags: ['admin'], summary: 'Lift the sign-in lock and forget every failed sign-in of the member (audited)', params: adminMemberIdParamsSchema, response: { 200: adminUnlockResponseSchema } },
      },
      async (request) => {
        const member = await customerByPublicId(deps.db, request.params.id);
        return withTransaction(deps.db, async (t) => {
          const before = await unlockMember(t, authOf(), member);
          const answer = { was_locked: before.locked, cleared_addresses: before.countedAddresses };
          await auditOf(request)(t, {
            action: 'member.unlocked',
            targetType: 'member',
            targetId: member.publicId,
            before: { locked: before.locked, locked_until: before.lockedUntil?.toISOString() ?? null, blocked_addresses: before.blockedAddresses, counted_addresses: before.countedAddresses },
            after: { locked: false, blocked_addresses: 0, counted_addresses: 0 },
          });
          return answer;
        });
      },
    );

    app.post(
      '/members/:id/emails',
      {
        config: { staffAccess: 'members.write' },
        schema: { tags: ['admin'], summary: 'Send the member a fresh password-reset link (earlier links stop working) or the welcome e-mail again (audited)', params: adminMemberIdParamsSchema, body: adminMemberEmailBodySchema, response: { 200: adminMemberEmailResponseSchema } },
      },
      async (request) => {
        const member = await customerByPublicId(deps.db, request.params.id);
        const origin = requestOrigin(request);
        const { email } = request.body;
        await withTransaction(deps.db, async (t) => {
          const auth = { ...authOf(), db: t };
          if (email === 'password_reset') await requestPasswordReset(auth, member.email, origin);
          else await sendWelcome(auth, member, origin);
          await auditOf(request)(t, { action: 'member.email_sent', targetType: 'member', targetId: member.publicId, after: { email } });
        });
        return { sent: email, to: member.email };
      },
    );
  };
}
