import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errorClientQuota, errorEvents, errorGroups, errorSessions } from './tables.ts';

export type ErrorGroupRow = typeof errorGroups.$inferSelect;
export type ErrorEventRow = typeof errorEvents.$inferSelect;

/** The group of `fingerprint`, created on its first event; one more occurrence either way. */
export async function countOccurrence(
  db: Db,
  group: Pick<typeof errorGroups.$inferInsert, 'fingerprint' | 'source' | 'errorClass' | 'message' | 'location'>,
): Promise<number> {
  const [row] = await db
    .insert(errorGroups)
    .values({ ...group, occurrences: 1 })
    .onConflictDoUpdate({
      target: errorGroups.fingerprint,
      set: { occurrences: sql`${errorGroups.occurrences} + 1`, lastSeen: sql`now()` },
    })
    .returning({ id: errorGroups.id });
  return row!.id;
}

export async function insertEvent(db: Db, row: typeof errorEvents.$inferInsert): Promise<void> {
  await db.insert(errorEvents).values(row);
}

/** Keep only the `keep` latest events of a group (its count of occurrences stays). */
export async function pruneGroupEvents(db: Db, groupId: number, keep: number): Promise<void> {
  await db.execute(sql`
    delete from ${errorEvents} where ${errorEvents.groupId} = ${groupId} and ${errorEvents.id} not in (
      select ${errorEvents.id} from ${errorEvents} where ${errorEvents.groupId} = ${groupId} order by ${errorEvents.id} desc limit ${keep}
    )`);
}

/** Keep only the `keep` most recently seen groups (their events go with them). */
export async function pruneGroups(db: Db, keep: number): Promise<void> {
  const stale = await db.select({ id: errorGroups.id }).from(errorGroups).orderBy(desc(errorGroups.lastSeen), desc(errorGroups.id)).offset(keep);
  if (stale.length > 0) await db.delete(errorGroups).where(inArray(errorGroups.id, stale.map((r) => r.id)));
}

/** Count `n` more events or sessions from `client` today; the day's new total. Older days are dropped. */
export async function takeQuota(db: Db, client: string, kind: 'events' | 'sessions', n: number): Promise<number> {
  const column = kind === 'events' ? errorClientQuota.events : errorClientQuota.sessions;
  const [row] = await db
    .insert(errorClientQuota)
    .values({ client, day: sql`current_date`, [kind]: n })
    .onConflictDoUpdate({ target: [errorClientQuota.client, errorClientQuota.day], set: { [kind]: sql`${column} + ${n}` } })
    .returning({ total: column });
  await db.delete(errorClientQuota).where(lt(errorClientQuota.day, sql`current_date - 1`));
  return row!.total;
}

export async function insertSessions(db: Db, rows: Array<typeof errorSessions.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(errorSessions).values(rows).onConflictDoNothing();
}

/** Keep only the `keep` latest sessions. */
export async function pruneSessions(db: Db, keep: number): Promise<void> {
  await db.execute(sql`
    delete from ${errorSessions} where ${errorSessions.id} in (
      select ${errorSessions.id} from ${errorSessions} order by ${errorSessions.receivedAt} desc offset ${keep}
    )`);
}

export async function listGroups(db: Db, limit: number): Promise<ErrorGroupRow[]> {
  return db.select().from(errorGroups).orderBy(desc(errorGroups.lastSeen), desc(errorGroups.id)).limit(limit);
}

export async function findGroup(db: Db, id: number): Promise<ErrorGroupRow | undefined> {
  const [row] = await db.select().from(errorGroups).where(eq(errorGroups.id, id));
  return row;
}

export async function latestEvent(db: Db, groupId: number): Promise<ErrorEventRow | undefined> {
  const [row] = await db.select().from(errorEvents).where(eq(errorEvents.groupId, groupId)).orderBy(desc(errorEvents.id)).limit(1);
  return row;
}
