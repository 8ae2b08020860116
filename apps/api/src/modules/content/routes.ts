import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_ENTRY_TYPES,
  PREVIEW_HEADER,
  USER_SEGMENTS_PARAM,
  contentEntryListSchema,
  contentEntrySchema,
  overlaySchema,
  parseSegments,
  siteLayoutSchema,
  userSegmentsResponseSchema,
} from '@blush/shared/content';
import type { Db } from '../../db/client.ts';
import * as content from './service.ts';
import type { ResponseCacheRule } from '../../cache/response-cache.ts';
import { LOCALE_VARY } from '../../plugins/locale.ts';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';
const PREVIEW_HEADER_NAME = PREVIEW_HEADER.toLowerCase();
/**
 * Published content answers (built from content_entries and user_segments alone), kept in memory
 * until content changes (decision 0028). A request with X-Preview-Mode is never served from memory.
 */
const FROM_MEMORY = { responseCache: { topics: ['content'] } satisfies ResponseCacheRule };

const segmentsQuery = z.object({
  [USER_SEGMENTS_PARAM]: z.string().max(400).optional().describe('comma-separated user segments, e.g. gold_members,app_users'),
});
/** The entry key after the prefix: `homepage`, `about`, `pages/beauty-edit/makeup` (slashes plain or %2F). */
const entryParams = z.object({ '*': z.string().min(1).max(300).describe('entry key, e.g. pages/beauty-edit/makeup (url-encoded or not)') });
const previewHeaders = z.looseObject({
  [PREVIEW_HEADER_NAME]: z.string().max(200).optional().describe('the preview token; required for drafts'),
});

function previewHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[PREVIEW_HEADER_NAME];
  return Array.isArray(value) ? value[0] : value;
}

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw).replace(/^\/+|\/+$/g, '');
  } catch {
    return raw;
  }
}

export function contentRoutes(db: Db, settings: content.PreviewSettings): FastifyPluginAsyncZod {
  const context = (request: FastifyRequest, preview: boolean, segments?: string): content.ContentContext => ({
    country: request.locale.country,
    language: request.locale.language,
    segments: parseSegments(segments),
    preview,
  });
  const publicHeaders = (reply: FastifyReply, vary = LOCALE_VARY) => reply.header('cache-control', PUBLIC_CACHE).header('vary', vary);

  return async (app) => {
    app.get(
      '/contentful/content-entries',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['content'],
          summary: 'Published pages shown in the request country (for sitemaps)',
          querystring: z.object({ type: z.enum(CONTENT_ENTRY_TYPES).optional() }),
          response: { 200: contentEntryListSchema },
        },
      },
      async (request, reply) => {
        publicHeaders(reply);
        return content.listPublished(db, request.locale, request.query.type ? [request.query.type] : undefined);
      },
    );

    app.get(
      '/contentful/content-entries/*',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['content'],
          summary: 'A published content entry in the request language and country',
          description:
            'Pages (homepage, about, pages/…), overlays (overlays/…) and banners (banners/…). Blocks for other countries are left out; with user_segments the first matching segment variant applies. X-Preview-Mode is ignored here: drafts come from /contentful/preview/content-entries. A missing page answers "Landing Page not found.".',
          params: entryParams,
          querystring: segmentsQuery,
          response: { 200: contentEntrySchema },
        },
      },
      async (request, reply) => {
        const entry = await content.getEntry(db, decodeKey(request.params['*']), context(request, false, request.query.user_segments));
        publicHeaders(reply);
        return entry;
      },
    );

    app.get(
      '/contentful/preview/content-entries/*',
      {
        schema: {
          tags: ['content'],
          summary: 'The draft of a content entry (preview only)',
          description: 'Needs X-Preview-Mode with the preview token: without it 404, with a wrong one 403. Never cached.',
          params: entryParams,
          querystring: segmentsQuery,
          headers: previewHeaders,
          response: { 200: contentEntrySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE);
        content.requirePreview(previewHeader(request), settings);
        return content.getEntry(db, decodeKey(request.params['*']), context(request, true, request.query.user_segments));
      },
    );

    app.get(
      '/preview/overlays/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'The draft of an overlay (promotional pop-over), preview only',
          params: z.object({ id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80) }),
          querystring: segmentsQuery,
          headers: previewHeaders,
          response: { 200: overlaySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE);
        content.requirePreview(previewHeader(request), settings);
        return content.getOverlay(db, request.params.id, context(request, true, request.query.user_segments));
      },
    );

    app.get(
      '/layouts',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['content'],
          summary: 'Site layout: promo messages, footer links, remote layout config, the active overlay',
          description:
            'Takes Accept-Language as language-COUNTRY, X-Preview-Mode (a valid token returns the draft, anything else the published layout) and user_segments. "Layout not found." when the layout does not exist.',
          querystring: segmentsQuery.extend({ name: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(40).default('default') }),
          headers: previewHeaders,
          response: { 200: siteLayoutSchema },
        },
      },
      async (request, reply) => {
        const preview = content.previewAccess(previewHeader(request), settings) === 'granted';
        const layout = await content.getLayout(db, request.query.name, context(request, preview, request.query.user_segments));
        if (preview) reply.header('cache-control', PRIVATE);
        else publicHeaders(reply, `${LOCALE_VARY}, x-preview-mode`);
        return layout;
      },
    );

    app.get(
      '/segments/all-user-segments',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['content'],
          summary: 'Every user segment content can target, named in the request language',
          response: { 200: userSegmentsResponseSchema },
        },
      },
      async (request, reply) => {
        publicHeaders(reply);
        return { segments: await content.listSegments(db, request.locale.language) };
      },
    );
  };
}
