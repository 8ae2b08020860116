import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderLines, orders } from '../order/tables.ts';

/**
 * An order marked as a gift (or one of its lines) and its video message: the current video, poster
 * and captions, and the recipient's link. The link's token is never stored: `link_nonce` is random
 * and the token is a keyed hash of it (decision 0023), `link_token_hash` finds the message from a
 * token. One row per order, so two uploads finishing at once swap one row under its lock.
 */
export const giftMessages = pgTable(
  'gift_messages',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    isGift: boolean('is_gift').notNull().default(true),
    /** The line that is the gift; null: the whole order. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    videoKey: text('video_key'),
    videoType: text('video_type'),
    videoSize: bigint('video_size', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    posterKey: text('poster_key'),
    posterType: text('poster_type'),
    captions: text('captions'),
    linkNonce: text('link_nonce'),
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    linkRevokedAt: timestamp('link_revoked_at', { withTimezone: true }),
    /** Bumped with every new video: the recipient's player and caches see the change. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_messages_link_uq').on(t.linkTokenHash)],
);

/**
 * A video upload in progress (resumable, for slow phones): its declared size, type and length, and
 * how many bytes arrived in order. Each part is an object of its own (`gift_upload_parts`) until
 * the upload is finished and the parts become one video.
 */
export const giftUploads = pgTable(
  'gift_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    declaredType: text('declared_type').notNull(),
    declaredDurationMs: integer('declared_duration_ms').notNull(),
    /** The format the first bytes showed (mp4, webm); null until they arrived. */
    format: text('format'),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'open' | 'finished' | 'abandoned'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_uploads_order_idx').on(t.orderId), check('gift_uploads_received_ck', sql`${t.received} between 0 and ${t.size}`)],
);

/** The parts of an upload, by the offset each starts at. */
export const giftUploadParts = pgTable(
  'gift_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => giftUploads.id, { onDelete: 'cascade' }),
    offset: bigint('offset', { mode: 'number' }).notNull(),
    length: integer('length').notNull(),
    objectKey: text('object_key').notNull(),
  },
  (t) => [primaryKey({ name: 'gift_upload_parts_pk', columns: [t.uploadId, t.offset] })],
);
