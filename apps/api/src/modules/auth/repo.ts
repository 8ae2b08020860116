import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets, authSessions, oneTimeTokens, refreshTokens, signInGuards, socialIdentities } from './tables.ts';

export type SessionRow = typeof authSessions.$inferSelect;
export type GuardRow = typeof signInGuards.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

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
