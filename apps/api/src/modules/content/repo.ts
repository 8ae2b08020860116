import { asc, eq, inArray, isNotNull, and, sql } from 'drizzle-orm';
import type { ContentDocument, ContentEntryType } from '@blush/shared/content';
import type { Db } from '../../db/client.ts';
import { contentEntries, userSegments } from './tables.ts';

export type EntryRow = typeof contentEntries.$inferSelect;
export type SegmentRow = typeof userSegments.$inferSelect;

export async function entryByKey(db: Db, key: string): Promise<EntryRow | undefined> {
  const rows = await db.select().from(contentEntries).where(eq(contentEntries.key, key)).limit(1);
  return rows[0];
}

/** Entries with a published version, of the given types, by key. */
export async function publishedEntries(
  db: Db,
  types: readonly ContentEntryType[],
): Promise<Array<Pick<EntryRow, 'key' | 'type' | 'published' | 'publishedAt'>>> {
  return db
    .select({ key: contentEntries.key, type: contentEntries.type, published: contentEntries.published, publishedAt: contentEntries.publishedAt })
    .from(contentEntries)
    .where(and(isNotNull(contentEntries.published), inArray(contentEntries.type, [...types])))
    .orderBy(asc(contentEntries.key));
}

/** Create the entry with this draft, or replace the draft of an existing one (the published version stays). */
export async function upsertDraft(db: Db, key: string, type: ContentEntryType, draft: ContentDocument, at: Date): Promise<void> {
  await db
    .insert(contentEntries)
    .values({ key, type, draft, updatedAt: at, createdAt: at })
    .onConflictDoUpdate({ target: contentEntries.key, set: { draft, type, updatedAt: at, draftVersion: sql`${contentEntries.draftVersion} + 1` } });
}

/** Copy the draft over the published version. False when there is no such entry. */
export async function publishDraft(db: Db, key: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(contentEntries)
    .set({ published: sql`${contentEntries.draft}`, publishedAt: at })
    .where(eq(contentEntries.key, key))
    .returning({ id: contentEntries.id });
  return rows.length > 0;
}

/** Put an entry in place with both versions at once (the demo seed). */
export async function upsertEntry(
  db: Db,
  row: { key: string; type: ContentEntryType; published: ContentDocument | null; draft: ContentDocument; publishedAt: Date | null; updatedAt: Date },
): Promise<void> {
  await db
    .insert(contentEntries)
    .values({ ...row, createdAt: row.publishedAt ?? row.updatedAt })
    .onConflictDoUpdate({
      target: contentEntries.key,
      set: { type: row.type, published: row.published, draft: row.draft, publishedAt: row.publishedAt, updatedAt: row.updatedAt },
    });
}

export async function allSegments(db: Db): Promise<SegmentRow[]> {
  return db.select().from(userSegments).orderBy(asc(userSegments.position), asc(userSegments.key));
}

export async function upsertSegments(db: Db, rows: readonly SegmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(userSegments)
    .values([...rows])
    .onConflictDoUpdate({
      target: userSegments.key,
      set: { name: sql`excluded.name`, description: sql`excluded.description`, position: sql`excluded.position` },
    });
}
