import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContentDraftBodySchema,
  adminContentEntrySchema,
  adminContentKeyParamsSchema,
  adminContentListResponseSchema,
  adminContentPreviewLinkSchema,
  adminContentPublishBodySchema,
  adminContentQuerySchema,
} from '@blush/shared/admin-content-contracts';
import { PREVIEW_TOKEN_PARAM } from '@blush/shared/content';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { contentEntry, listContent, publishEntry, saveDraftVersion, unscheduleEntry } from './admin-service.ts';
import { previewPathOf, signPreviewToken } from './preview-token.ts';

/** Content in the back office (issue 21 item 7): list, versions, drafts, publish now or later, preview links. */
export function contentAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  const auditOf = (request: FastifyRequest) => auditOfRequest(deps.key, request);
  return async (app) => {
    app.get(
      '/content',
      {
        config: { staffAccess: 'content.write' },
        schema: { tags: ['admin'], summary: 'Content entries with their status (draft, scheduled, published), countries and languages', querystring: adminContentQuerySchema, response: { 200: adminContentListResponseSchema } },
      },
      async (request) => listContent(deps.db, request.query),
    );

    app.get(
      '/content/:key',
      {
        config: { staffAccess: 'content.write' },
        schema: { tags: ['admin'], summary: 'One entry: its draft (with the version a save must name), published and scheduled versions, texts in every language', params: adminContentKeyParamsSchema, response: { 200: adminContentEntrySchema } },
      },
      async (request) => contentEntry(deps.db, request.params.key),
    );

    app.put(
      '/content/:key/draft',
      {
        config: { staffAccess: 'content.write' },
        schema: { tags: ['admin'], summary: 'Save the draft (audited); 409 edit_conflict when someone saved since `version` was read', params: adminContentKeyParamsSchema, body: adminContentDraftBodySchema, response: { 200: adminContentEntrySchema } },
      },
      async (request) => saveDraftVersion(deps.db, request.params.key, request.body.document, request.body.version, auditOf(request)),
    );

    app.post(
      '/content/:key/publish',
      {
        config: { staffAccess: 'content.publish' },
        schema: { tags: ['admin'], summary: 'Publish the draft now, or schedule it (as it is now) for `at` (audited)', params: adminContentKeyParamsSchema, body: adminContentPublishBodySchema, response: { 200: adminContentEntrySchema } },
      },
      async (request) => publishEntry(deps.db, request.params.key, request.body?.at ? new Date(request.body.at) : undefined, auditOf(request)),
    );

    app.post(
      '/content/:key/unschedule',
      {
        config: { staffAccess: 'content.publish' },
        schema: { tags: ['admin'], summary: 'Drop a scheduled publish (audited); the draft stays', params: adminContentKeyParamsSchema, response: { 200: adminContentEntrySchema } },
      },
      async (request) => unscheduleEntry(deps.db, request.params.key, auditOf(request)),
    );

    app.get(
      '/content/:key/preview-link',
      {
        config: { staffAccess: 'content.write' },
        schema: { tags: ['admin'], summary: 'A signed link (a day) to the storefront preview showing this entry’s draft', params: adminContentKeyParamsSchema, response: { 200: adminContentPreviewLinkSchema } },
      },
      async (request) => {
        await contentEntry(deps.db, request.params.key);
        const { token, expiresAt } = signPreviewToken(deps.key, new Date());
        return { url: `${previewPathOf(request.params.key)}?${PREVIEW_TOKEN_PARAM}=${encodeURIComponent(token)}`, expires_at: expiresAt.toISOString() };
      },
    );
  };
}
