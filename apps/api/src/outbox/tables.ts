import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The shop's durable outbox: work that must follow a commit (a gateway call, an e-mail, a
 * Beauty Pass purchase) is written here in the same transaction as the change that causes it,
 * then done by a worker until it succeeds. `key` makes enqueueing idempotent: a flow that runs
 * twice queues its follow-up once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it (next): a claim pushes it into the future as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('outbox_key_uq').on(t.topic, t.key), index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.doneAt} is null`)],
);
