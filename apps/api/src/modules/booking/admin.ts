/**
 * Bookings in the back office (issue 21 item 8): a store's day per artist, the free times a
 * booking may move to, and moving or cancelling it on the shopper's behalf. A move takes its place
 * exactly as the shopper's own reschedule does (`takePlace`: the candidate artists or the session
 * locked, then checked free; the unique indexes behind), so staff never double-book. Each change
 * checks the version the staff member saw, queues the shopper's e-mail through the outbox and is
 * audited, all in one transaction. A store manager reaches only their stores.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AdminBooking, AdminBookingArtist, AdminBookingStore } from '@blush/shared/admin-booking-contracts';
import type { Language } from '@blush/shared/markets';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../domain-error.ts';
import { enqueue } from '../../outbox/outbox.ts';
import type { AuditEntry } from '../staff/audit.ts';
import { localDateOf, localTimeOf, weekdayOf } from './clock.ts';
import { stateOf } from './present.ts';
import * as repo from './repo.ts';
import { takePlace } from './reservations.ts';
import { dayBounds, slotsOn } from './service.ts';
import { bookings as bookingsTable } from './tables.ts';

/** The dashboard's bookings figure (issue 21 item 10). */
export { bookingsPerDay } from './dashboard-repo.ts';

/** Where the staff member may act: every store, or these (store ids). */
export type BookingScope = { stores: 'all' } | { stores: readonly number[] };
export type BookingAudit = (t: Db, entry: AuditEntry) => Promise<void>;

const pick = (text: Record<string, string>, language: Language) => text[language] || text.en || '';

interface StoreRow extends repo.StorePlace {
  active: boolean;
}

async function storesInScope(db: Db, scope: BookingScope): Promise<StoreRow[]> {
  const where = scope.stores === 'all' ? sql`true` : scope.stores.length ? sql`s.id in ${[...scope.stores]}` : sql`false`;
  return queryRows<StoreRow>(db, sql`select s.id, s.slug, s.country, s.name, s.city, s.time_zone as "timeZone", s.active from stores s where ${where} order by s.country, s.id`);
}

const storeDto = (s: repo.StorePlace, language: Language): AdminBookingStore => ({ id: s.slug, name: pick(s.name, language), city: s.city, country: s.country, time_zone: s.timeZone });

const version = (row: repo.BookingRow) => row.updatedAt.toISOString();

function bookingRow(row: repo.BookingRow, activity: repo.ActivityRow, store: repo.StorePlace, artist: { id: number; name: string } | null, language: Language, now: Date): AdminBooking {
  const state = stateOf(row, now);
  return {
    id: row.id,
    number: row.number,
    state,
    activity: { id: activity.slug, kind: activity.kind, name: pick(activity.name, language), duration_minutes: activity.durationMinutes },
    artist,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    starts_local: localTimeOf(row.startsAt, store.timeZone),
    ends_local: localTimeOf(row.endsAt, store.timeZone),
    customer: { name: row.fullName, email: row.email, phone: `${row.callingCode} ${row.phone}`, member: row.customerId !== null },
    cancel_reason: row.cancelReason,
    manageable: state === 'confirmed' || state === 'rescheduled',
    version: version(row),
  };
}

async function present(db: Db, row: repo.BookingRow, language: Language, now: Date): Promise<AdminBooking> {
  const [activity, store] = await Promise.all([repo.activityById(db, row.activityId), repo.storeById(db, row.storeId)]);
  const artist = row.artistId ? ((await repo.artistsByIds(db, [row.artistId]))[0] ?? null) : null;
  return bookingRow(row, activity!, store!, artist, language, now);
}

/** A store's bookings of a local day with the artists working it (columns of the calendar). */
export async function bookingDay(db: Db, scope: BookingScope, query: { store_id?: string | undefined; date?: string | undefined }, language: Language, now: Date) {
  const stores = await storesInScope(db, scope);
  let store = stores.find((s) => (query.store_id ? s.slug === query.store_id : s.active));
  if (!store && query.store_id) {
    if (await repo.storeBySlug(db, query.store_id)) throw new DomainError('not_authorized');
    throw new DomainError('resource_not_found');
  }
  store ??= stores[0];
  if (!store) throw new DomainError('not_authorized');
  const date = query.date ?? localDateOf(now, store.timeZone);
  const { from, to } = dayBounds(date, store.timeZone);
  const bookings = await db
    .select()
    .from(bookingsTable)
    .where(and(eq(bookingsTable.storeId, store.id), gte(bookingsTable.startsAt, from), lt(bookingsTable.startsAt, to)))
    .orderBy(asc(bookingsTable.startsAt), asc(bookingsTable.number));
  const activities = new Map<number, repo.ActivityRow>();
  for (const id of new Set(bookings.map((b) => b.activityId))) activities.set(id, (await repo.activityById(db, id))!);
  const working = await queryRows<{ id: number; name: string; starts: string; ends: string }>(
    db,
    sql`select a.id, a.name, h.starts, h.ends from artists a join artist_hours h on h.artist_id = a.id and h.weekday = ${weekdayOf(date)}
        where a.store_id = ${store.id} and a.active order by a.name, a.id`,
  );
  const artists = new Map<number, AdminBookingArtist>(working.map((a) => [Number(a.id), { id: Number(a.id), name: a.name, starts: a.starts, ends: a.ends }]));
  const booked = [...new Set(bookings.map((b) => b.artistId).filter((id): id is number => id !== null && !artists.has(id)))];
  if (booked.length) for (const a of await repo.artistsByIds(db, booked)) artists.set(a.id, { id: a.id, name: a.name, starts: null, ends: null });
  return {
    stores: stores.filter((s) => s.active || s.id === store.id).map((s) => storeDto(s, language)),
    store: storeDto(store, language),
    date,
    artists: [...artists.values()],
    bookings: bookings.map((b) => {
      const artist = b.artistId !== null ? artists.get(b.artistId) : undefined;
      return bookingRow(b, activities.get(b.activityId)!, store, artist ? { id: artist.id, name: artist.name } : null, language, now);
    }),
  };
}

/** The booking if the scope reaches its store (else 404: a store manager learns nothing of other stores' bookings). */
function inScope(row: repo.BookingRow | undefined, scope: BookingScope): repo.BookingRow {
  if (!row || (scope.stores !== 'all' && !scope.stores.includes(row.storeId))) throw new DomainError('resource_not_found');
  return row;
}

/** The free times of a day the booking may move to (its own place counts as free). */
export async function moveSlots(db: Db, scope: BookingScope, id: string, date: string, now: Date) {
  const row = inScope(await repo.bookingById(db, id), scope);
  const [activity, store] = await Promise.all([repo.activityById(db, row.activityId), repo.storeById(db, row.storeId)]);
  const slots = await slotsOn(db, activity!, store!, date, now, row.id);
  return {
    date,
    time_zone: store!.timeZone,
    slots: slots
      .filter((s) => s.startsAt !== row.startsAt.toISOString() || (row.artistId !== null && s.artists.some((a) => a.id !== row.artistId)))
      .map((s) => ({ starts_at: s.startsAt, ends_at: s.endsAt, starts_local: localTimeOf(new Date(s.startsAt), store!.timeZone), capacity: s.capacity, artists: s.artists })),
  };
}

export interface StaffChange {
  db: Db;
  scope: BookingScope;
  audit: BookingAudit;
  language: Language;
  now: Date;
  /** Where the staff member is, for the links of the shopper's e-mail (PUBLIC_URL wins). */
  origin?: string;
}

/** Lock the booking, check scope, version and that it may still change. */
async function lockForChange(t: Db, c: StaffChange, id: string, seen: string): Promise<repo.BookingRow> {
  const row = inScope(await repo.lockBooking(t, id), c.scope);
  if (version(row) !== seen) throw new DomainError('edit_conflict');
  const state = stateOf(row, c.now);
  if (state === 'cancelled') throw new DomainError('booking_cancelled');
  if (state === 'expired') throw new DomainError('booking_expired');
  return row;
}

const snapshot = (row: repo.BookingRow) => ({ number: row.number, status: row.status, starts_at: row.startsAt.toISOString(), artist_id: row.artistId, session_id: row.sessionId });

/** Move a booking to another free time (and artist) of its activity and store; the shopper is e-mailed the new time. */
export async function moveBooking(c: StaffChange, id: string, body: { starts_at: string; artist_id?: number | undefined; version: string }): Promise<AdminBooking> {
  try {
    const row = await withTransaction(c.db, async (t) => {
      const booking = await lockForChange(t, c, id, body.version);
      const activity = (await repo.activityById(t, booking.activityId))!;
      const store = (await repo.storeById(t, booking.storeId))!;
      const place = await takePlace(t, activity, store, new Date(body.starts_at), activity.kind === 'service' ? (body.artist_id ?? null) : null, c.now, booking);
      const moved = await repo.updateBooking(t, id, { status: 'rescheduled', startsAt: new Date(body.starts_at), endsAt: place.endsAt, artistId: place.artistId, sessionId: place.sessionId, reminderSentAt: null });
      await enqueue(t, 'booking.rescheduled', `${id}:${moved.updatedAt.toISOString()}`, { bookingId: id, origin: c.origin ?? '', by: 'store' });
      await c.audit(t, { action: 'booking.moved', targetType: 'booking', targetId: id, before: snapshot(booking), after: snapshot(moved) });
      return moved;
    });
    return present(c.db, row, c.language, c.now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('slot_unavailable');
    throw error;
  }
}

/** Cancel a booking with a reason; its place is free at once and the shopper is e-mailed the reason. */
export async function cancelBookingByStaff(c: StaffChange, id: string, body: { reason: string; version: string }): Promise<AdminBooking> {
  const row = await withTransaction(c.db, async (t) => {
    const booking = await lockForChange(t, c, id, body.version);
    const cancelled = await repo.updateBooking(t, id, { status: 'cancelled', cancelReason: body.reason.trim() });
    await enqueue(t, 'booking.cancelled', `${id}:cancelled`, { bookingId: id, origin: c.origin ?? '', by: 'store' });
    await c.audit(t, { action: 'booking.cancelled', targetType: 'booking', targetId: id, before: snapshot(booking), after: { ...snapshot(cancelled), reason: cancelled.cancelReason } });
    return cancelled;
  });
  return present(c.db, row, c.language, c.now);
}
