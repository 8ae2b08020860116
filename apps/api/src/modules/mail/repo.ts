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
