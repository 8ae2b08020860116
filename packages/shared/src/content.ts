/**
 * Content (product guide §7 "content entries and previews, overlays, segment lists, layouts"): what editors
 * store, what the API answers, and the preview constants both apps use.
 *
 * An entry (homepage, landing page, CMS page, about, overlay, banner, layout) has a published and a
 * draft version, each a `ContentDocument` with every text in the four languages. The API answers with
 * one version resolved for a request: texts in the request language, blocks and messages restricted
 * to other countries dropped, and segment variants applied for the shopper's `user_segments`.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from './markets.ts';

/** Header that asks for drafts (product guide §6); its value must be the preview token. */
export const PREVIEW_HEADER = 'X-Preview-Mode';
/** Query parameter (and storefront cookie) that carries the preview token into `/preview/*` pages. */
export const PREVIEW_TOKEN_PARAM = 'preview_token';
/** Comma-separated segment keys (product guide §6), as a query parameter of content requests. */
export const USER_SEGMENTS_PARAM = 'user_segments';

export const CONTENT_ENTRY_TYPES = ['homepage', 'landing_page', 'cms_page', 'about', 'overlay', 'banner', 'layout'] as const;
export type ContentEntryType = (typeof CONTENT_ENTRY_TYPES)[number];

export const BLOCK_TYPES = ['hero', 'rich_text', 'image_banner', 'product_rail', 'brand_rail', 'category_tiles', 'faq'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Entry types whose versions are a list of blocks. */
export const PAGE_ENTRY_TYPES: readonly ContentEntryType[] = ['homepage', 'landing_page', 'cms_page', 'about'];

/** Generated art of heroes, banners and overlays (CSS/SVG drawn by the storefront, no photos). */
export const ART_PATTERNS = ['waves', 'dots', 'rings', 'petals', 'stripes'] as const;
export const HERO_ART = ['vanity', 'lipsticks', 'bottles', 'palette'] as const;
export const HERO_TONES = ['blush', 'noir', 'gold', 'sage'] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `homepage`, `about`, `pages/beauty-edit/makeup`, `overlays/welcome`, `layouts/default` … */
export const ENTRY_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/;
export const SEGMENT_KEY = /^[a-z][a-z0-9_]{1,39}$/;

/** Entry keys of the pages under `/pages/{slugUrl}/{topCategory?}/{category?}/{subCategory?}`. */
export function pageEntryKey(segments: ReadonlyArray<string | undefined>): string | null {
  const parts = segments.filter((s): s is string => typeof s === 'string' && s.length > 0);
  if (parts.length === 0 || parts.length > 4) return null;
  if (!parts.every((p) => p.length <= 80 && SLUG.test(p))) return null;
  return ['pages', ...parts].join('/');
}

/** The storefront path of an entry that is a page, or null (overlays, banners, layouts). */
export function entryPath(key: string): string | null {
  if (key === 'homepage') return '/';
  if (key === 'about') return '/about';
  if (key.startsWith('pages/')) return `/${key}`;
  return null;
}

/** Parse `gold_members, app_users` into known-looking keys (unknown ones simply match nothing). */
export function parseSegments(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((s) => s.trim().toLowerCase()).filter((s) => SEGMENT_KEY.test(s)))].slice(0, 20);
}

// ---------------------------------------------------------------------------------------------
// Stored documents (every text in four languages)

export const translatedSchema = z.object({ en: z.string().min(1), id: z.string().min(1), th: z.string().min(1), zh: z.string().min(1) });
/** In-app path (`/pages/x?y=1`); content never links off the site. */
export const contentHrefSchema = z.string().max(300).regex(/^\/(?![/\\])[^\s<>"]*$/, 'an in-app path starting with /');
const segmentListSchema = z.array(z.string().regex(SEGMENT_KEY)).min(1).max(20);
const countryListSchema = z.array(z.enum(COUNTRY_CODES)).min(1);
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);

export const storedLinkSchema = z.object({ label: translatedSchema, href: contentHrefSchema });
export const artSchema = z.object({ pattern: z.enum(ART_PATTERNS), colors: z.tuple([hexColor, hexColor, hexColor]) });
export type Art = z.infer<typeof artSchema>;

const heroFields = z.object({
  eyebrow: translatedSchema.optional(),
  title: translatedSchema,
  body: translatedSchema.optional(),
  cta: storedLinkSchema.optional(),
  secondaryCta: storedLinkSchema.optional(),
  art: z.enum(HERO_ART),
  tone: z.enum(HERO_TONES),
});
const richTextFields = z.object({
  title: translatedSchema.optional(),
  /** Paragraphs separated by a blank line; `## ` starts a heading, `- ` a list item. Plain text, never HTML. */
  body: translatedSchema,
  style: z.enum(['prose', 'numbered']).default('prose'),
  /** Long text shows a "Read more" button below a few lines. */
  collapsible: z.boolean().default(false),
});
const bannerFields = z.object({
  eyebrow: translatedSchema.optional(),
  title: translatedSchema,
  body: translatedSchema.optional(),
  cta: storedLinkSchema.optional(),
  art: artSchema,
});
const imageBannerFields = z.object({
  /** A banner entry (`banners/…`), so one banner can be placed on several pages. */
  bannerKey: z.string().regex(ENTRY_KEY).optional(),
  banner: bannerFields.optional(),
});
const productRailFields = z.object({
  title: translatedSchema,
  productSlugs: z.array(z.string().regex(SLUG).max(120)).min(1).max(24),
  viewAll: storedLinkSchema.optional(),
});
const brandRailFields = z.object({ title: translatedSchema, brandSlugs: z.array(z.string().regex(SLUG).max(80)).min(1).max(24) });
const categoryTilesFields = z.object({
  title: translatedSchema,
  categories: z.array(z.object({ path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/), label: translatedSchema.optional() })).min(1).max(12),
});
const faqFields = z.object({
  title: translatedSchema,
  items: z.array(z.object({ question: translatedSchema, answer: translatedSchema })).min(1).max(30),
});

/** A block of one type: its fields, an id, an optional country restriction, segment variants. */
function storedBlock<T extends BlockType, F extends z.ZodRawShape>(type: T, fields: z.ZodObject<F>) {
  return fields.extend({
    type: z.literal(type),
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    countries: countryListSchema.optional(),
    /** The first variant naming one of the shopper's segments replaces the fields it sets. */
    variants: z.array(z.object({ segments: segmentListSchema, fields: fields.partial() })).max(10).optional(),
  });
}

export const storedBlockSchema = z.discriminatedUnion('type', [
  storedBlock('hero', heroFields),
  storedBlock('rich_text', richTextFields),
  storedBlock('image_banner', imageBannerFields),
  storedBlock('product_rail', productRailFields),
  storedBlock('brand_rail', brandRailFields),
  storedBlock('category_tiles', categoryTilesFields),
  storedBlock('faq', faqFields),
]);
export type StoredBlock = z.infer<typeof storedBlockSchema>;

export const storedOverlaySchema = z.object({
  title: translatedSchema,
  body: translatedSchema,
  cta: storedLinkSchema.optional(),
  art: artSchema,
  /** Seconds after the page is ready before it shows. */
  delaySeconds: z.number().int().min(0).max(60).default(2),
  /** Days a dismissal is remembered. */
  dismissDays: z.number().int().min(1).max(365).default(14),
});

export const smartLinkExemptionSchema = z.object({ type: z.enum(['absolute', 'regex', 'startsWith']), value: z.string().min(1).max(300) });
export type SmartLinkExemption = z.infer<typeof smartLinkExemptionSchema>;

/** The remote layout config of product guide §3. */
export const layoutConfigSchema = z.object({
  fraudPreventionSiteId: z.string().max(100),
  smartLinkExemptedPaths: z.array(smartLinkExemptionSchema).max(100),
});

export const storedLayoutSchema = z.object({
  /** `{free_shipping_threshold}` and `{country}` are filled in for the request country. */
  promoMessages: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), text: translatedSchema, href: contentHrefSchema.optional(), countries: countryListSchema.optional(), segments: segmentListSchema.optional() }))
    .max(10),
  footerGroups: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), title: translatedSchema, links: z.array(storedLinkSchema.extend({ countries: countryListSchema.optional() })).min(1).max(12) }))
    .max(6),
  config: layoutConfigSchema,
  /** The promotional pop-over shown on the site (`overlays/…`), if any. */
  overlayKey: z.string().regex(ENTRY_KEY).optional(),
});

const documentFields = z.object({
  /** Page title (and the `<title>`); for overlays, banners and layouts the editors' name of it. */
  title: translatedSchema,
  description: translatedSchema.optional(),
  blocks: z.array(storedBlockSchema).max(40).optional(),
  overlay: storedOverlaySchema.optional(),
  banner: bannerFields.optional(),
  layout: storedLayoutSchema.optional(),
});

export const contentDocumentSchema = documentFields.extend({
  /** Shown only in these countries (all when absent). */
  countries: countryListSchema.optional(),
  variants: z.array(z.object({ segments: segmentListSchema, fields: documentFields.partial() })).max(10).optional(),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
export type ContentDocumentInput = z.input<typeof contentDocumentSchema>;

// ---------------------------------------------------------------------------------------------
// Responses (one version, texts in the request language)

export const contentLinkSchema = z.object({ label: z.string(), href: z.string() });
export type ContentLink = z.infer<typeof contentLinkSchema>;

const blockBase = { id: z.string() };
export const heroBlockSchema = z.object({
  ...blockBase,
  type: z.literal('hero'),
  eyebrow: z.string().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  cta: contentLinkSchema.nullable(),
  secondaryCta: contentLinkSchema.nullable(),
  art: z.enum(HERO_ART),
  tone: z.enum(HERO_TONES),
});
export const richTextBlockSchema = z.object({
  ...blockBase,
  type: z.literal('rich_text'),
  title: z.string().nullable(),
  body: z.string(),
  style: z.enum(['prose', 'numbered']),
  collapsible: z.boolean(),
});
export const bannerSchema = z.object({
  eyebrow: z.string().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  cta: contentLinkSchema.nullable(),
  art: artSchema,
});
export type Banner = z.infer<typeof bannerSchema>;
export const imageBannerBlockSchema = bannerSchema.extend({ ...blockBase, type: z.literal('image_banner') });
export const productRailBlockSchema = z.object({
  ...blockBase,
  type: z.literal('product_rail'),
  title: z.string(),
  productSlugs: z.array(z.string()),
  viewAll: contentLinkSchema.nullable(),
});
export const brandRailBlockSchema = z.object({ ...blockBase, type: z.literal('brand_rail'), title: z.string(), brandSlugs: z.array(z.string()) });
export const categoryTilesBlockSchema = z.object({
  ...blockBase,
  type: z.literal('category_tiles'),
  title: z.string(),
  categories: z.array(z.object({ path: z.string(), label: z.string().nullable() })),
});
export const faqBlockSchema = z.object({
  ...blockBase,
  type: z.literal('faq'),
  title: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  heroBlockSchema,
  richTextBlockSchema,
  imageBannerBlockSchema,
  productRailBlockSchema,
  brandRailBlockSchema,
  categoryTilesBlockSchema,
  faqBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockOf<T extends BlockType> = Extract<ContentBlock, { type: T }>;

export const overlaySchema = z.object({
  key: z.string(),
  /** Changes whenever the overlay is republished, so a new campaign shows again after a dismissal. */
  version: z.string(),
  title: z.string(),
  body: z.string(),
  cta: contentLinkSchema.nullable(),
  art: artSchema,
  delaySeconds: z.number().int(),
  dismissDays: z.number().int(),
});
export type Overlay = z.infer<typeof overlaySchema>;

const versionMeta = {
  key: z.string(),
  status: z.enum(['published', 'draft']).describe('which version this is: drafts only in preview'),
  publishedAt: z.string().nullable().describe('ISO date-time the published version went live; null if never'),
  updatedAt: z.string().describe('ISO date-time of the last edit of this version'),
  /** The shopper's segments that changed something in this answer. */
  appliedSegments: z.array(z.string()),
};

export const contentEntrySchema = z.object({
  ...versionMeta,
  type: z.enum(CONTENT_ENTRY_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  blocks: z.array(contentBlockSchema),
  overlay: overlaySchema.nullable(),
  banner: bannerSchema.nullable(),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const contentEntryListSchema = z.object({
  entries: z.array(z.object({ key: z.string(), type: z.enum(CONTENT_ENTRY_TYPES), title: z.string(), path: z.string().nullable(), publishedAt: z.string().nullable() })),
});
export type ContentEntryList = z.infer<typeof contentEntryListSchema>;

export const siteLayoutSchema = z.object({
  ...versionMeta,
  promoMessages: z.array(z.object({ id: z.string(), text: z.string(), href: z.string().nullable() })),
  footerGroups: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(contentLinkSchema) })),
  config: layoutConfigSchema,
  overlay: overlaySchema.nullable(),
});
export type SiteLayout = z.infer<typeof siteLayoutSchema>;

export const userSegmentSchema = z.object({ key: z.string(), name: z.string(), description: z.string() });
export const userSegmentsResponseSchema = z.object({ segments: z.array(userSegmentSchema) });
export type UserSegment = z.infer<typeof userSegmentSchema>;

export const contentQuerySchema = z.object({
  [USER_SEGMENTS_PARAM]: z.string().max(400).optional().describe('comma-separated segment keys, e.g. gold_members'),
});
