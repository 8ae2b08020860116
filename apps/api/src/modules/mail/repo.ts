import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from './tables.ts';

export type MailRow = typeof mailMessages.$inferSelect;

export async function insertMail(db: Db, row: typeof mailMessages.$inferInsert): Promise<MailRow> {
  const [inserted] = await db.insert(mailMessages).values(row).returning();
  return inserted!;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.update(mailMessages).set({ sentAt: sql`now()`, attempts: sql`${mailMessages.attempts} + 1`, lastError: null }).where(eq(mailMessages.id, id));
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(mailMessages).set({ attempts: sql`${mailMessages.attempts} + 1`, lastError: error.slice(0, 500) }).where(eq(mailMessages.id, id));
}

export async function listMail(db: Db, to: string | undefined, limit: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(to ? and(eq(sql`lower(${mailMessages.to})`, to.toLowerCase())) : undefined)
    .orderBy(desc(mailMessages.id))
    .limit(limit);
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

/** Whether a message of `kind` to `to` whose meta has `key` = `value` was recorded already. */
export async function mailRecorded(db: Db, to: string, kind: string, key: string, value: string): Promise<boolean> {
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.kind, kind), eq(sql`${mailMessages.meta}->>${key}`, value)))
    .limit(1);
  return rows.length > 0;
}

/** The messages sent about an order (its number in `meta.order`), oldest first. */
export async function mailOfOrder(db: Db, orderNumber: string): Promise<MailRow[]> {
  return db.select().from(mailMessages).where(sql`${mailMessages.meta}->>'order' = ${orderNumber}`).orderBy(mailMessages.createdAt, mailMessages.id).limit(200);
}
