import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, analyticsPageViews, analyticsQuota } from './tables.ts';

/** Count `n` more events for `key` today; the day's new total. Yesterday's and older rows go. */
export async function takeQuota(db: Db, key: string, n: number): Promise<number> {
  const [row] = await db
    .insert(analyticsQuota)
    .values({ key, day: sql`current_date`, events: n })
    .onConflictDoUpdate({ target: [analyticsQuota.key, analyticsQuota.day], set: { events: sql`${analyticsQuota.events} + ${n}` } })
    .returning({ total: analyticsQuota.events });
  await db.delete(analyticsQuota).where(lt(analyticsQuota.day, sql`current_date`));
  return row!.total;
}

export async function insertPageViews(db: Db, rows: Array<typeof analyticsPageViews.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsPageViews).values(rows);
}

export async function insertEvents(db: Db, rows: Array<typeof analyticsEvents.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

/** Page views and distinct visitors per day and path since `since`, busiest first within a day. */
export async function pageViewsByDay(db: Db, since: Date, country?: string) {
  const day = sql<string>`to_char(${analyticsPageViews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, path: analyticsPageViews.path, views: sql<number>`count(*)::int`, visitors: sql<number>`count(distinct ${analyticsPageViews.visitorId})::int` })
    .from(analyticsPageViews)
    .where(and(gte(analyticsPageViews.createdAt, since), country ? eq(analyticsPageViews.country, country) : undefined))
    .groupBy(day, analyticsPageViews.path)
    .orderBy(sql`1 desc`, sql`3 desc`, analyticsPageViews.path)
    .limit(500);
}

export async function eventsByDay(db: Db, since: Date, country?: string) {
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, name: analyticsEvents.name, count: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.createdAt, since), country ? eq(analyticsEvents.country, country) : undefined))
    .groupBy(day, analyticsEvents.name)
    .orderBy(sql`1 desc`, sql`3 desc`)
    .limit(500);
}

/** Delete page views and events older than `before`; how many rows went. */
export async function deleteBefore(db: Db, before: Date): Promise<number> {
  const views = await db.delete(analyticsPageViews).where(lt(analyticsPageViews.createdAt, before)).returning({ id: analyticsPageViews.id });
  const events = await db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, before)).returning({ id: analyticsEvents.id });
  return views.length + events.length;
}
