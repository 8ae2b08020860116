import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { bagLines, bags } from './tables.ts';

export type BagRow = typeof bags.$inferSelect;
export type LineRow = typeof bagLines.$inferSelect;
type Owner = { customerId: number } | { tokenHash: string };

const ownerWhere = (owner: Owner, country: string) =>
  and(
    'customerId' in owner ? eq(bags.customerId, owner.customerId) : eq(bags.tokenHash, owner.tokenHash),
    eq(bags.country, country),
    eq(bags.status, 'active'),
  );

export async function findBag(db: Db, owner: Owner, country: string): Promise<BagRow | undefined> {
  const [row] = await db.select().from(bags).where(ownerWhere(owner, country));
  return row;
}

/** The owner's active bag in the country, made if missing (two requests racing make one). */
export async function findOrCreateBag(db: Db, owner: Owner, country: string): Promise<BagRow> {
  const existing = await findBag(db, owner, country);
  if (existing) return existing;
  await db
    .insert(bags)
    .values({ country, ...('customerId' in owner ? { customerId: owner.customerId } : { tokenHash: owner.tokenHash }) })
    .onConflictDoNothing();
  return (await findBag(db, owner, country))!;
}

/**
 * Lock the bag for the rest of the transaction (changes to one bag happen one at a time) and mark
 * it changed, in one statement.
 */
export async function lockBag(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function linesOf(db: Db, bagId: string): Promise<LineRow[]> {
  return db.select().from(bagLines).where(eq(bagLines.bagId, bagId)).orderBy(asc(bagLines.addedAt), asc(bagLines.id));
}

/** Add `quantity` to the variant's line (made if missing), only while the total stays within `limit`. */
export async function addToLine(db: Db, bagId: string, variantId: number, kind: LineRow['kind'], quantity: number, limit: number): Promise<LineRow | undefined> {
  const [row] = await queryRows<LineRow>(db, sql`
    insert into bag_lines (bag_id, variant_id, kind, quantity) values (${bagId}, ${variantId}, ${kind}, ${quantity})
    on conflict (bag_id, variant_id, kind) do update set quantity = bag_lines.quantity + excluded.quantity
    where bag_lines.quantity + excluded.quantity <= ${limit}
    returning id, bag_id as "bagId", variant_id as "variantId", kind, quantity, added_at as "addedAt"`);
  return row;
}

export async function setLineQuantity(db: Db, bagId: string, lineId: number, quantity: number): Promise<LineRow | undefined> {
  const [row] = await db.update(bagLines).set({ quantity }).where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, bagId))).returning();
  return row;
}

export async function deleteLine(db: Db, bagId: string, lineId: number): Promise<boolean> {
  const rows = await db.delete(bagLines).where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, bagId))).returning({ id: bagLines.id });
  return rows.length > 0;
}

export async function touchBag(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function guestBags(db: Db, tokenHash: string): Promise<BagRow[]> {
  return db.select().from(bags).where(and(eq(bags.tokenHash, tokenHash), eq(bags.status, 'active')));
}

export async function markMerged(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ status: 'merged', updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function countItems(db: Db, bagId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select coalesce(sum(quantity), 0)::int as n from bag_lines where bag_id = ${bagId}`);
  return Number(row?.n ?? 0);
}
