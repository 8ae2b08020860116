/**
 * A store's own schedule for the back office (issue 21 item 8): the stores in a staff member's
 * scope, a store locked for a change with its version checked, its weekly hours, click-and-collect
 * and closures. The flow `flows/store-schedules.ts` adds the bookings side.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { AdminStoreClosure, AdminStoreSummary, AdminWeek } from '@blush/shared/admin-store-contracts';
import type { Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { storeClosures, stores, type WeeklyHours } from './tables.ts';

export type StoreScope = { stores: 'all' } | { stores: readonly number[] };
export type ScheduledStore = typeof stores.$inferSelect;
export type StoreClosureRow = typeof storeClosures.$inferSelect;

const pick = (text: Record<string, string>, language: Language) => text[language] || text.en || '';
const inScope = (scope: StoreScope, id: number) => scope.stores === 'all' || scope.stores.includes(id);
export const storeSummary = (s: ScheduledStore, language: Language): AdminStoreSummary => ({ id: s.slug, name: pick(s.name, language), city: s.city, country: s.country, time_zone: s.timeZone });
export const weekOf = (hours: WeeklyHours): AdminWeek => Array.from({ length: 7 }, (_, d) => (hours[d] ? { opens: hours[d][0], closes: hours[d][1] } : null));
export const hoursOf = (week: AdminWeek): WeeklyHours => week.map((d) => (d ? ([d.opens, d.closes] as const) : null));
export const closureDto = (c: StoreClosureRow): AdminStoreClosure => ({ id: c.id, starts_on: c.startsOn, ends_on: c.endsOn, reason: c.reason });

/** The stores the staff member may manage, by country then id. */
export async function storeList(db: Db, scope: StoreScope, language: Language): Promise<AdminStoreSummary[]> {
  const rows = await db.select().from(stores).where(eq(stores.active, true)).orderBy(asc(stores.country), asc(stores.id));
  return rows.filter((s) => inScope(scope, s.id)).map((s) => storeSummary(s, language));
}

/** The store by slug, refused (403) outside the scope and 404 when unknown; locked for update inside a change. */
export async function scheduledStore(db: Db, scope: StoreScope, slug: string, lock = false): Promise<ScheduledStore> {
  const query = db.select().from(stores).where(and(eq(stores.slug, slug), eq(stores.active, true)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('resource_not_found');
  if (!inScope(scope, row.id)) throw new DomainError('not_authorized');
  return row;
}

/** The store's closures, all or those ending on or after `fromDate`. */
export function closuresOfStore(db: Db, storeId: number, fromDate?: string): Promise<StoreClosureRow[]> {
  return db
    .select()
    .from(storeClosures)
    .where(and(eq(storeClosures.storeId, storeId), fromDate ? gte(storeClosures.endsOn, fromDate) : undefined))
    .orderBy(asc(storeClosures.startsOn));
}

export async function setStoreHours(t: Db, storeId: number, hours: WeeklyHours, clickAndCollect: boolean): Promise<void> {
  await t.update(stores).set({ hours, clickAndCollect }).where(eq(stores.id, storeId));
}

export async function insertClosure(t: Db, storeId: number, closure: { startsOn: string; endsOn: string; reason: string }): Promise<StoreClosureRow> {
  return (await t.insert(storeClosures).values({ storeId, ...closure }).returning())[0]!;
}

export async function deleteClosure(t: Db, storeId: number, id: number): Promise<StoreClosureRow | undefined> {
  return (await t.delete(storeClosures).where(and(eq(storeClosures.id, id), eq(storeClosures.storeId, storeId))).returning())[0];
}

/** Move the store's version (every change of its schedule does). */
export async function bumpStoreVersion(t: Db, storeId: number): Promise<ScheduledStore> {
  return (await t.update(stores).set({ version: sql`${stores.version} + 1` }).where(eq(stores.id, storeId)).returning())[0]!;
}
