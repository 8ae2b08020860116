import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffIdParamsSchema } from '@blush/shared/staff-contracts';
import { staffApiTokenCreateBodySchema, staffApiTokenCreatedResponseSchema, staffApiTokenListResponseSchema, staffApiTokenParamsSchema } from '@blush/shared/staff-token-contracts';
import type { StaffDeps } from './deps.ts';
import { actorOf } from './guard.ts';
import { issueApiToken, listApiTokens, revokeStaffApiToken } from './api-tokens.ts';

/** Integrations' bearer tokens of a staff member (`staff.manage`), each issue and revocation audited. */
export function staffApiTokenRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/:id/api-tokens',
      { config: { staffAccess: 'staff.manage' }, schema: { tags: ['admin'], summary: "A staff member's API tokens (never the tokens themselves)", params: staffIdParamsSchema, response: { 200: staffApiTokenListResponseSchema } } },
      async (request) => ({ api_tokens: await listApiTokens(deps, request.params.id) }),
    );
    app.post(
      '/staff/:id/api-tokens',
      {
        config: { staffAccess: 'staff.manage' },
        schema: {
          tags: ['admin'],
          summary: 'Issue an API token acting as this staff member (the operations endpoint, within their roles); the token is in this answer only',
          params: staffIdParamsSchema,
          body: staffApiTokenCreateBodySchema,
          response: { 201: staffApiTokenCreatedResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await issueApiToken(deps, request.params.id, request.body.name, actorOf(request))),
    );
    app.delete(
      '/staff/:id/api-tokens/:tokenId',
      { config: { staffAccess: 'staff.manage' }, schema: { tags: ['admin'], summary: 'Revoke an API token at once', params: staffApiTokenParamsSchema } },
      async (request, reply) => {
        await revokeStaffApiToken(deps, request.params.id, request.params.tokenId, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
