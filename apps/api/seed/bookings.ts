/**
 * Demo services, classes and events (issue 17): every country's stores offer the services, the
 * first two stores of a country hold the masterclass on Saturdays and the first a beauty night every
 * other Friday, for six weeks from the day of seeding; three artists per store with their hours and
 * skills; the next masterclass at each country's first store is already full, and a few service
 * times are taken. Seeded once (a database with activities is left alone).
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { addDays, localDateOf, localToInstant, weekdayOf } from '../src/modules/booking/clock.ts';
import { activities, activityGroups, activitySessions, activityStores, artistHours, artistSkills, artists, bookings } from '../src/modules/booking/tables.ts';
import { stores } from '../src/modules/store/tables.ts';
import { ACTIVITY_SEEDS, ARTIST_NAMES, GROUP_SEEDS, localPrice } from './data/activities.ts';

/** Weekly hours of a store's three artists (0 = Sunday), local time; skills by activity key. */
const ROTA = [
  { days: [1, 2, 3, 4, 5], hours: ['10:00', '18:00'], skills: ['express-makeup', 'full-glam', 'brow-shaping'] },
  { days: [2, 3, 4, 5, 6, 0], hours: ['12:00', '20:00'], skills: ['express-makeup', 'full-glam', 'signature-facial', 'skin-consultation'] },
  { days: [3, 4, 5, 6, 0], hours: ['10:00', '19:00'], skills: ['signature-facial', 'skin-consultation', 'brow-shaping'] },
] as const;

const WEEKS = 6;
const CLASS_SEATS = 8;
const EVENT_SEATS = 20;

export async function seedBookings(db: Db, now: Date = new Date()): Promise<number> {
  if ((await db.select({ id: activities.id }).from(activities).limit(1)).length) return 0;
  const storeRows = await db.select().from(stores).orderBy(asc(stores.id));
  const groupIds = new Map<string, number>();
  for (const [position, g] of GROUP_SEEDS.entries()) {
    const [row] = await db.insert(activityGroups).values({ ...g, position }).returning({ id: activityGroups.id });
    groupIds.set(g.slug, row!.id);
  }
  const countries = [...new Set(storeRows.map((s) => s.country))];
  let sessions = 0;
  for (const country of countries) {
    const here = storeRows.filter((s) => s.country === country);
    const ids = new Map<string, number>();
    for (const a of ACTIVITY_SEEDS) {
      const [row] = await db
        .insert(activities)
        .values({
          slug: `${country.toLowerCase()}-${a.key}`,
          country,
          kind: a.kind,
          groupId: groupIds.get(a.group)!,
          name: a.name,
          summary: a.summary,
          description: a.description,
          durationMinutes: a.durationMinutes,
          price: localPrice(country, a.priceSgd),
          imageUrl: null,
          questions: a.questions,
        })
        .returning({ id: activities.id });
      ids.set(a.key, row!.id);
      const holders = a.kind === 'service' ? here : a.kind === 'class' ? here.slice(0, 2) : here.slice(0, 1);
      await db.insert(activityStores).values(holders.map((s) => ({ activityId: row!.id, storeId: s.id })));
    }
    const names = ARTIST_NAMES[country] ?? ['Alex', 'Sam', 'Jo'];
    for (const [storeIndex, store] of here.entries()) {
      for (const [i, rota] of ROTA.entries()) {
        const [artist] = await db.insert(artists).values({ storeId: store.id, name: names[(storeIndex * 3 + i) % names.length]! }).returning({ id: artists.id });
        await db.insert(artistSkills).values(rota.skills.map((k) => ({ artistId: artist!.id, activityId: ids.get(k)! })));
        await db.insert(artistHours).values(rota.days.map((weekday) => ({ artistId: artist!.id, weekday, starts: rota.hours[0], ends: rota.hours[1] })));
      }
      sessions += await seedSessions(db, store, ids, storeIndex, now);
    }
  }
  return sessions;
}

/** Masterclasses on Saturdays at 14:00 (first two stores), beauty nights every other Friday at 18:30 (first store); the next masterclass of a first store full. */
async function seedSessions(db: Db, store: typeof stores.$inferSelect, ids: Map<string, number>, storeIndex: number, now: Date): Promise<number> {
  const today = localDateOf(now, store.timeZone);
  let count = 0;
  let firstClass = true;
  for (let d = 1; d <= WEEKS * 7; d++) {
    const date = addDays(today, d);
    const weekday = weekdayOf(date);
    if (weekday === 6 && storeIndex < 2) {
      const starts = localToInstant(date, '14:00', store.timeZone)!;
      const [session] = await db
        .insert(activitySessions)
        .values({ activityId: ids.get('makeup-masterclass')!, storeId: store.id, startsAt: starts, endsAt: new Date(starts.getTime() + 90 * 60_000), seats: CLASS_SEATS })
        .returning({ id: activitySessions.id });
      if (firstClass && storeIndex === 0) await fill(db, store, ids.get('makeup-masterclass')!, session!.id, starts, 90, CLASS_SEATS);
      firstClass = false;
      count++;
    }
    if (weekday === 5 && storeIndex === 0 && Math.floor(d / 7) % 2 === 0) {
      const starts = localToInstant(date, '18:30', store.timeZone)!;
      await db.insert(activitySessions).values({ activityId: ids.get('beauty-night')!, storeId: store.id, startsAt: starts, endsAt: new Date(starts.getTime() + 120 * 60_000), seats: EVENT_SEATS });
      count++;
    }
  }
  return count;
}

/** Book every seat of a session with demo guests. */
async function fill(db: Db, store: typeof stores.$inferSelect, activityId: number, sessionId: number, starts: Date, minutes: number, seats: number): Promise<void> {
  const rows = Array.from({ length: seats }, (_, i) => ({
    number: `BK-${store.country}-DEMO-${sessionId}-${i + 1}`,
    country: store.country,
    language: 'en',
    activityId,
    storeId: store.id,
    sessionId,
    startsAt: starts,
    endsAt: new Date(starts.getTime() + minutes * 60_000),
    fullName: `Demo Guest ${i + 1}`,
    email: `guest${i + 1}.${store.slug}@example.com`,
    callingCode: '+65',
    phone: `9000000${i}`,
  }));
  await db.insert(bookings).values(rows);
}
