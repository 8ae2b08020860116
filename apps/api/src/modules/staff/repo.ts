import { type SQL, and, desc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAuditLog, staffMembers, staffRecoveryCodes, staffSessions, staffSignInFailures } from './tables.ts';

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffFailureRow = typeof staffSignInFailures.$inferSelect;
export type AuditRow = typeof staffAuditLog.$inferSelect;

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(sql`lower(${staffMembers.email}) = lower(${email.trim()})`);
  return row;
}

/** The staff member bound to this account at the provider by an earlier single sign-on (decision 0034). */
export async function staffBySsoSubject(db: Db, issuer: string, subject: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(and(eq(staffMembers.ssoIssuer, issuer), eq(staffMembers.ssoSubject, subject)));
  return row;
}

export async function staffByPublicId(db: Db, publicId: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.publicId, publicId));
  return row;
}

/** The staff row, locked for the rest of the transaction. */
export async function lockStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  return row;
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(staffMembers.email);
}

export async function insertStaff(db: Db, row: typeof staffMembers.$inferInsert): Promise<StaffRow> {
  const [inserted] = await db.insert(staffMembers).values(row).returning();
  return inserted!;
}

/** Change a staff row; every change moves its version. */
export async function updateStaff(db: Db, id: number, patch: Partial<typeof staffMembers.$inferInsert>): Promise<StaffRow> {
  const [row] = await db
    .update(staffMembers)
    .set({ ...patch, version: sql`${staffMembers.version} + 1`, updatedAt: sql`now()` })
    .where(eq(staffMembers.id, id))
    .returning();
  return row!;
}

/** Every enabled administrator, locked (so two demotions racing cannot leave none). */
export async function lockActiveAdministrators(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(isNull(staffMembers.disabledAt), sql`'administrator' = any(${staffMembers.roles})`))
    .orderBy(staffMembers.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function replaceRecoveryCodes(db: Db, staffId: number, hashes: readonly string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length) await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Use an unused recovery code: of two racing uses exactly one wins. */
export async function useRecoveryCode(db: Db, staffId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertSession(db: Db, row: typeof staffSessions.$inferInsert): Promise<StaffSessionRow> {
  const [inserted] = await db.insert(staffSessions).values(row).returning();
  return inserted!;
}

/** A session that is open (not revoked, not expired) with its staff member. */
export async function openSessionByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), sql`${staffSessions.expiresAt} > now()`));
  return row;
}

export async function updateSession(db: Db, id: string, patch: Partial<typeof staffSessions.$inferInsert>): Promise<void> {
  await db.update(staffSessions).set(patch).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export async function revokeStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export async function findPair(db: Db, subject: string, address: string): Promise<StaffFailureRow | undefined> {
  const [row] = await db.select().from(staffSignInFailures).where(and(eq(staffSignInFailures.subject, subject), eq(staffSignInFailures.address, address)));
  return row;
}

/** The pair's row, made if missing, locked for the rest of the transaction. */
export async function lockPair(db: Db, subject: string, address: string): Promise<StaffFailureRow> {
  await db.insert(staffSignInFailures).values({ subject, address }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.subject, subject), eq(staffSignInFailures.address, address)))
    .for('update');
  return row!;
}

export async function updatePair(db: Db, subject: string, address: string, patch: Partial<typeof staffSignInFailures.$inferInsert>): Promise<void> {
  await db.update(staffSignInFailures).set(patch).where(and(eq(staffSignInFailures.subject, subject), eq(staffSignInFailures.address, address)));
}

export async function deletePair(db: Db, subject: string, address: string): Promise<void> {
  await db.delete(staffSignInFailures).where(and(eq(staffSignInFailures.subject, subject), eq(staffSignInFailures.address, address)));
}

export async function insertAudit(db: Db, row: typeof staffAuditLog.$inferInsert): Promise<void> {
  await db.insert(staffAuditLog).values(row);
}

export interface AuditFilter {
  staffId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Keyset: rows older than this id. */
  before?: number | undefined;
  limit: number;
}

/** Audit rows newest first, with the acting staff member's e-mail and name. */
export async function listAudit(db: Db, filter: AuditFilter) {
  const where: (SQL | undefined)[] = [
    filter.staffId !== undefined ? eq(staffAuditLog.staffId, filter.staffId) : undefined,
    filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
    filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(staffAuditLog.at, filter.from) : undefined,
    filter.to ? lte(staffAuditLog.at, filter.to) : undefined,
    filter.before !== undefined ? lt(staffAuditLog.id, filter.before) : undefined,
  ];
  return db
    .select({ entry: staffAuditLog, staffEmail: staffMembers.email, staffName: staffMembers.name, staffPublicId: staffMembers.publicId })
    .from(staffAuditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffId))
    .where(and(...where))
    .orderBy(desc(staffAuditLog.id))
    .limit(filter.limit);
}

/** Sign-in bookkeeping (second-factor state, failures, lock): not an edit, so the version stays. */
export async function setStaffSecurity(db: Db, id: number, patch: Partial<Pick<typeof staffMembers.$inferInsert, 'totpSecret' | 'totpPendingSecret' | 'totpEnrolledAt' | 'totpLastStep' | 'secondFactorFailures' | 'lockedUntil' | 'lockReference'>>): Promise<void> {
  await db.update(staffMembers).set(patch).where(eq(staffMembers.id, id));
}
