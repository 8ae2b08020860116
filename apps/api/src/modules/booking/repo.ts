/** Booking's SQL: activities and where they are held, artists' days, sessions' seats, bookings. */
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { activities, activityGroups, activitySessions, activityStores, artistHours, artistSkills, artists, bookings } from './tables.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type GroupRow = typeof activityGroups.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/** A store as bookings need it (the store module owns the table). */
export interface StorePlace {
  id: number;
  slug: string;
  country: string;
  name: Record<string, string>;
  city: string;
  timeZone: string;
}

const storeColumns = sql`s.id, s.slug, s.country, s.name, s.city, s.time_zone as "timeZone"`;

export async function storeBySlug(db: Db, slug: string): Promise<StorePlace | undefined> {
  return (await queryRows<StorePlace>(db, sql`select ${storeColumns} from stores s where s.slug = ${slug} and s.active`))[0];
}

export async function storeById(db: Db, id: number): Promise<StorePlace | undefined> {
  return (await queryRows<StorePlace>(db, sql`select ${storeColumns} from stores s where s.id = ${id}`))[0];
}

/** The active stores holding each activity, by activity id. */
export async function storesOfActivities(db: Db, activityIds: readonly number[]): Promise<Map<number, StorePlace[]>> {
  const out = new Map<number, StorePlace[]>();
  if (!activityIds.length) return out;
  const rows = await queryRows<StorePlace & { activityId: number }>(
    db,
    sql`select a.activity_id as "activityId", ${storeColumns} from activity_stores a join stores s on s.id = a.store_id and s.active
        where a.activity_id in ${activityIds} order by s.id`,
  );
  for (const row of rows) out.set(row.activityId, [...(out.get(row.activityId) ?? []), row]);
  return out;
}

export function activitiesIn(db: Db, country: string): Promise<ActivityRow[]> {
  return db.select().from(activities).where(and(eq(activities.country, country), eq(activities.active, true))).orderBy(asc(activities.groupId), asc(activities.id));
}

export async function activityBySlug(db: Db, slug: string): Promise<ActivityRow | undefined> {
  return (await db.select().from(activities).where(and(eq(activities.slug, slug), eq(activities.active, true))))[0];
}

export async function activityById(db: Db, id: number): Promise<ActivityRow | undefined> {
  return (await db.select().from(activities).where(eq(activities.id, id)))[0];
}

export function groups(db: Db): Promise<GroupRow[]> {
  return db.select().from(activityGroups).orderBy(asc(activityGroups.position), asc(activityGroups.id));
}

export async function holds(db: Db, activityId: number, storeId: number): Promise<boolean> {
  return (await db.select().from(activityStores).where(and(eq(activityStores.activityId, activityId), eq(activityStores.storeId, storeId)))).length > 0;
}

/** The store's artists who perform the activity and work on the weekday, with that day's hours. */
export function artistsOn(db: Db, storeId: number, activityId: number, weekday: number) {
  return db
    .select({ id: artists.id, name: artists.name, starts: artistHours.starts, ends: artistHours.ends })
    .from(artists)
    .innerJoin(artistSkills, and(eq(artistSkills.artistId, artists.id), eq(artistSkills.activityId, activityId)))
    .innerJoin(artistHours, and(eq(artistHours.artistId, artists.id), eq(artistHours.weekday, weekday)))
    .where(and(eq(artists.storeId, storeId), eq(artists.active, true)))
    .orderBy(asc(artists.id));
}

/** The store's artists who perform the activity, with their hours on every weekday they work. */
export function artistsWeek(db: Db, storeId: number, activityId: number) {
  return db
    .select({ id: artists.id, name: artists.name, weekday: artistHours.weekday, starts: artistHours.starts, ends: artistHours.ends })
    .from(artists)
    .innerJoin(artistSkills, and(eq(artistSkills.artistId, artists.id), eq(artistSkills.activityId, activityId)))
    .innerJoin(artistHours, eq(artistHours.artistId, artists.id))
    .where(and(eq(artists.storeId, storeId), eq(artists.active, true)))
    .orderBy(asc(artists.id));
}

/**
 * `artistsOn` and `busyOf` in one round trip, for a day's free times (asked on every calendar
 * click): each artist with that day's hours and their live bookings overlapping [from, to).
 */
export async function artistsWithBusy(db: Db, storeId: number, activityId: number, weekday: number, from: Date, to: Date) {
  const rows = await queryRows<{ id: number; name: string; starts: string; ends: string; busy: { id: string; start: string; end: string }[] }>(
    db,
    sql`select a.id, a.name, h.starts, h.ends,
          coalesce((select json_agg(json_build_object('id', b.id, 'start', b.starts_at, 'end', b.ends_at))
                    from bookings b where b.artist_id = a.id and b.status <> 'cancelled' and b.starts_at < ${to} and b.ends_at > ${from}), '[]'::json) as busy
        from artists a
        join artist_skills k on k.artist_id = a.id and k.activity_id = ${activityId}
        join artist_hours h on h.artist_id = a.id and h.weekday = ${weekday}
        where a.store_id = ${storeId} and a.active
        order by a.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), busy: r.busy.map((b) => ({ id: b.id, start: new Date(b.start), end: new Date(b.end) })) }));
}

/** Live bookings of these artists overlapping [from, to). */
export function busyOf(db: Db, artistIds: readonly number[], from: Date, to: Date) {
  if (!artistIds.length) return Promise.resolve([]);
  return db
    .select({ id: bookings.id, artistId: bookings.artistId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(and(inArray(bookings.artistId, [...artistIds]), ne(bookings.status, 'cancelled'), lt(bookings.startsAt, to), sql`${bookings.endsAt} > ${from}`));
}

/** Sessions of an activity at a store starting in [from, to), with the seats taken. */
export function sessionsBetween(db: Db, activityId: number, storeId: number, from: Date, to: Date) {
  return db
    .select({
      id: activitySessions.id,
      startsAt: activitySessions.startsAt,
      endsAt: activitySessions.endsAt,
      seats: activitySessions.seats,
      taken: sql<number>`(select count(*)::int from bookings b where b.session_id = activity_sessions.id and b.status <> 'cancelled')`.mapWith(Number),
    })
    .from(activitySessions)
    .where(and(eq(activitySessions.activityId, activityId), eq(activitySessions.storeId, storeId), gte(activitySessions.startsAt, from), lt(activitySessions.startsAt, to)))
    .orderBy(asc(activitySessions.startsAt));
}

/** Hold the store row against a back-office change of its hours or closures until the booking commits. */
export async function lockStoreShared(t: Db, storeId: number): Promise<void> {
  await queryRows(t, sql`select id from stores where id = ${storeId} for share`);
}

/** Lock these artists (in id order, so two bookings never wait on each other crosswise). */
export async function lockArtists(t: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await queryRows(t, sql`select id from artists where id in ${[...ids]} order by id for update`);
}

/** Lock a session and count its seats taken. */
export async function lockSession(t: Db, activityId: number, storeId: number, startsAt: Date) {
  const rows = await queryRows<{ id: number; seats: number; endsAt: Date }>(
    t,
    sql`select id, seats, ends_at as "endsAt" from activity_sessions where activity_id = ${activityId} and store_id = ${storeId} and starts_at = ${startsAt} for update`,
  );
  const session = rows[0];
  if (!session) return undefined;
  const [count] = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from bookings where session_id = ${session.id} and status <> 'cancelled'`);
  return { id: Number(session.id), seats: Number(session.seats), endsAt: new Date(session.endsAt), taken: Number(count!.n) };
}

/** Lock a booking row for a change. */
export async function lockBooking(t: Db, id: string): Promise<BookingRow | undefined> {
  return (await t.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0];
}

export async function bookingById(db: Db, id: string): Promise<BookingRow | undefined> {
  return (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
}

export function bookingsOfCustomer(db: Db, customerId: number): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.customerId, customerId)).orderBy(asc(bookings.startsAt));
}

export async function nextBookingNumber(t: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(t, sql`select nextval('booking_number_seq')::text as n`);
  return Number(row!.n);
}

export async function insertBooking(t: Db, row: NewBooking): Promise<BookingRow> {
  return (await t.insert(bookings).values(row).returning())[0]!;
}

export async function updateBooking(t: Db, id: string, change: Partial<NewBooking>): Promise<BookingRow> {
  return (await t.update(bookings).set({ ...change, updatedAt: new Date() }).where(eq(bookings.id, id)).returning())[0]!;
}

/** Whether this e-mail already holds a live booking of the activity at that start (another than `except`). */
export async function personHolds(t: Db, activityId: number, storeId: number, startsAt: Date, email: string, except?: string): Promise<boolean> {
  const rows = await queryRows(
    t,
    sql`select 1 from bookings where activity_id = ${activityId} and store_id = ${storeId} and starts_at = ${startsAt}
        and lower(email) = lower(${email}) and status <> 'cancelled' ${except ? sql`and id <> ${except}` : sql``}`,
  );
  return rows.length > 0;
}

export function artistsByIds(db: Db, ids: readonly number[]) {
  return db.select({ id: artists.id, name: artists.name }).from(artists).where(inArray(artists.id, [...ids]));
}

/** The kinds of activity each active store of a country holds, by store slug. */
export function kindsHeld(db: Db, country: string) {
  return queryRows<{ slug: string; kind: string }>(
    db,
    sql`select distinct s.slug, a.kind from activity_stores x join activities a on a.id = x.activity_id and a.active
        join stores s on s.id = x.store_id and s.active where s.country = ${country}`,
  );
}
