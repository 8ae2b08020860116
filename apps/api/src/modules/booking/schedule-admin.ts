/**
 * The bookings side of a store's schedule in the back office (issue 21 item 8): its artists' weeks
 * and its sessions' seats, and the live bookings a new opening would leave outside its hours. An
 * artist's or a session's row is locked for its change, as a booking locks them (`takePlace`), so a
 * change and a booking never both pass on stale rows; seats never go below those booked.
 */
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { AdminStoreArtist, AdminStoreBlockingBooking, AdminStoreSession, AdminWeek } from '@blush/shared/admin-store-contracts';
import type { Language } from '@blush/shared/markets';
import { type Db, queryRows } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { AuditEntry } from '../staff/audit.ts';
import { localDateOf, localTimeOf } from './clock.ts';
import { openOn, type StoreOpening } from './opening.ts';
import { dayBounds } from './service.ts';
import { activities, activitySessions, artistHours, artistSkills, artists, bookings } from './tables.ts';

/** The store as this side needs it. */
export interface SchedulePlace {
  id: number;
  timeZone: string;
}

const pick = (text: Record<string, string>, language: Language) => text[language] || text.en || '';

/** The store's artists with their weeks and services, and its sessions to come with seats and bookings. */
export async function crewAndSessions(db: Db, store: SchedulePlace, language: Language, now: Date): Promise<{ artists: AdminStoreArtist[]; sessions: AdminStoreSession[] }> {
  const [crew, hours, skills, sessions] = await Promise.all([
    db.select().from(artists).where(and(eq(artists.storeId, store.id), eq(artists.active, true))).orderBy(asc(artists.name)),
    db.select({ h: artistHours }).from(artistHours).innerJoin(artists, eq(artists.id, artistHours.artistId)).where(eq(artists.storeId, store.id)),
    db.select({ artistId: artistSkills.artistId, name: activities.name }).from(artistSkills).innerJoin(activities, eq(activities.id, artistSkills.activityId)).innerJoin(artists, eq(artists.id, artistSkills.artistId)).where(eq(artists.storeId, store.id)),
    queryRows<{ id: number; slug: string; kind: 'service' | 'class' | 'event'; name: Record<string, string>; startsAt: Date; seats: number; version: number; booked: number }>(
      db,
      sql`select s.id, a.slug, a.kind, a.name, s.starts_at as "startsAt", s.seats, s.version,
            (select count(*)::int from bookings b where b.session_id = s.id and b.status <> 'cancelled') as booked
          from activity_sessions s join activities a on a.id = s.activity_id
          where s.store_id = ${store.id} and s.starts_at >= ${now} order by s.starts_at limit 60`,
    ),
  ]);
  return {
    artists: crew.map((a) => ({
      id: a.id,
      name: a.name,
      services: skills.filter((k) => k.artistId === a.id).map((k) => pick(k.name, language)),
      week: Array.from({ length: 7 }, (_, d) => {
        const h = hours.find((r) => r.h.artistId === a.id && r.h.weekday === d)?.h;
        return h ? { opens: h.starts, closes: h.ends } : null;
      }),
      version: a.version,
    })),
    sessions: sessions.map((s) => {
      const startsAt = new Date(s.startsAt);
      return {
        id: Number(s.id),
        activity: { id: s.slug, kind: s.kind, name: pick(s.name, language) },
        starts_at: startsAt.toISOString(),
        starts_local: `${localDateOf(startsAt, store.timeZone)} ${localTimeOf(startsAt, store.timeZone)}`,
        seats: Number(s.seats),
        booked: Number(s.booked),
        version: Number(s.version),
      };
    }),
  };
}

/** Each open day opens before it closes; else `code` (422). */
/**
 * A week of hours that can be kept. A store's day may close after midnight (10:00–01:00 closes at
 * 01:00 the next day; at most 24 hours, never opening and closing at the same time); an artist's
 * working hours stay within one day.
 */
export function checkWeek(week: AdminWeek, code: 'store_hours_invalid' | 'artist_hours_invalid'): void {
  const pastMidnight = code === 'store_hours_invalid';
  if (week.some((d) => d && (pastMidnight ? d.opens === d.closes : d.opens >= d.closes))) throw new DomainError(code);
}

/** Live bookings from `from` on (of the store, or of one artist) that `opening` would leave outside its hours. */
export async function bookingsOutside(t: Db, store: SchedulePlace, opening: StoreOpening, from: Date, artistId?: number): Promise<AdminStoreBlockingBooking[]> {
  const live = await t
    .select()
    .from(bookings)
    .where(and(eq(bookings.storeId, store.id), ne(bookings.status, 'cancelled'), gte(bookings.startsAt, from), artistId ? eq(bookings.artistId, artistId) : undefined))
    .orderBy(asc(bookings.startsAt));
  return live
    .filter((b) => {
      const date = localDateOf(b.startsAt, store.timeZone);
      const open = openOn(opening, date);
      return !open || localTimeOf(b.startsAt, store.timeZone) < open[0] || (localDateOf(b.endsAt, store.timeZone) === date && localTimeOf(b.endsAt, store.timeZone) > open[1]);
    })
    .map((b) => ({ id: b.id, number: b.number, starts_local: `${localDateOf(b.startsAt, store.timeZone)} ${localTimeOf(b.startsAt, store.timeZone)}`, name: b.fullName }));
}

/** Refuse a change that would leave these bookings outside opening, listing them. */
export function refuseOver(blocking: AdminStoreBlockingBooking[]): void {
  if (blocking.length) throw new DomainError('store_closure_has_bookings', { count: blocking.length }, { bookings: blocking });
}

/** The first instant of a local date at the store, or `now` when that has passed. */
export function fromDay(store: SchedulePlace, date: string, now: Date): Date {
  const { from } = dayBounds(date, store.timeZone);
  return from > now ? from : now;
}

/** An artist's working week; refused when one of their bookings to come would fall outside it. */
export async function setArtistWeek(t: Db, store: SchedulePlace, artistId: number, body: { week: AdminWeek; version: number }, now: Date): Promise<AuditEntry> {
  checkWeek(body.week, 'artist_hours_invalid');
  const [artist] = await t.select().from(artists).where(and(eq(artists.id, artistId), eq(artists.storeId, store.id))).for('update');
  if (!artist) throw new DomainError('resource_not_found');
  if (artist.version !== body.version) throw new DomainError('edit_conflict');
  // The artist's hours as an "opening" without the store's closures: only their own week matters here.
  refuseOver(await bookingsOutside(t, store, { hours: body.week.map((d) => (d ? [d.opens, d.closes] : null)), closures: [] }, now, artist.id));
  const before = await t.select().from(artistHours).where(eq(artistHours.artistId, artist.id));
  await t.delete(artistHours).where(eq(artistHours.artistId, artist.id));
  const rows = body.week.flatMap((d, weekday) => (d ? [{ artistId: artist.id, weekday, starts: d.opens, ends: d.closes }] : []));
  if (rows.length) await t.insert(artistHours).values(rows);
  await t.update(artists).set({ version: artist.version + 1 }).where(eq(artists.id, artist.id));
  return { action: 'artist.week_updated', targetType: 'artist', targetId: artist.id, before: { week: before.map((h) => [h.weekday, h.starts, h.ends]) }, after: { week: rows.map((h) => [h.weekday, h.starts, h.ends]) } };
}

/**
 * A session's seats. The session row is locked as a booking locks it (`lockSession`), so seats
 * lowered while shoppers book never end below the seats taken.
 */
export async function setSessionSeats(t: Db, store: SchedulePlace, sessionId: number, body: { seats: number; version: number }): Promise<AuditEntry> {
  const [session] = await t.select().from(activitySessions).where(and(eq(activitySessions.id, sessionId), eq(activitySessions.storeId, store.id))).for('update');
  if (!session) throw new DomainError('resource_not_found');
  if (session.version !== body.version) throw new DomainError('edit_conflict');
  const [taken] = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from bookings where session_id = ${session.id} and status <> 'cancelled'`);
  const booked = Number(taken!.n);
  if (body.seats < booked) throw new DomainError('session_seats_below_booked', { booked });
  await t.update(activitySessions).set({ seats: body.seats, version: session.version + 1 }).where(eq(activitySessions.id, session.id));
  return { action: 'session.seats_updated', targetType: 'activity_session', targetId: session.id, before: { seats: session.seats }, after: { seats: body.seats, booked } };
}
