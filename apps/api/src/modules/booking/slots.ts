/**
 * Free start times (product guide §3 "slot with capacity"): for a service, every start on the
 * store's grid within an artist's hours that the artist has free, its capacity the number of such
 * artists; for a class or event, its sessions with the seats left. Pure: the service feeds it rows.
 */
import type { SlotDto } from '@blush/shared/booking-contracts';
import { localDay, minutesOf } from './clock.ts';

export interface Interval {
  start: Date;
  end: Date;
}

export interface ArtistDay {
  id: number;
  name: string;
  /** The day's working hours, local "HH:MM". */
  starts: string;
  ends: string;
  /** What the artist is already booked for that day. */
  busy: readonly Interval[];
}

export interface ServiceDay {
  date: string;
  timeZone: string;
  durationMinutes: number;
  stepMinutes: number;
  /** Nothing starts before this instant (now plus the lead time). */
  notBefore: Date;
  artists: readonly ArtistDay[];
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Whether an artist can take the service at `start`: within their hours that day, not overlapping a booking. */
export function artistFree(artist: ArtistDay, day: Pick<ServiceDay, 'date' | 'timeZone' | 'durationMinutes'>, start: Date, at = localDay(day.date, day.timeZone)): boolean {
  const dayStart = at(minutesOf(artist.starts));
  const dayEnd = at(minutesOf(artist.ends));
  if (!dayStart || !dayEnd) return false;
  const slot = { start, end: new Date(start.getTime() + day.durationMinutes * 60_000) };
  return slot.start >= dayStart && slot.end <= dayEnd && !artist.busy.some((b) => overlaps(b, slot));
}

export function serviceSlots(day: ServiceDay): SlotDto[] {
  const byStart = new Map<number, { start: Date; artists: { id: number; name: string }[] }>();
  const at = localDay(day.date, day.timeZone);
  for (const artist of day.artists) {
    const last = minutesOf(artist.ends) - day.durationMinutes;
    for (let minute = minutesOf(artist.starts); minute <= last; minute += day.stepMinutes) {
      const start = at(minute);
      if (!start || start < day.notBefore || !artistFree(artist, day, start, at)) continue;
      const slot = byStart.get(start.getTime()) ?? { start, artists: [] };
      slot.artists.push({ id: artist.id, name: artist.name });
      byStart.set(start.getTime(), slot);
    }
  }
  return [...byStart.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((s) => ({
      startsAt: s.start.toISOString(),
      endsAt: new Date(s.start.getTime() + day.durationMinutes * 60_000).toISOString(),
      capacity: s.artists.length,
      artists: s.artists.sort((a, b) => a.name.localeCompare(b.name)),
      sessionId: null,
    }));
}

export interface SessionSeats {
  id: number;
  startsAt: Date;
  endsAt: Date;
  seats: number;
  taken: number;
}

/** A class's or event's sessions with seats left, from `notBefore` on. */
export function sessionSlots(sessions: readonly SessionSeats[], notBefore: Date): SlotDto[] {
  return sessions
    .filter((s) => s.startsAt >= notBefore && s.seats > s.taken)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), capacity: s.seats - s.taken, artists: [], sessionId: s.id }));
}
