/**
 * Stores' schedules in the back office (issue 21 item 8): a store's weekly hours, closures and
 * click-and-collect (the store module) and its artists' weeks and sessions' seats (the bookings
 * module). Each change locks the row it changes (the store, an artist, a session), checks the
 * version the staff member saw (409 `edit_conflict`) and is audited in the same transaction. It
 * shows at once: slots are computed from these rows on every question (`booking/opening.ts`), and
 * a booking holds the store row FOR SHARE while it takes its place, so a closure and a booking of
 * the closed day never both commit. Live bookings the new opening would leave outside its hours
 * refuse the change, listed (409 `store_closure_has_bookings`): nothing is dropped silently.
 */
import type { AdminStore, AdminStoreClosureCreate, AdminStoreUpdate, AdminWeek } from '@blush/shared/admin-store-contracts';
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import type { AuditEntry } from '../modules/staff/audit.ts';
import { localDateOf } from '../modules/booking/clock.ts';
import { bookingsOutside, checkWeek, crewAndSessions, fromDay, refuseOver, setArtistWeek, setSessionSeats } from '../modules/booking/schedule-admin.ts';
import {
  type ScheduledStore,
  type StoreScope,
  bumpStoreVersion,
  closureDto,
  closuresOfStore,
  deleteClosure,
  hoursOf,
  insertClosure,
  scheduledStore,
  setStoreHours,
  storeSummary,
  weekOf,
} from '../modules/store/schedule-admin.ts';

export { storeList } from '../modules/store/schedule-admin.ts';
export type { StoreScope };

export interface StoreChange {
  db: Db;
  scope: StoreScope;
  audit: (t: Db, entry: AuditEntry) => Promise<void>;
  language: Language;
  now: Date;
}

async function present(db: Db, store: ScheduledStore, language: Language, now: Date): Promise<AdminStore> {
  const [closures, side] = await Promise.all([closuresOfStore(db, store.id, localDateOf(now, store.timeZone)), crewAndSessions(db, store, language, now)]);
  return { ...storeSummary(store, language), hours: weekOf(store.hours), click_and_collect: store.clickAndCollect, closures: closures.map(closureDto), ...side, version: store.version };
}

export async function storeDetail(db: Db, scope: StoreScope, slug: string, language: Language, now: Date): Promise<AdminStore> {
  return present(db, await scheduledStore(db, scope, slug), language, now);
}

/** A change of the store row: locked, version checked, `work` done, version moved, audited. */
async function changeStore(c: StoreChange, slug: string, version: number, work: (t: Db, store: ScheduledStore) => Promise<AuditEntry>): Promise<AdminStore> {
  const store = await withTransaction(c.db, async (t) => {
    const store = await scheduledStore(t, c.scope, slug, true);
    if (store.version !== version) throw new DomainError('edit_conflict');
    const entry = await work(t, store);
    const after = await bumpStoreVersion(t, store.id);
    await c.audit(t, entry);
    return after;
  });
  return present(c.db, store, c.language, c.now);
}

const snapshot = (s: ScheduledStore) => ({ hours: s.hours, click_and_collect: s.clickAndCollect, version: s.version });

/** New weekly hours and click-and-collect; refused when a booking to come would fall outside the hours. */
export function updateStore(c: StoreChange, slug: string, body: AdminStoreUpdate): Promise<AdminStore> {
  checkWeek(body.hours, 'store_hours_invalid');
  return changeStore(c, slug, body.version, async (t, store) => {
    const hours = hoursOf(body.hours);
    refuseOver(await bookingsOutside(t, store, { hours, closures: await closuresOfStore(t, store.id) }, c.now));
    await setStoreHours(t, store.id, hours, body.click_and_collect);
    return { action: 'store.updated', targetType: 'store', targetId: store.slug, before: snapshot(store), after: { hours, click_and_collect: body.click_and_collect } };
  });
}

/** Close the store from `starts_on` to `ends_on`; refused over another closure or over live bookings (listed). */
export function addClosure(c: StoreChange, slug: string, body: AdminStoreClosureCreate): Promise<AdminStore> {
  return changeStore(c, slug, body.version, async (t, store) => {
    const existing = await closuresOfStore(t, store.id);
    if (existing.some((x) => x.startsOn <= body.ends_on && body.starts_on <= x.endsOn)) throw new DomainError('store_closure_overlap');
    const closure = { startsOn: body.starts_on, endsOn: body.ends_on };
    refuseOver(await bookingsOutside(t, store, { hours: store.hours, closures: [closure] }, fromDay(store, body.starts_on, c.now)));
    const row = await insertClosure(t, store.id, { ...closure, reason: body.reason ?? '' });
    return { action: 'store.closure_added', targetType: 'store', targetId: store.slug, after: { closure_id: row.id, starts_on: row.startsOn, ends_on: row.endsOn, reason: row.reason } };
  });
}

export function removeClosure(c: StoreChange, slug: string, id: number, version: number): Promise<AdminStore> {
  return changeStore(c, slug, version, async (t, store) => {
    const gone = await deleteClosure(t, store.id, id);
    if (!gone) throw new DomainError('resource_not_found');
    return { action: 'store.closure_removed', targetType: 'store', targetId: store.slug, before: { closure_id: gone.id, starts_on: gone.startsOn, ends_on: gone.endsOn, reason: gone.reason } };
  });
}

/** A change of one of the store's artists or sessions (its own version), audited. */
async function changeInStore(c: StoreChange, slug: string, work: (t: Db, store: ScheduledStore) => Promise<AuditEntry>): Promise<AdminStore> {
  await withTransaction(c.db, async (t) => {
    const store = await scheduledStore(t, c.scope, slug);
    await c.audit(t, await work(t, store));
  });
  return storeDetail(c.db, c.scope, slug, c.language, c.now);
}

export const updateArtistWeek = (c: StoreChange, slug: string, artistId: number, body: { week: AdminWeek; version: number }) =>
  changeInStore(c, slug, (t, store) => setArtistWeek(t, store, artistId, body, c.now));

export const updateSessionSeats = (c: StoreChange, slug: string, sessionId: number, body: { seats: number; version: number }) =>
  changeInStore(c, slug, (t, store) => setSessionSeats(t, store, sessionId, body));
