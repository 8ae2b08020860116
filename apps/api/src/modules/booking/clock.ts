/**
 * Local time in a store's IANA time zone, without a date library: times are stored as instants and
 * a store's schedule ("10:00–19:00 on Mondays") is read in its own zone, so a Bangkok store looks
 * the same from a Sydney phone and a Sydney store keeps its hours across the clock change.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(instant: Date, timeZone: string): Record<string, number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' });
    formatters.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) {
    if (p.type === 'weekday') out.weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.value);
    else if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out;
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a local date and time ("2026-04-05", "10:30") in a zone; null when that local
 * time does not exist (skipped when the clocks go forward). A time that happens twice (clocks go
 * back) is its first occurrence.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Try the offsets in force a day either side; keep the earliest that maps back to the wall time.
  const candidates = [offsetMinutes(new Date(wall - 86_400_000), timeZone), offsetMinutes(new Date(wall + 86_400_000), timeZone)];
  const found = [...new Set(candidates)]
    .map((offset) => new Date(wall - offset * 60_000))
    .filter((instant) => localDateOf(instant, timeZone) === date && localTimeOf(instant, timeZone) === time)
    .sort((a, b) => a.getTime() - b.getTime());
  return found[0] ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-25" for an instant in a zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** "09:30" for an instant in a zone. */
export function localTimeOf(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${pad(p.hour!)}:${pad(p.minute!)}`;
}

/** The weekday of a local date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A local date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Minutes since midnight of "HH:MM". */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export const timeOfMinutes = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Instants of many local times of one day: plain arithmetic from local midnight when the zone's
 * offset is the same all day (almost every day), `localToInstant` on a day the clocks change.
 */
export function localDay(date: string, timeZone: string): (minutes: number) => Date | null {
  const key = `${date} ${timeZone}`;
  let day = days.get(key);
  if (!day) {
    // Each needs several Intl look-ups, and every free-times question asks for the same few days.
    if (days.size >= 1_000) days.clear();
    day = dayOf(date, timeZone);
    days.set(key, day);
  }
  return day;
}

const days = new Map<string, (minutes: number) => Date | null>();

function dayOf(date: string, timeZone: string): (minutes: number) => Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  const before = offsetMinutes(new Date(wall - 86_400_000), timeZone);
  const after = offsetMinutes(new Date(wall + 2 * 86_400_000), timeZone);
  const atStart = offsetMinutes(new Date(wall - before * 60_000), timeZone);
  const atEnd = offsetMinutes(new Date(wall + 86_400_000 - after * 60_000), timeZone);
  if (before === after && atStart === before && atEnd === before) {
    return (minutes) => new Date(wall + (minutes - before) * 60_000);
  }
  return (minutes) => localToInstant(date, timeOfMinutes(minutes), timeZone);
}
