/**
 * Content in the back office (issue 21 item 7): entries with their status, saving a draft against
 * the version the editor read (a stale save is refused, nothing lost), publishing now or at a time
 * (the draft as it was when scheduled; the `content.publish_scheduled` job makes it live), and
 * dropping a schedule. Each change and its audit row share one transaction; the change feed's
 * trigger on content_entries tells every instance to forget cached content at commit.
 */
import { and, asc, eq, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AdminContentEntry, AdminContentQuery, AdminContentSummary } from '@blush/shared/admin-content-contracts';
import type { ContentDocument, ContentEntryType } from '@blush/shared/content';
import { LANGUAGES } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { AuditEntry } from '../staff/audit.ts';
import { changeFeedOf } from '../../cache/changes.ts';
import { contentEntries } from './tables.ts';
import { forgetCachedContent, validateDocument } from './service.ts';
import type { EntryRow } from './repo.ts';

export type ContentAudit = (t: Db, entry: AuditEntry) => Promise<void>;

function statusOf(row: EntryRow): AdminContentSummary['status'] {
  if (row.publishAt) return 'scheduled';
  if (!row.published) return 'draft';
  return JSON.stringify(row.published) === JSON.stringify(row.draft) ? 'published' : 'changed';
}

function summaryOf(row: EntryRow): AdminContentSummary {
  return {
    key: row.key,
    type: row.type,
    title: row.draft.title.en,
    status: statusOf(row),
    countries: row.draft.countries ? [...row.draft.countries] : null,
    languages: LANGUAGES.filter((l) => row.draft.title[l]?.trim()),
    published_at: row.publishedAt?.toISOString() ?? null,
    publish_at: row.publishAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

function entryOf(row: EntryRow): AdminContentEntry {
  return { ...summaryOf(row), version: row.draftVersion, draft: row.draft, published: row.published ?? null, scheduled: row.scheduled ?? null };
}

export async function listContent(db: Db, query: AdminContentQuery): Promise<{ entries: AdminContentSummary[] }> {
  const filters = [];
  if (query.type) filters.push(eq(contentEntries.type, query.type));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(contentEntries.key, like), ilike(sql`${contentEntries.draft}->'title'->>'en'`, like)));
  }
  const rows = await db.select().from(contentEntries).where(and(...filters)).orderBy(asc(contentEntries.key)).limit(200);
  return { entries: rows.map(summaryOf) };
}

async function lockEntry(t: Db, key: string): Promise<EntryRow> {
  const [row] = await t.select().from(contentEntries).where(eq(contentEntries.key, key)).for('update');
  if (!row) throw new DomainError('resource_not_found');
  return row;
}

export async function contentEntry(db: Db, key: string): Promise<AdminContentEntry> {
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.key, key));
  if (!row) throw new DomainError('resource_not_found');
  return entryOf(row);
}

async function changed(db: Db): Promise<void> {
  forgetCachedContent(db);
  await changeFeedOf(db)?.settle();
}

/** Save the draft if nobody saved since `version` was read; else 409 edit_conflict and nothing changes. */
export async function saveDraftVersion(db: Db, key: string, document: unknown, version: number, audit: ContentAudit, now: Date = new Date()): Promise<AdminContentEntry> {
  const result = await withTransaction(db, async (t) => {
    const row = await lockEntry(t, key);
    const draft = validateDocument(key, row.type as ContentEntryType, document as ContentDocument);
    if (row.draftVersion !== version) throw new DomainError('edit_conflict');
    const [saved] = await t
      .update(contentEntries)
      .set({ draft, draftVersion: row.draftVersion + 1, updatedAt: now })
      .where(eq(contentEntries.id, row.id))
      .returning();
    await audit(t, { action: 'content.save_draft', targetType: 'content_entry', targetId: key, before: { version: row.draftVersion, draft: row.draft }, after: { version: saved!.draftVersion, draft } });
    return entryOf(saved!);
  });
  await changed(db);
  return result;
}

/** Publish the draft now, or schedule it (as it is now) for `at`, which must be in the future. */
export async function publishEntry(db: Db, key: string, at: Date | undefined, audit: ContentAudit, now: Date = new Date()): Promise<AdminContentEntry> {
  if (at && at.getTime() <= now.getTime()) {
    throw new DomainError('validation_failed', {}, { fields: [{ field: 'at', message: 'a time in the future' }] });
  }
  const result = await withTransaction(db, async (t) => {
    const row = await lockEntry(t, key);
    const set = at
      ? { scheduled: row.draft, publishAt: at }
      : { published: row.draft, publishedAt: now, scheduled: null, publishAt: null };
    const [saved] = await t.update(contentEntries).set(set).where(eq(contentEntries.id, row.id)).returning();
    await audit(t, {
      action: at ? 'content.schedule' : 'content.publish',
      targetType: 'content_entry',
      targetId: key,
      before: { published_at: row.publishedAt?.toISOString() ?? null, publish_at: row.publishAt?.toISOString() ?? null },
      after: { version: row.draftVersion, published_at: saved!.publishedAt?.toISOString() ?? null, publish_at: saved!.publishAt?.toISOString() ?? null },
    });
    return entryOf(saved!);
  });
  await changed(db);
  return result;
}

export async function unscheduleEntry(db: Db, key: string, audit: ContentAudit): Promise<AdminContentEntry> {
  const result = await withTransaction(db, async (t) => {
    const row = await lockEntry(t, key);
    if (!row.publishAt) return entryOf(row);
    const [saved] = await t.update(contentEntries).set({ scheduled: null, publishAt: null }).where(eq(contentEntries.id, row.id)).returning();
    await audit(t, { action: 'content.unschedule', targetType: 'content_entry', targetId: key, before: { publish_at: row.publishAt.toISOString() }, after: { publish_at: null } });
    return entryOf(saved!);
  });
  return result;
}

/**
 * The job: every scheduled publish whose time has come goes live, published as of its own time.
 * Idempotent (a row is published once: its schedule is cleared in the same statement).
 */
export async function publishDueContent(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(contentEntries)
    .set({ published: sql`${contentEntries.scheduled}`, publishedAt: sql`${contentEntries.publishAt}`, scheduled: null, publishAt: null })
    .where(and(isNotNull(contentEntries.publishAt), lte(contentEntries.publishAt, now)))
    .returning({ key: contentEntries.key });
  if (rows.length) await changed(db);
  return rows.length;
}
