/**
 * Times of a store, written in the store's time zone (docs/architecture.md rule 3): bookings and
 * their slots are UTC instants that carry the store's zone. Dates of a store's calendar are plain
 * `YYYY-MM-DD` strings of its local day.
 */

/** "Sat 28 Nov 2026" and "14:00" of an instant in `timeZone`, in the page's locale tag. */
export function zonedParts(iso: string, timeZone: string, tag: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(tag, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at),
    time: new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at),
  };
}

/** "Sat 28 Nov 2026, 14:00" in `timeZone`. */
export function formatZoned(iso: string, timeZone: string, tag: string): string {
  const { date, time } = zonedParts(iso, timeZone, tag);
  return `${date}, ${time}`;
}

/** The local date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function localDateIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A `YYYY-MM-DD` date written in full ("Saturday 28 November 2026"), whatever the viewer's zone. */
export function formatLocalDate(date: string, tag: string, style: 'long' | 'short' = 'long'): string {
  const at = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: style, day: 'numeric', month: style, year: 'numeric' }).format(at);
}

/** Days added to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
