import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translated } from '@blush/shared/catalog';
import { CONTENT_ENTRY_TYPES, type ContentDocument, type ContentEntryType } from '@blush/shared/content';

/**
 * Content entries: one row per entry key (`homepage`, `pages/beauty-edit/makeup`, `layouts/default`),
 * with its published version (what shoppers see; null until first published) and its draft (what
 * editors change, shown only in preview). Publishing copies the draft over the published version.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    type: text('type').$type<ContentEntryType>().notNull(),
    published: jsonb('published').$type<ContentDocument>(),
    draft: jsonb('draft').$type<ContentDocument>().notNull(),
    /** When the published version went live. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Goes up by one with every saved draft: a save naming an older version is refused (two editors at once). */
    draftVersion: integer('draft_version').notNull().default(1),
    /** A publish set for later (issue 21): the draft as it was when scheduled, and when it goes live. */
    scheduled: jsonb('scheduled').$type<ContentDocument>(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Last edit of the draft. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_entries_type_idx').on(t.type),
    check('content_entries_type_ck', sql.raw(`type in (${CONTENT_ENTRY_TYPES.map((type) => `'${type}'`).join(', ')})`)),
    check('content_entries_published_ck', sql`(${t.published} is null) = (${t.publishedAt} is null)`),
    check('content_entries_scheduled_ck', sql`(${t.scheduled} is null) = (${t.publishAt} is null)`),
    index('content_entries_publish_at_idx').on(t.publishAt).where(sql`${t.publishAt} is not null`),
  ],
);

/** Shopper segments content can be targeted at (`gold_members`, `new_customers` …). */
export const userSegments = pgTable('user_segments', {
  key: text('key').primaryKey(),
  name: jsonb('name').$type<Translated>().notNull(),
  description: jsonb('description').$type<Translated>().notNull(),
  position: smallint('position').notNull().default(0),
});
