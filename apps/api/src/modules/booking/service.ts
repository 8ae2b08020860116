/**
 * What stores offer and when (product guide §1, §3, §7 booking-service, booking-services,
 * happening): activities of a country, their questions, a day's free start times and the days
 * that have any. Booking itself is in `reservations.ts`.
 */
import { ACTIVITY_KINDS, BOOKING_LIMITS, type ActivityKind } from '@blush/shared/booking';
import { message } from '@blush/shared/messages';
import type { ActivityDto, SlotDto } from '@blush/shared/booking-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { addDays, localDateOf, localDay, weekdayOf } from './clock.ts';
import { activityDto, questionDtos } from './present.ts';
import * as repo from './repo.ts';
import { openOn, openingOf, withinOpening } from './opening.ts';
import { serviceSlots, sessionSlots } from './slots.ts';

/** Countries where booking is app-exclusive (settings: BOOKING_APP_ONLY). */
export type AppOnly = ReadonlySet<CountryCode>;

/** How the web books: where it may not (app-exclusive countries), and who takes the bookings (decision 0026). */
export interface WebBooking {
  appOnly: AppOnly;
  provider: 'builtin' | 'external';
}

export interface ActivityFilter {
  kind?: ActivityKind;
  store?: string;
  group?: string;
}

/** The country's activities, optionally of one kind, group or store, grouped as the pages list them. */
export async function listActivities(db: Db, web: WebBooking, country: CountryCode, language: Language, filter: ActivityFilter = {}): Promise<ActivityDto[]> {
  const [rows, groups] = await Promise.all([repo.activitiesIn(db, country), repo.groups(db)]);
  const places = await repo.storesOfActivities(db, rows.map((r) => r.id));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  return rows
    .filter((r) => !filter.kind || r.kind === filter.kind)
    .filter((r) => !filter.group || groupById.get(r.groupId ?? -1)?.slug === filter.group)
    .filter((r) => !filter.store || (places.get(r.id) ?? []).some((s) => s.slug === filter.store))
    .map((r) => activityDto(r, groupById.get(r.groupId ?? -1), places.get(r.id) ?? [], language, !web.appOnly.has(country), web.provider));
}

/** The groups that have activities in the country, with how many. */
export async function activityGroups(db: Db, country: CountryCode, language: Language, kind?: ActivityKind) {
  const [rows, groups] = await Promise.all([repo.activitiesIn(db, country), repo.groups(db)]);
  return groups
    .filter((g) => !kind || g.kind === kind)
    .map((g) => ({ id: g.slug, kind: g.kind, name: (g.name as Record<string, string>)[language] || g.name.en, count: rows.filter((r) => r.groupId === g.id).length }))
    .filter((g) => g.count > 0);
}

/** An activity of the country, or 404 (another country's is not sold here). */
export async function requireActivity(db: Db, slug: string, country: CountryCode): Promise<repo.ActivityRow> {
  const row = await repo.activityBySlug(db, slug);
  if (!row || row.country !== country) throw new DomainError('resource_not_found');
  return row;
}

export async function activityDetail(db: Db, web: WebBooking, slug: string, country: CountryCode, language: Language): Promise<ActivityDto> {
  const row = await requireActivity(db, slug, country);
  const [groups, places] = await Promise.all([repo.groups(db), repo.storesOfActivities(db, [row.id])]);
  return activityDto(row, groups.find((g) => g.id === row.groupId), places.get(row.id) ?? [], language, !web.appOnly.has(country), web.provider);
}

export async function activityQuestions(db: Db, slug: string, country: CountryCode, language: Language) {
  return questionDtos((await requireActivity(db, slug, country)).questions, language);
}

/** A store that holds the activity, or 404. */
export async function requirePlace(db: Db, activity: repo.ActivityRow, storeSlug: string): Promise<repo.StorePlace> {
  const store = await repo.storeBySlug(db, storeSlug);
  if (!store || store.country !== activity.country || !(await repo.holds(db, activity.id, store.id))) throw new DomainError('resource_not_found');
  return store;
}

/** The first instant a booking may start: services need the lead time, classes and events only to be ahead. */
export const notBefore = (activity: repo.ActivityRow, now: Date): Date =>
  new Date(now.getTime() + (activity.kind === 'service' ? BOOKING_LIMITS.leadMinutes * 60_000 : 0));

/** The local day's bounds as instants (a day with a clock change is 23 or 25 hours). */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const at = localDay(date, timeZone);
  const from = at(0) ?? at(60)!;
  const next = localDay(addDays(date, 1), timeZone);
  const to = next(0) ?? next(60)!;
  return { from, to };
}

/** Free start times of a local day at a store (`except` a booking being moved, whose own time counts as free). */
export async function slotsOn(db: Db, activity: repo.ActivityRow, store: repo.StorePlace, date: string, now: Date, except?: string): Promise<SlotDto[]> {
  const { from, to } = dayBounds(date, store.timeZone);
  const open = openOn(await openingOf(db, store.id, date, date), date);
  if (!open) return [];
  if (activity.kind !== 'service') {
    const sessions = await repo.sessionsBetween(db, activity.id, store.id, from, to);
    return sessionSlots(sessions, notBefore(activity, now));
  }
  const artists = (await repo.artistsWithBusy(db, store.id, activity.id, weekdayOf(date), from, to)).flatMap((a) => withinOpening(a, open) ?? []);
  return serviceSlots({
    date,
    timeZone: store.timeZone,
    durationMinutes: activity.durationMinutes,
    stepMinutes: BOOKING_LIMITS.slotStepMinutes,
    notBefore: notBefore(activity, now),
    artists: artists.map((a) => ({ ...a, busy: a.busy.filter((b) => b.id !== except) })),
  });
}

/**
 * Activity and store of a time-slots question, kept for a short while per database: the calendar
 * asks for a day's times on every click, and the activity, the store and whether it holds the
 * activity change rarely (an operator's change shows within PLACE_TTL_MS). Only reading free
 * times uses it; booking, moving and cancelling read both afresh inside their transaction.
 */
const PLACE_TTL_MS = 30_000;
const places = new WeakMap<Db, Map<string, { activity: repo.ActivityRow; store: repo.StorePlace; until: number }>>();

async function placeOf(db: Db, slug: string, storeSlug: string, country: CountryCode, now = Date.now()) {
  let known = places.get(db);
  if (!known) places.set(db, (known = new Map()));
  const key = `${country}\n${slug}\n${storeSlug}`;
  const hit = known.get(key);
  if (hit && hit.until > now) return hit;
  const activity = await requireActivity(db, slug, country);
  const store = await requirePlace(db, activity, storeSlug);
  if (known.size >= 2_000) known.clear();
  const place = { activity, store, until: now + PLACE_TTL_MS };
  known.set(key, place);
  return place;
}

/** `booking-service/time-slots`: a day's free times for an activity at a store (one query once the place is known). */
export async function timeSlots(db: Db, slug: string, storeSlug: string, date: string, country: CountryCode, now: Date) {
  const { activity, store } = await placeOf(db, slug, storeSlug, country);
  return { date, timeZone: store.timeZone, slots: await slotsOn(db, activity, store, date, now) };
}

/**
 * `booking-service/available-slots`: the days from `from` (default: today at the store) with free
 * times, and how many. Reads the artists' week, their bookings and the sessions of the whole range
 * once, then lays out each day.
 */
export async function availableDays(db: Db, slug: string, storeSlug: string, country: CountryCode, now: Date, from?: string, days: number = BOOKING_LIMITS.horizonDays) {
  const { activity, store } = await placeOf(db, slug, storeSlug, country);
  const today = localDateOf(now, store.timeZone);
  const first = from && from > today ? from : today;
  const dates: string[] = [];
  for (let date = first; dates.length < days && date <= addDays(today, BOOKING_LIMITS.horizonDays); date = addDays(date, 1)) dates.push(date);
  if (!dates.length) return { timeZone: store.timeZone, days: [] };
  const range = { from: dayBounds(dates[0]!, store.timeZone).from, to: dayBounds(dates.at(-1)!, store.timeZone).to };
  const earliest = notBefore(activity, now);
  const opening = await openingOf(db, store.id, dates[0]!, dates.at(-1)!);
  let slotsOf: (date: string) => SlotDto[];
  if (activity.kind !== 'service') {
    const sessions = await repo.sessionsBetween(db, activity.id, store.id, range.from, range.to);
    slotsOf = (date) => (!openOn(opening, date) ? [] : sessionSlots(sessions.filter((s) => localDateOf(s.startsAt, store.timeZone) === date), earliest));
  } else {
    const week = await repo.artistsWeek(db, store.id, activity.id);
    const busy = await repo.busyOf(db, [...new Set(week.map((a) => a.id))], range.from, range.to);
    slotsOf = (date) =>
      serviceSlots({
        date,
        timeZone: store.timeZone,
        durationMinutes: activity.durationMinutes,
        stepMinutes: BOOKING_LIMITS.slotStepMinutes,
        notBefore: earliest,
        artists: week
          .filter((a) => a.weekday === weekdayOf(date))
          .flatMap((a) => withinOpening(a, openOn(opening, date)) ?? [])
          .map((a) => ({ ...a, busy: busy.filter((b) => b.artistId === a.id) })),
      });
  }
  const out = dates.map((date) => ({ date, capacity: slotsOf(date).reduce((sum, s) => sum + s.capacity, 0) })).filter((d) => d.capacity > 0);
  return { timeZone: store.timeZone, days: out };
}

export interface HeldThere {
  services: boolean;
  classes: boolean;
  events: boolean;
}

/** What each store of the country holds (the store locator shows it), by store slug. */
export async function happeningAt(db: Db, country: CountryCode): Promise<Map<string, HeldThere>> {
  const out = new Map<string, HeldThere>();
  for (const { slug, kind } of await repo.kindsHeld(db, country)) {
    const held = out.get(slug) ?? { services: false, classes: false, events: false };
    if (kind === 'service') held.services = true;
    else if (kind === 'class') held.classes = true;
    else held.events = true;
    out.set(slug, held);
  }
  return out;
}

const LIST_PATHS = { service: '/happening/services', class: '/happening/services?tab=classes', event: '/happening/services?tab=events' } as const;

/** The three kinds of activity with how many the country has, their words and a picture (the first activity's). */
export async function kindPages(db: Db, country: CountryCode, language: Language) {
  const rows = await repo.activitiesIn(db, country);
  return ACTIVITY_KINDS.map((kind) => {
    const of = rows.filter((r) => r.kind === kind);
    return {
      kind,
      title: message(language, `booking.kinds.${kind}.title`),
      text: message(language, `booking.kinds.${kind}.text`),
      count: of.length,
      imageUrl: of[0]?.imageUrl ?? null,
      path: LIST_PATHS[kind],
    };
  });
}
