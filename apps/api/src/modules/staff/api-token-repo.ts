import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffApiTokens, staffMembers } from './tables.ts';

export type StaffApiTokenRow = typeof staffApiTokens.$inferSelect;

export async function insertApiToken(db: Db, row: typeof staffApiTokens.$inferInsert): Promise<StaffApiTokenRow> {
  const [inserted] = await db.insert(staffApiTokens).values(row).returning();
  return inserted!;
}

export async function apiTokensOf(db: Db, staffId: number): Promise<StaffApiTokenRow[]> {
  return db.select().from(staffApiTokens).where(eq(staffApiTokens.staffId, staffId)).orderBy(desc(staffApiTokens.createdAt));
}

/** Revoke a staff member's token; the row as it was, if it was still open. */
export async function revokeApiToken(db: Db, staffId: number, id: string): Promise<StaffApiTokenRow | undefined> {
  const [row] = await db
    .update(staffApiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffApiTokens.id, id), eq(staffApiTokens.staffId, staffId), isNull(staffApiTokens.revokedAt)))
    .returning();
  return row;
}

/** The open token of this hash with its staff member. */
export async function openApiToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: staffApiTokens, staff: staffMembers })
    .from(staffApiTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.staffId))
    .where(and(eq(staffApiTokens.tokenHash, tokenHash), isNull(staffApiTokens.revokedAt)));
  return row;
}
