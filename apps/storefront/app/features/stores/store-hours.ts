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
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, format);
  }
  return format;
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The weekday (0 = Sunday) and minutes since midnight on the store's clock at `now`. */
export function storeClock(timeZone: string, now: number): { day: number; minutes: number } {
  const parts = clock(timeZone).formatToParts(new Date(now));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return { day: WEEKDAY_INDEX[part('weekday')] ?? 0, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type OpenState =
  | { open: true; closes: string }
  /** `inDays`: 0 today, 1 tomorrow, up to 6; `day` is that weekday (0 = Sunday). */
  | { open: false; opens: string; inDays: number; day: number }
  /** No opening hours at all in the week. */
  | { open: false; opens: null };

/**
 * Open or closed at `now` on the store's clock. A day whose `closes` is not after `opens` runs past
 * midnight (a late night until 02:00 is still open at 01:00 the next day).
 */
export function openState(hours: ReadonlyArray<DayHours | null>, timeZone: string, now: number): OpenState {
  const { day, minutes } = storeClock(timeZone, now);
  const yesterday = hours[(day + 6) % 7];
  if (yesterday && toMinutes(yesterday.closes) <= toMinutes(yesterday.opens) && minutes < toMinutes(yesterday.closes)) {
    return { open: true, closes: yesterday.closes };
  }
  const today = hours[day];
  if (today) {
    const opens = toMinutes(today.opens);
    const closes = toMinutes(today.closes);
    const overnight = closes <= opens;
    if (minutes >= opens && (overnight || minutes < closes)) return { open: true, closes: today.closes };
    if (minutes < opens) return { open: false, opens: today.opens, inDays: 0, day };
  }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = hours[(day + ahead) % 7];
    if (next) return { open: false, opens: next.opens, inDays: ahead, day: (day + ahead) % 7 };
  }
  return { open: false, opens: null };
}
