/**
 * Opening hours in the store's own time zone (docs/architecture.md rule 3): what the clock reads
 * at the store now, whatever the browser's time zone, and whether the store is open: "Open now ·
 * closes at 22:00", "Closed · opens at 10:00". Pure functions of an instant, so the server and the
 * browser render the same text for the same instant (the page renders the loader's instant first).
 */
import type { DayHours } from '@blush/shared/store-contracts';

const clocks = new Map<string, Intl.DateTimeFormat>();

function clock(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, format);
  }
  return format;
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The weekday (0 = Sunday), minutes since midnight and the date (`2026-12-24`) on the store's clock at `now`. */
export function storeClock(timeZone: string, now: number): { day: number; minutes: number; date: string } {
  const parts = clock(timeZone).formatToParts(new Date(now));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return { day: WEEKDAY_INDEX[part('weekday')] ?? 0, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')), date: `${part('year')}-${part('month')}-${part('day')}` };
}

/** The local date `days` after `date` (both `YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Days the store is closed although its hours say open (from the back office), local dates inclusive. */
export interface Closure {
  startsOn: string;
  endsOn: string;
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type OpenState =
  | { open: true; closes: string }
  /** `inDays`: 0 today, 1 tomorrow, …; `day` is that weekday (0 = Sunday), `date` that local date. */
  | { open: false; opens: string; inDays: number; day: number; date: string }
  /** No opening hours at all in the week. */
  | { open: false; opens: null };

/**
 * Open or closed at `now` on the store's clock. A day whose `closes` is not after `opens` runs past
 * midnight (a late night until 02:00 is still open at 01:00 the next day). A day within one of
 * `closures` is closed whatever its hours say, from its midnight: a late night before it closes at
 * 00:00, as the bookings of that night do (booking/opening.ts).
 */
export function openState(weekly: ReadonlyArray<DayHours | null>, timeZone: string, now: number, closures: readonly Closure[] = []): OpenState {
  const { day, minutes, date } = storeClock(timeZone, now);
  const closed = (offset: number) => {
    const on = addDays(date, offset);
    return closures.some((c) => c.startsOn <= on && on <= c.endsOn);
  };
  // The store's hours `offset` days from today (-1 yesterday), none on a day it is closed.
  const hoursOn = (offset: number) => (closed(offset) ? null : weekly[(((day + offset) % 7) + 7) % 7]);
  // Last night's hours run on into today, unless today is closed: a closure begins at midnight.
  const yesterday = hoursOn(-1);
  if (yesterday && !closed(0) && toMinutes(yesterday.closes) <= toMinutes(yesterday.opens) && minutes < toMinutes(yesterday.closes)) {
    return { open: true, closes: yesterday.closes };
  }
  const today = hoursOn(0);
  if (today) {
    const opens = toMinutes(today.opens);
    const closes = toMinutes(today.closes);
    const overnight = closes <= opens;
    // A late night before a closed day ends at midnight.
    if (minutes >= opens && (overnight || minutes < closes)) return { open: true, closes: overnight && closed(1) ? '00:00' : today.closes };
    if (minutes < opens) return { open: false, opens: today.opens, inDays: 0, day, date };
  }
  // A closure can run for weeks: look far enough ahead to find the day it opens again.
  for (let ahead = 1; ahead <= 7 + 62; ahead++) {
    const next = hoursOn(ahead);
    if (next) return { open: false, opens: next.opens, inDays: ahead, day: (day + ahead) % 7, date: addDays(date, ahead) };
  }
  return { open: false, opens: null };
}
