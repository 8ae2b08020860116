import type { MailAttachment } from '../../adapters/email/mailer.ts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the shop sends. The built-in adapter delivers into this table (the development
 * mailbox shows it); with SMTP configured it is the delivery log, `sent_at` set once the server took it.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    transport: text('transport').$type<'database' | 'smtp'>().notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_to_idx').on(t.to, t.createdAt)],
);
