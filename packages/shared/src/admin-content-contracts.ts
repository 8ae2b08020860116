/**
 * The back office's content (issue 21 item 7): the contract between `/api/admin/v1/content…` and the
 * back-office app. JSON is snake_case; documents are the stored content documents of
 * `@blush/shared/content` (every text in en, id, th, zh). Every change is audited in its own
 * transaction; refusals answer the error catalogue (403 `not_authorized`, 409 `edit_conflict` when
 * the draft changed since it was read, 400 `validation_failed`).
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET  /content?type=&q=`            content.write   — entries with their status
 * - `GET  /content/:key`                content.write   — draft, published and scheduled versions
 * - `PUT  /content/:key/draft`          content.write   — save the draft ({document, version})
 * - `POST /content/:key/publish`        content.publish — publish now, or at `at` (scheduled)
 * - `POST /content/:key/unschedule`     content.publish — drop a scheduled publish
 * - `GET  /content/:key/preview-link`   content.write   — a signed link to the storefront's preview
 * `:key` is the entry key with its slashes url-encoded (`banners%2Fbeauty-pass`).
 */
import { z } from 'zod';
import { CONTENT_ENTRY_TYPES, contentDocumentSchema, ENTRY_KEY } from './content.ts';
import { COUNTRY_CODES } from './markets.ts';

export const ADMIN_CONTENT_STATUSES = ['draft', 'changed', 'scheduled', 'published'] as const;
export type AdminContentStatus = (typeof ADMIN_CONTENT_STATUSES)[number];

export const adminContentKeyParamsSchema = z.object({ key: z.string().min(1).max(300).regex(ENTRY_KEY) });

export const adminContentQuerySchema = z.object({
  type: z.enum(CONTENT_ENTRY_TYPES).optional(),
  q: z.string().trim().min(1).max(120).optional(),
});
export type AdminContentQuery = z.infer<typeof adminContentQuerySchema>;

const languagesSchema = z.array(z.enum(['en', 'id', 'th', 'zh']));

/**
 * One entry in the list. `status`: `scheduled` when a publish is set for later, `published` when the
 * draft is what shoppers see, `changed` when shoppers see a published version and the draft has
 * changes not yet published, `draft` when it was never published.
 */
export const adminContentSummarySchema = z.object({
  key: z.string(),
  type: z.enum(CONTENT_ENTRY_TYPES),
  title: z.string(),
  status: z.enum(ADMIN_CONTENT_STATUSES),
  /** Countries the draft is shown in; null for every country. */
  countries: z.array(z.enum(COUNTRY_CODES)).nullable(),
  /** Languages the draft's title is written in. */
  languages: languagesSchema,
  published_at: z.iso.datetime({ offset: true }).nullable(),
  publish_at: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminContentSummary = z.infer<typeof adminContentSummarySchema>;

export const adminContentListResponseSchema = z.object({ entries: z.array(adminContentSummarySchema) });
export type AdminContentListResponse = z.infer<typeof adminContentListResponseSchema>;

/** One entry with its versions; `version` is what a draft save must name. */
export const adminContentEntrySchema = adminContentSummarySchema.extend({
  version: z.number().int(),
  draft: contentDocumentSchema,
  published: contentDocumentSchema.nullable(),
  scheduled: contentDocumentSchema.nullable(),
});
export type AdminContentEntry = z.infer<typeof adminContentEntrySchema>;

export const adminContentDraftBodySchema = z.object({ document: z.unknown(), version: z.number().int().min(1) });
export type AdminContentDraftBody = z.infer<typeof adminContentDraftBodySchema>;

/** Without `at` the draft goes live now; with it, at that time (which must be in the future). */
export const adminContentPublishBodySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() }).optional();
export type AdminContentPublishBody = z.infer<typeof adminContentPublishBodySchema>;

/** A same-origin storefront path (`/preview/…?preview_token=…`) valid for a day. */
export const adminContentPreviewLinkSchema = z.object({ url: z.string(), expires_at: z.iso.datetime({ offset: true }) });
export type AdminContentPreviewLink = z.infer<typeof adminContentPreviewLinkSchema>;
