import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeClosures, stores } from './tables.ts';

export type StoreRow = typeof stores.$inferSelect;

export async function storesIn(db: Db, country: string): Promise<StoreRow[]> {
  return db.select().from(stores).where(and(eq(stores.country, country), eq(stores.active, true))).orderBy(asc(stores.id));
}

export async function insertStores(db: Db, rows: ReadonlyArray<typeof stores.$inferInsert>): Promise<number> {
  if (!rows.length) return 0;
  return (await db.insert(stores).values([...rows]).onConflictDoNothing().returning({ id: stores.id })).length;
}

export async function anyStore(db: Db): Promise<boolean> {
  return (await db.select({ id: stores.id }).from(stores).limit(1)).length > 0;
}

/** An active store by its slug, in any country (the caller decides what another country's store means). */
export async function storeBySlug(db: Db, slug: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(and(eq(stores.slug, slug), eq(stores.active, true))).limit(1);
  return row;
}

/** The public ids (slugs) of stores by their row ids. */
export async function slugsOf(db: Db, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  return (await db.select({ slug: stores.slug }).from(stores).where(inArray(stores.id, [...ids]))).map((r) => r.slug);
}

/** Closures of these stores that end on or after `fromDate` (local dates), by start. */
export function closuresOf(db: Db, storeIds: readonly number[], fromDate: string) {
  if (!storeIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(storeClosures)
    .where(and(inArray(storeClosures.storeId, [...storeIds]), gte(storeClosures.endsOn, fromDate)))
    .orderBy(asc(storeClosures.startsOn));
}
