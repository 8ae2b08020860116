/**
 * Content: published and draft versions of entries, resolved for one request (language, country,
 * segments), preview access, and the editing operations (save a draft, publish it).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Translated } from '@blush/shared/catalog';
import {
  type Banner,
  type ContentBlock,
  type ContentDocument,
  type ContentDocumentInput,
  type ContentEntry,
  type ContentEntryList,
  type ContentEntryType,
  type Overlay,
  type SiteLayout,
  type StoredBlock,
  type UserSegment,
  CONTENT_ENTRY_TYPES,
  ENTRY_KEY,
  PAGE_ENTRY_TYPES,
  contentDocumentSchema,
  entryPath,
} from '@blush/shared/content';
import { interpolate } from '@blush/shared/interpolate';
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { translator } from '@blush/shared/messages';
import { countryName } from '@blush/shared/site';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import * as repo from './repo.ts';
import { createMemo } from '../../cache/memo.ts';
import { changeFeedOf } from '../../cache/changes.ts';
import { verifyPreviewToken } from './preview-token.ts';

// ---------------------------------------------------------------------------------------------
// Preview access

export interface PreviewSettings {
  /** PREVIEW_TOKEN; undefined when not configured. */
  previewToken: string | undefined;
  production: boolean;
  /** The shop's signing key: signed preview links from the back office are accepted too. */
  signingKey?: Uint8Array | undefined;
}

/** What an `X-Preview-Mode` value grants: nothing asked, drafts, or a refused (wrong) token. */
export type PreviewAccess = 'none' | 'granted' | 'refused';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function previewAccess(header: string | undefined, settings: PreviewSettings): PreviewAccess {
  const value = header?.trim();
  if (!value) return 'none';
  if (settings.signingKey && verifyPreviewToken(settings.signingKey, value)) return 'granted';
  if (settings.previewToken) return sameSecret(value, settings.previewToken) ? 'granted' : 'refused';
  // Without a configured token, development and test accept any value; production has no previews.
  return settings.production ? 'refused' : 'granted';
}

/** Preview-only endpoints: no header → as if the endpoint did not exist; a wrong token → 403. */
export function requirePreview(header: string | undefined, settings: PreviewSettings): void {
  const access = previewAccess(header, settings);
  if (access === 'none') throw new DomainError('resource_not_found');
  if (access === 'refused') throw new DomainError('not_authorized');
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface ContentContext {
  country: CountryCode;
  language: Language;
  /** The shopper's segments (`user_segments`). */
  segments: readonly string[];
  /** Drafts instead of published versions. */
  preview: boolean;
}

/** Published rows are kept per instance until content changes (decision 0028; drafts are always read fresh). */
const rowCache = createMemo<repo.EntryRow | undefined>('content', { max: 500, ttlMs: 10_000 });

function cachedRow(db: Db, key: string): Promise<repo.EntryRow | undefined> {
  return rowCache.get(db, key, () => repo.entryByKey(db, key));
}

/** Forget cached published rows (after an edit in this process). */
export function forgetCachedContent(db: Db): void {
  rowCache.forget(db);
}

function loadRow(db: Db, key: string, ctx: ContentContext): Promise<repo.EntryRow | undefined> {
  return ctx.preview ? repo.entryByKey(db, key) : cachedRow(db, key);
}

interface Version {
  row: repo.EntryRow;
  doc: ContentDocument;
  status: 'published' | 'draft';
  updatedAt: string;
}

function versionOf(row: repo.EntryRow | undefined, ctx: ContentContext): Version | undefined {
  if (!row) return undefined;
  const doc = ctx.preview ? row.draft : row.published;
  if (!doc) return undefined;
  if (doc.countries && !doc.countries.includes(ctx.country)) return undefined;
  return {
    row,
    doc,
    status: ctx.preview ? 'draft' : 'published',
    updatedAt: (ctx.preview ? row.updatedAt : row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

/** The first variant naming one of the shopper's segments, merged over the defaults. */
function applyVariants<T extends object>(
  base: T & { variants?: ReadonlyArray<{ segments: readonly string[]; fields: Partial<T> }> | undefined },
  segments: readonly string[],
  applied: Set<string>,
): T {
  const variant = base.variants?.find((v) => v.segments.some((s) => segments.includes(s)));
  if (!variant) return base;
  for (const s of variant.segments) if (segments.includes(s)) applied.add(s);
  const merged = { ...base };
  for (const [field, value] of Object.entries(variant.fields)) {
    if (value !== undefined) (merged as Record<string, unknown>)[field] = value;
  }
  return merged;
}

/** Texts in the request language (English where one is missing), placeholders filled for the country. */
function textsFor(ctx: ContentContext) {
  const market = MARKETS[ctx.country];
  const params = {
    free_shipping_threshold: formatMoney({ amount: market.freeShippingThreshold, currency: market.currency }, ctx.language, ctx.country, { dropZeroFraction: true }),
    country: countryName(ctx.country, translator(ctx.language)),
  };
  const text = (value: Translated): string => interpolate(value[ctx.language] || value.en, params);
  const optional = (value: Translated | undefined): string | null => (value ? text(value) : null);
  const link = (value: { label: Translated; href: string } | undefined) => (value ? { label: text(value.label), href: value.href } : null);
  return { text, optional, link };
}

type StoredBanner = NonNullable<ContentDocument['banner']>;

function resolveBanner(banner: StoredBanner, ctx: ContentContext): Banner {
  const { text, optional, link } = textsFor(ctx);
  return { eyebrow: optional(banner.eyebrow), title: text(banner.title), body: optional(banner.body), cta: link(banner.cta), art: banner.art };
}

function overlayFrom(key: string, version: Version, ctx: ContentContext, applied: Set<string>): Overlay | null {
  const doc = applyVariants(version.doc, ctx.segments, applied);
  const overlay = doc.overlay;
  if (!overlay) return null;
  const { text, link } = textsFor(ctx);
  return {
    key,
    version: `${version.status}:${version.updatedAt}`,
    title: text(overlay.title),
    body: text(overlay.body),
    cta: link(overlay.cta),
    art: overlay.art,
    delaySeconds: overlay.delaySeconds,
    dismissDays: overlay.dismissDays,
  };
}

async function referencedBanner(db: Db, key: string, ctx: ContentContext, applied: Set<string>): Promise<Banner | null> {
  const version = versionOf(await loadRow(db, key, ctx), ctx);
  if (!version || version.row.type !== 'banner') return null;
  const doc = applyVariants(version.doc, ctx.segments, applied);
  return doc.banner ? resolveBanner(doc.banner, ctx) : null;
}

async function resolveBlock(db: Db, stored: StoredBlock, ctx: ContentContext, applied: Set<string>): Promise<ContentBlock | null> {
  if (stored.countries && !stored.countries.includes(ctx.country)) return null;
  const { text, optional, link } = textsFor(ctx);
  // Each variant carries the fields of its own block type, so the merge keeps the type.
  const block = applyVariants(stored as StoredBlock & { variants?: Array<{ segments: string[]; fields: Partial<StoredBlock> }> }, ctx.segments, applied) as StoredBlock;
  switch (block.type) {
    case 'hero':
      return {
        id: block.id,
        type: 'hero',
        eyebrow: optional(block.eyebrow),
        title: text(block.title),
        body: optional(block.body),
        cta: link(block.cta),
        secondaryCta: link(block.secondaryCta),
        art: block.art,
        tone: block.tone,
      };
    case 'rich_text':
      return { id: block.id, type: 'rich_text', title: optional(block.title), body: text(block.body), style: block.style, collapsible: block.collapsible };
    case 'image_banner': {
      const banner = block.banner ? resolveBanner(block.banner, ctx) : block.bannerKey ? await referencedBanner(db, block.bannerKey, ctx, applied) : null;
      return banner ? { id: block.id, type: 'image_banner', ...banner } : null;
    }
    case 'product_rail':
      return { id: block.id, type: 'product_rail', title: text(block.title), productSlugs: [...block.productSlugs], viewAll: link(block.viewAll) };
    case 'brand_rail':
      return { id: block.id, type: 'brand_rail', title: text(block.title), brandSlugs: [...block.brandSlugs] };
    case 'category_tiles':
      return { id: block.id, type: 'category_tiles', title: text(block.title), categories: block.categories.map((c) => ({ path: c.path, label: optional(c.label) })) };
    case 'faq':
      return { id: block.id, type: 'faq', title: text(block.title), items: block.items.map((i) => ({ question: text(i.question), answer: text(i.answer) })) };
  }
}

function notFoundFor(key: string): DomainError {
  if (key.startsWith('pages/') || key.startsWith('homepage/')) return new DomainError('landing_page_not_found');
  if (key.startsWith('layouts/')) return new DomainError('layout_not_found');
  return new DomainError('resource_not_found');
}

/** One entry, resolved for the request: published (or the draft in preview). */
export async function getEntry(db: Db, key: string, ctx: ContentContext): Promise<ContentEntry> {
  if (!ENTRY_KEY.test(key)) throw notFoundFor(key);
  const version = versionOf(await loadRow(db, key, ctx), ctx);
  if (!version || version.row.type === 'layout') throw notFoundFor(key);
  const applied = new Set<string>();
  const doc = applyVariants(version.doc, ctx.segments, applied);
  const { text, optional } = textsFor(ctx);
  const blocks = (await Promise.all((doc.blocks ?? []).map((b) => resolveBlock(db, b, ctx, applied)))).filter((b): b is ContentBlock => b !== null);
  return {
    key,
    type: version.row.type,
    status: version.status,
    publishedAt: version.row.publishedAt?.toISOString() ?? null,
    updatedAt: version.updatedAt,
    appliedSegments: [...applied].sort(),
    title: text(doc.title),
    description: optional(doc.description),
    blocks,
    overlay: version.row.type === 'overlay' ? overlayFrom(key, version, ctx, applied) : null,
    banner: version.row.type === 'banner' && doc.banner ? resolveBanner(doc.banner, ctx) : null,
  };
}

/** `GET /preview/overlays/{id}`: the overlay `overlays/{id}` (its draft: the route requires preview). */
export async function getOverlay(db: Db, id: string, ctx: ContentContext): Promise<Overlay> {
  const key = `overlays/${id}`;
  const version = versionOf(await loadRow(db, key, ctx), ctx);
  const overlay = version && version.row.type === 'overlay' ? overlayFrom(key, version, ctx, new Set()) : null;
  if (!overlay) throw new DomainError('resource_not_found');
  return overlay;
}

/** The site layout `layouts/{name}`: promo messages for the country, footer links, remote config, the overlay. */
export async function getLayout(db: Db, name: string, ctx: ContentContext): Promise<SiteLayout> {
  const key = `layouts/${name}`;
  const version = versionOf(await loadRow(db, key, ctx), ctx);
  if (!version || version.row.type !== 'layout') throw new DomainError('layout_not_found');
  const applied = new Set<string>();
  const doc = applyVariants(version.doc, ctx.segments, applied);
  const layout = doc.layout;
  if (!layout) throw new DomainError('layout_not_found');
  const { text } = textsFor(ctx);
  const visible = (item: { countries?: readonly CountryCode[] | undefined }) => !item.countries || item.countries.includes(ctx.country);
  const promoMessages = layout.promoMessages
    .filter(visible)
    .filter((m) => {
      if (!m.segments) return true;
      const hit = m.segments.filter((s) => ctx.segments.includes(s));
      for (const s of hit) applied.add(s);
      return hit.length > 0;
    })
    .map((m) => ({ id: m.id, text: text(m.text), href: m.href ?? null }));
  let overlay: Overlay | null = null;
  if (layout.overlayKey) {
    const overlayVersion = versionOf(await loadRow(db, layout.overlayKey, ctx), ctx);
    if (overlayVersion?.row.type === 'overlay') overlay = overlayFrom(layout.overlayKey, overlayVersion, ctx, applied);
  }
  return {
    key,
    status: version.status,
    publishedAt: version.row.publishedAt?.toISOString() ?? null,
    updatedAt: version.updatedAt,
    appliedSegments: [...applied].sort(),
    promoMessages,
    footerGroups: layout.footerGroups.map((g) => ({
      id: g.id,
      title: text(g.title),
      links: g.links.filter(visible).map((l) => ({ label: text(l.label), href: l.href })),
    })),
    config: layout.config,
    overlay,
  };
}

/** Published pages (for sitemaps and navigation): the ones shown in the request country. */
export async function listPublished(db: Db, ctx: Pick<ContentContext, 'country' | 'language'>, types: readonly ContentEntryType[] = PAGE_ENTRY_TYPES): Promise<ContentEntryList> {
  const rows = await repo.publishedEntries(db, types);
  const { text } = textsFor({ ...ctx, segments: [], preview: false });
  return {
    entries: rows
      .filter((r) => r.published && (!r.published.countries || r.published.countries.includes(ctx.country)))
      .map((r) => ({ key: r.key, type: r.type, title: text(r.published!.title), path: entryPath(r.key), publishedAt: r.publishedAt?.toISOString() ?? null })),
  };
}

export async function listSegments(db: Db, language: Language): Promise<UserSegment[]> {
  const rows = await repo.allSegments(db);
  return rows.map((r) => ({ key: r.key, name: r.name[language] || r.name.en, description: r.description[language] || r.description.en }));
}

// ---------------------------------------------------------------------------------------------
// Editing

const KEY_PREFIX: Readonly<Record<ContentEntryType, RegExp>> = {
  homepage: /^homepage(\/|$)/,
  landing_page: /^pages\/[^/]+$/,
  cms_page: /^pages\//,
  about: /^about$/,
  overlay: /^overlays\/[^/]+$/,
  banner: /^banners\/[^/]+$/,
  layout: /^layouts\/[^/]+$/,
};

/** Check a document for an entry key and type; returns it with defaults filled in. */
export function validateDocument(key: string, type: ContentEntryType, input: ContentDocumentInput): ContentDocument {
  const problems: Array<{ field: string; message: string }> = [];
  if (!ENTRY_KEY.test(key)) problems.push({ field: 'key', message: 'lower-case slugs separated by /' });
  if (!CONTENT_ENTRY_TYPES.includes(type)) problems.push({ field: 'type', message: `one of ${CONTENT_ENTRY_TYPES.join(', ')}` });
  else if (!KEY_PREFIX[type].test(key)) problems.push({ field: 'key', message: `a ${type} key looks like ${KEY_PREFIX[type].source}` });
  const parsed = contentDocumentSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ field: issue.path.join('.'), message: issue.message });
  } else {
    const doc = parsed.data;
    const needs = PAGE_ENTRY_TYPES.includes(type) ? 'blocks' : type === 'overlay' ? 'overlay' : type === 'banner' ? 'banner' : 'layout';
    if (!doc[needs]) problems.push({ field: needs, message: `a ${type} needs ${needs}` });
    const ids = (doc.blocks ?? []).map((b) => b.id);
    if (new Set(ids).size !== ids.length) problems.push({ field: 'blocks', message: 'block ids must be unique' });
    for (const block of doc.blocks ?? []) {
      if (block.type === 'image_banner' && !block.banner === !block.bannerKey) {
        problems.push({ field: `blocks.${block.id}`, message: 'an image banner has either banner or bannerKey' });
      }
    }
  }
  if (problems.length || !parsed.success) throw new DomainError('validation_failed', {}, { fields: problems });
  return parsed.data;
}

/** Editors change the draft; shoppers keep seeing the published version until `publish`. */
export async function saveDraft(db: Db, key: string, type: ContentEntryType, input: ContentDocumentInput, at: Date = new Date()): Promise<void> {
  const doc = validateDocument(key, type, input);
  await repo.upsertDraft(db, key, type, doc, at);
  forgetCachedContent(db);
}

export async function publish(db: Db, key: string, at: Date = new Date()): Promise<void> {
  if (!(await repo.publishDraft(db, key, at))) throw notFoundFor(key);
  forgetCachedContent(db);
  // Answers this process serves next show the new version (other instances within a notification).
  await changeFeedOf(db)?.settle();
}

/** Put an entry in place with both versions (demo seed, imports); validated like any edit. */
export async function putEntry(
  db: Db,
  entry: { key: string; type: ContentEntryType; published: ContentDocumentInput | null; draft?: ContentDocumentInput; publishedAt: Date | null; updatedAt: Date },
): Promise<void> {
  const published = entry.published ? validateDocument(entry.key, entry.type, entry.published) : null;
  const draft = entry.draft ? validateDocument(entry.key, entry.type, entry.draft) : published;
  if (!draft) throw new DomainError('validation_failed', {}, { fields: [{ field: 'draft', message: 'an entry needs a draft or a published version' }] });
  await repo.upsertEntry(db, { key: entry.key, type: entry.type, published, draft, publishedAt: published ? entry.publishedAt ?? entry.updatedAt : null, updatedAt: entry.updatedAt });
  forgetCachedContent(db);
}

export async function putSegments(db: Db, segments: ReadonlyArray<{ key: string; name: Translated; description: Translated }>): Promise<void> {
  await repo.upsertSegments(db, segments.map((s, position) => ({ ...s, position })));
}
