import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { loyaltyAccounts, perks, pointsLedger, qualifyingSpend, tierChanges } from './tables.ts';

export type LedgerRow = typeof pointsLedger.$inferSelect;
export type AccountRow = typeof loyaltyAccounts.$inferSelect;
export type PerkRow = typeof perks.$inferSelect;
export type TierChangeRow = typeof tierChanges.$inferSelect;

export async function ensureAccount(db: Db, customerId: number, at?: Date): Promise<void> {
  await db.insert(loyaltyAccounts).values({ customerId, ...(at ? { lastActivityAt: at } : {}) }).onConflictDoNothing();
}

export async function account(db: Db, customerId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerId, customerId));
  return row;
}

/** Insert a ledger row; undefined when a row with the same member, source and reference exists. */
export async function insertLedger(db: Db, row: typeof pointsLedger.$inferInsert): Promise<LedgerRow | undefined> {
  const [inserted] = await db.insert(pointsLedger).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function moveAccount(db: Db, customerId: number, change: { balance?: number; pending?: number; activityAt?: Date }): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(loyaltyAccounts)
    .set({
      balance: sql`${loyaltyAccounts.balance} + ${change.balance ?? 0}`,
      pending: sql`${loyaltyAccounts.pending} + ${change.pending ?? 0}`,
      ...(change.activityAt ? { lastActivityAt: change.activityAt } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(loyaltyAccounts.customerId, customerId))
    .returning();
  return row;
}

/** Take points off the balance only if it has them (the row is locked by the update): undefined otherwise. */
export async function takePoints(db: Db, customerId: number, points: number, at: Date): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(loyaltyAccounts)
    .set({ balance: sql`${loyaltyAccounts.balance} - ${points}`, lastActivityAt: at, updatedAt: sql`now()` })
    .where(and(eq(loyaltyAccounts.customerId, customerId), sql`${loyaltyAccounts.balance} >= ${points}`))
    .returning();
  return row;
}

export interface LedgerFilter {
  source?: string | undefined;
  status?: 'pending' | 'available' | undefined;
  direction?: 'earned' | 'spent' | undefined;
}

function ledgerWhere(customerId: number, filter: LedgerFilter) {
  return and(
    eq(pointsLedger.customerId, customerId),
    filter.source ? eq(pointsLedger.source, filter.source as LedgerRow['source']) : undefined,
    filter.status ? eq(pointsLedger.status, filter.status) : undefined,
    filter.direction === 'earned' ? gt(pointsLedger.points, 0) : filter.direction === 'spent' ? lt(pointsLedger.points, 0) : undefined,
  );
}

export async function ledgerPage(db: Db, customerId: number, filter: LedgerFilter, limit: number, offset: number): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = ledgerWhere(customerId, filter);
  const [rows, [count]] = await Promise.all([
    db.select().from(pointsLedger).where(where).orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(pointsLedger).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function ledgerSums(db: Db, customerId: number): Promise<{ available: number; pending: number }> {
  const [row] = await queryRows<{ available: number; pending: number }>(db, sql`
    select coalesce(sum(points) filter (where status = 'available'), 0)::int as available,
           coalesce(sum(points) filter (where status = 'pending'), 0)::int as pending
    from points_ledger where customer_id = ${customerId}`);
  return { available: Number(row?.available ?? 0), pending: Number(row?.pending ?? 0) };
}

export async function insertSpend(db: Db, row: typeof qualifyingSpend.$inferInsert) {
  const [inserted] = await db.insert(qualifyingSpend).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function setSpendDelivered(db: Db, orderNumber: string, deliveredAt: Date) {
  const [row] = await db.update(qualifyingSpend).set({ deliveredAt }).where(and(eq(qualifyingSpend.orderNumber, orderNumber), sql`${qualifyingSpend.deliveredAt} is null`)).returning();
  return row;
}

/** Qualifying spend in the last 12 months, and after the tier term began (the purchase that reached the tier counts for reaching it, not for keeping it). */
export async function spendSince(db: Db, customerId: number, since12m: Date, sinceTier: Date): Promise<{ spend12m: number; sinceTier: number }> {
  const [row] = await queryRows<{ spend12m: number; since_tier: number }>(db, sql`
    select coalesce(sum(amount) filter (where occurred_at > ${since12m.toISOString()}::timestamptz), 0)::bigint as spend12m,
           coalesce(sum(amount) filter (where occurred_at > ${sinceTier.toISOString()}::timestamptz), 0)::bigint as since_tier
    from qualifying_spend where customer_id = ${customerId}`);
  return { spend12m: Number(row?.spend12m ?? 0), sinceTier: Number(row?.since_tier ?? 0) };
}

export async function lastTierChange(db: Db, customerId: number): Promise<TierChangeRow | undefined> {
  const [row] = await db.select().from(tierChanges).where(eq(tierChanges.customerId, customerId)).orderBy(desc(tierChanges.changedAt), desc(tierChanges.id)).limit(1);
  return row;
}

export async function insertTierChange(db: Db, row: typeof tierChanges.$inferInsert): Promise<void> {
  await db.insert(tierChanges).values(row);
}

/** Pending rows due for release, locked (skipping rows another instance holds). */
export async function duePendingRows(db: Db, now: Date, limit: number): Promise<Array<{ id: number; customer_id: number; points: number }>> {
  return queryRows(db, sql`
    select id, customer_id, points from points_ledger
    where status = 'pending' and available_at <= ${now.toISOString()}::timestamptz
    order by id limit ${limit} for update skip locked`);
}

export async function releaseRow(db: Db, id: number): Promise<LedgerRow | undefined> {
  const [row] = await db.update(pointsLedger).set({ status: 'available' }).where(and(eq(pointsLedger.id, id), eq(pointsLedger.status, 'pending'))).returning();
  return row;
}

export async function scheduleRelease(db: Db, orderNumber: string, availableAt: Date): Promise<void> {
  await db.update(pointsLedger).set({ availableAt }).where(and(eq(pointsLedger.orderNumber, orderNumber), eq(pointsLedger.status, 'pending')));
}

export async function accountsToExpire(db: Db, before: Date): Promise<Array<{ customer_id: number; balance: number; last_activity_at: string | Date }>> {
  return queryRows(db, sql`
    select customer_id, balance, last_activity_at from loyalty_accounts
    where balance > 0 and last_activity_at <= ${before.toISOString()}::timestamptz order by customer_id limit 1000`);
}

/** Empty a balance for expiry if it is still what was read (a purchase or redemption meanwhile wins). */
export async function zeroBalance(db: Db, customerId: number, balance: number, lastActivityAt: Date): Promise<boolean> {
  const rows = await db
    .update(loyaltyAccounts)
    .set({ balance: 0, updatedAt: sql`now()` })
    .where(and(eq(loyaltyAccounts.customerId, customerId), eq(loyaltyAccounts.balance, balance), eq(loyaltyAccounts.lastActivityAt, lastActivityAt)))
    .returning({ id: loyaltyAccounts.customerId });
  return rows.length > 0;
}

export async function insertPerk(db: Db, row: typeof perks.$inferInsert): Promise<PerkRow | undefined> {
  const [inserted] = await db.insert(perks).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function perksOf(db: Db, customerId: number): Promise<PerkRow[]> {
  return db.select().from(perks).where(eq(perks.customerId, customerId)).orderBy(desc(perks.issuedAt), desc(perks.id));
}

export async function expirePerks(db: Db, today: string): Promise<number> {
  const rows = await db.update(perks).set({ status: 'expired' }).where(and(eq(perks.status, 'issued'), sql`${perks.redeemBy} < ${today}::date`)).returning({ id: perks.id });
  return rows.length;
}

/** Mark an issued perk redeemed for an order, if it still can be (atomic: a perk is used once). */
export async function redeemPerk(db: Db, perkId: number, orderNumber: string, at: Date): Promise<PerkRow | undefined> {
  const [row] = await db
    .update(perks)
    .set({ status: 'redeemed', redeemedAt: at, orderNumber })
    .where(and(eq(perks.id, perkId), eq(perks.status, 'issued')))
    .returning();
  return row;
}

export async function findPerk(db: Db, perkId: number): Promise<PerkRow | undefined> {
  const [row] = await db.select().from(perks).where(eq(perks.id, perkId));
  return row;
}

/** A cancelled purchase: its qualifying spend no longer counts. */
export async function deleteSpend(db: Db, orderNumber: string) {
  const [row] = await db.delete(qualifyingSpend).where(eq(qualifyingSpend.orderNumber, orderNumber)).returning();
  return row;
}

/** A cancelled purchase: its points that are still pending are taken out of the ledger. */
export async function deletePendingOf(db: Db, orderNumber: string): Promise<LedgerRow[]> {
  return db.delete(pointsLedger).where(and(eq(pointsLedger.orderNumber, orderNumber), eq(pointsLedger.status, 'pending'))).returning();
}

/** The account row locked for a change that must see the balance it changes (a staff adjustment). */
export async function lockAccount(db: Db, customerId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerId, customerId)).for('update');
  return row;
}

export async function ledgerByReference(db: Db, customerId: number, source: LedgerRow['source'], reference: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(pointsLedger).where(and(eq(pointsLedger.customerId, customerId), eq(pointsLedger.source, source), eq(pointsLedger.reference, reference)));
  return row;
}
