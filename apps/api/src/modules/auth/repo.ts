import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets, authSessions, oneTimeTokens, refreshTokens, signInCodes, signInFailures, signInGuards, socialIdentities } from './tables.ts';

export type SessionRow = typeof authSessions.$inferSelect;
export type GuardRow = typeof signInGuards.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type FailureRow = typeof signInFailures.$inferSelect;
export type SignInCodeRow = typeof signInCodes.$inferSelect;

export async function secret(db: Db, name: string, create: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

export async function insertSession(db: Db, row: typeof authSessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(authSessions).values(row).returning();
  return inserted!;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return row;
}

export async function revokeSession(db: Db, id: string, reason: NonNullable<SessionRow['revokedReason']>): Promise<void> {
  await db.update(authSessions).set({ revokedAt: sql`now()`, revokedReason: reason }).where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

export async function revokeCustomerSessions(db: Db, customerId: number, reason: NonNullable<SessionRow['revokedReason']>, exceptSessionId?: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.customerId, customerId), isNull(authSessions.revokedAt), exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined));
}

export async function touchSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(authSessions).set({ lastRefreshedAt: sql`now()`, expiresAt }).where(eq(authSessions.id, id));
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

/** The refresh token row, locked for the rest of the transaction, with its session. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(db: Db, id: number): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, id));
}

export async function ensureGuard(db: Db, customerId: number): Promise<void> {
  await db.insert(signInGuards).values({ customerId }).onConflictDoNothing();
}

export async function lockGuard(db: Db, customerId: number): Promise<GuardRow> {
  const [row] = await db.select().from(signInGuards).where(eq(signInGuards.customerId, customerId)).for('update');
  return row!;
}

export async function findGuard(db: Db, customerId: number): Promise<GuardRow | undefined> {
  const [row] = await db.select().from(signInGuards).where(eq(signInGuards.customerId, customerId));
  return row;
}

export async function updateGuard(db: Db, customerId: number, patch: Partial<typeof signInGuards.$inferInsert>): Promise<void> {
  await db.update(signInGuards).set(patch).where(eq(signInGuards.customerId, customerId));
}

export async function insertOneTimeToken(db: Db, row: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

/** Mark an unused, unexpired token used and return it; undefined when it is not (any longer) usable. Atomic: of two racing uses one wins. */
export async function consumeOneTimeToken(db: Db, purpose: OneTimeTokenRow['purpose'], tokenHash: string): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
    .returning();
  return row;
}

export async function findUsableOneTimeToken(db: Db, purpose: OneTimeTokenRow['purpose'], tokenHash: string): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)));
  return row;
}

/** Older unused links of the same purpose stop working when a new one is sent. */
export async function expireOneTimeTokens(db: Db, customerId: number, purpose: OneTimeTokenRow['purpose']): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

export async function findSocialIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db.select().from(socialIdentities).where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

export async function linkSocialIdentity(db: Db, row: typeof socialIdentities.$inferInsert): Promise<void> {
  await db.insert(socialIdentities).values(row).onConflictDoNothing();
}

export async function socialProvidersOf(db: Db, customerId: number): Promise<string[]> {
  const rows = await db.select({ provider: socialIdentities.provider }).from(socialIdentities).where(eq(socialIdentities.customerId, customerId));
  return rows.map((r) => r.provider);
}

export async function findPair(db: Db, subject: string, address: string): Promise<FailureRow | undefined> {
  const [row] = await db.select().from(signInFailures).where(and(eq(signInFailures.subject, subject), eq(signInFailures.address, address)));
  return row;
}

/** The pair's row, made if missing and locked for the rest of the transaction. */
export async function lockPair(db: Db, subject: string, address: string): Promise<FailureRow> {
  await db.insert(signInFailures).values({ subject, address }).onConflictDoNothing();
  const [row] = await db.select().from(signInFailures).where(and(eq(signInFailures.subject, subject), eq(signInFailures.address, address))).for('update');
  return row!;
}

export async function updatePair(db: Db, subject: string, address: string, patch: Partial<typeof signInFailures.$inferInsert>): Promise<void> {
  await db.update(signInFailures).set(patch).where(and(eq(signInFailures.subject, subject), eq(signInFailures.address, address)));
}

/** Forget the failures of one pair (after a successful sign-in), or of every pair of a subject (unlock, reset). */
export async function deletePairs(db: Db, subject: string, address?: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.subject, subject), address === undefined ? undefined : eq(signInFailures.address, address)));
}

/** Failures and distinct addresses of a subject's pairs that failed since `since`. */
export async function pairTotals(db: Db, subject: string, since: Date): Promise<{ failures: number; addresses: number }> {
  const [row] = await db
    .select({ failures: sql<number>`coalesce(sum(${signInFailures.failures}), 0)::int`, addresses: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.subject, subject), gt(signInFailures.lastFailedAt, since)));
  return { failures: Number(row?.failures ?? 0), addresses: Number(row?.addresses ?? 0) };
}

/** A pair of the subject that is blocked now, if any. */
export async function findBlockedPair(db: Db, subject: string): Promise<FailureRow | undefined> {
  const [row] = await db.select().from(signInFailures).where(and(eq(signInFailures.subject, subject), gt(signInFailures.blockedUntil, sql`now()`))).limit(1);
  return row;
}

/** Drop failure rows and codes nobody needs any more (called now and then, not on every request). */
export async function pruneSignInGuards(db: Db, before: Date): Promise<void> {
  await db.delete(signInFailures).where(and(lt(signInFailures.lastFailedAt, before), sql`(${signInFailures.blockedUntil} is null or ${signInFailures.blockedUntil} < now())`));
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, before));
}

export async function insertSignInCode(db: Db, row: typeof signInCodes.$inferInsert): Promise<void> {
  await db.insert(signInCodes).values(row);
}

/** How many codes were sent to a member since `since`, and when the last one was. */
export async function codesSentSince(db: Db, customerId: number, since: Date): Promise<{ count: number; last: Date | undefined }> {
  const rows = await db.select({ createdAt: signInCodes.createdAt }).from(signInCodes).where(and(eq(signInCodes.customerId, customerId), gt(signInCodes.createdAt, since))).orderBy(desc(signInCodes.id));
  return { count: rows.length, last: rows[0]?.createdAt };
}

/** Unused codes stop working (a new code was sent, or the member got in). */
export async function expireSignInCodes(db: Db, customerId: number): Promise<void> {
  await db.update(signInCodes).set({ expiresAt: sql`now()` }).where(and(eq(signInCodes.customerId, customerId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, sql`now()`)));
}

/** The member's newest code while it is usable (unused, unexpired, tries left), locked. */
export async function lockUsableSignInCode(db: Db, customerId: number, maxTries: number): Promise<SignInCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.customerId, customerId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, sql`now()`), lt(signInCodes.tries, maxTries)))
    .orderBy(desc(signInCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateSignInCode(db: Db, id: number, patch: Partial<typeof signInCodes.$inferInsert>): Promise<void> {
  await db.update(signInCodes).set(patch).where(eq(signInCodes.id, id));
}

/** How many pairs of a subject are counted (failed sign-ins from that many addresses), and how many of them are blocked now. */
export async function pairCounts(db: Db, subject: string): Promise<{ counted: number; blocked: number }> {
  const [row] = await db
    .select({ counted: sql<number>`count(*)::int`, blocked: sql<number>`(count(*) filter (where ${signInFailures.blockedUntil} > now()))::int` })
    .from(signInFailures)
    .where(eq(signInFailures.subject, subject));
  return { counted: Number(row?.counted ?? 0), blocked: Number(row?.blocked ?? 0) };
}
