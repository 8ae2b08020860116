/** Erasing a member (docs/decisions/0033): the e-mail log's messages to their address (bodies with names and addresses) go. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from './tables.ts';

export async function eraseMailTo(t: Db, email: string): Promise<void> {
  await t.delete(mailMessages).where(sql`lower(${mailMessages.to}) = lower(${email})`);
}
