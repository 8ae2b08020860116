import type { Db } from '../../db/client.ts';
import type { Mailer, OutgoingMail } from '../../adapters/email/mailer.ts';
import { DomainError } from '../../domain-error.ts';
import { findMail, insertMail, listMail, mailOfOrder, mailRecorded, markFailed, markSent, type MailRow } from './repo.ts';

export type { MailRow } from './repo.ts';

export interface SendOptions {
  kind: string;
  meta?: Record<string, string>;
}

/** RFC 2606's `.invalid` never resolves: the address of an erased member, never sent to. */
export const undeliverable = (to: string): boolean => /\.invalid$/i.test(to.trim());

/**
 * Record the message, then hand it to the mailer. A delivery failure is logged on the row and
 * does not fail the shopper's request (the reset or unlock answer must not reveal anything, and
 * the message can be sent again).
 */
export async function sendMail(db: Db, mailer: Mailer, mail: OutgoingMail, options: SendOptions): Promise<MailRow | null> {
  // An erased member's placeholder (`…@erased.invalid`, docs/decisions/0033): nobody to send to, nothing recorded.
  if (undeliverable(mail.to)) return null;
  const row = await insertMail(db, { ...mail, kind: options.kind, meta: options.meta ?? {}, transport: mailer.transport });
  try {
    await mailer.deliver(mail);
    await markSent(db, row.id);
  } catch (error) {
    await markFailed(db, row.id, (error as Error).message);
  }
  return row;
}

/**
 * Send a message only if none of its `kind` to the same address with the same `meta[onceBy]` was
 * recorded: an outbox handler run again after a crash does not send it twice.
 */
export async function sendMailOnce(db: Db, mailer: Mailer, mail: OutgoingMail, options: SendOptions & { onceBy: string }): Promise<void> {
  const value = options.meta?.[options.onceBy];
  if (value !== undefined && (await mailRecorded(db, mail.to, options.kind, options.onceBy, value))) return;
  await sendMail(db, mailer, mail, options);
}

export function mailbox(db: Db, to: string | undefined, limit = 50): Promise<MailRow[]> {
  return listMail(db, to, limit);
}

export async function mailMessage(db: Db, id: number): Promise<MailRow> {
  const row = await findMail(db, id);
  if (!row) throw new DomainError('resource_not_found');
  return row;
}

/** The e-mails sent about an order, by its number (the back office's timeline). */
export function mailAboutOrder(db: Db, orderNumber: string): Promise<MailRow[]> {
  return mailOfOrder(db, orderNumber);
}
