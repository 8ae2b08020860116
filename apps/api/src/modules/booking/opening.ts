/**
 * The store's own opening on a local day, which bounds every slot: its weekly hours, unless a
 * closure (back office, `store_closures`) covers the day. An artist works only while the store is
 * open; a class's or event's session on a closed day offers no seat.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { weekdayOf } from './clock.ts';

export interface StoreOpening {
  /** By weekday (0 = Sunday): [opens, closes] local "HH:MM", or null when closed. */
  hours: ReadonlyArray<readonly [string, string] | null>;
  /** Closed ranges, local dates inclusive. */
  closures: ReadonlyArray<{ startsOn: string; endsOn: string }>;
}

/** The store's hours and its closures overlapping [fromDate, toDate] (local dates). */
export async function openingOf(db: Db, storeId: number, fromDate: string, toDate: string): Promise<StoreOpening> {
  const [store] = await queryRows<{ hours: StoreOpening['hours'] }>(db, sql`select hours from stores where id = ${storeId}`);
  const closures = await queryRows<{ startsOn: string; endsOn: string }>(
    db,
    sql`select starts_on::text as "startsOn", ends_on::text as "endsOn" from store_closures where store_id = ${storeId} and starts_on <= ${toDate} and ends_on >= ${fromDate}`,
  );
  return { hours: store?.hours ?? [], closures };
}

/**
 * The store's bookable hours of a local date, or null when it is closed that day. A day that closes
 * after midnight (10:00–01:00) is bookable until the end of its own date ("24:00"): slots never run
 * past the real close nor into the next day, which may be a closure or another day's opening.
 */
export function openOn(opening: StoreOpening, date: string): readonly [string, string] | null {
  if (opening.closures.some((c) => c.startsOn <= date && date <= c.endsOn)) return null;
  const hours = opening.hours[weekdayOf(date)];
  if (!hours) return null;
  return hours[1] <= hours[0] ? [hours[0], END_OF_DAY] : hours;
}

/** The end of a local date as an "HH:MM" that sorts after every time of the day. */
export const END_OF_DAY = '24:00';

/** An artist's hours of the day cut to the store's opening; null when nothing is left. */
export function withinOpening<T extends { starts: string; ends: string }>(artist: T, open: readonly [string, string] | null): T | null {
  if (!open) return null;
  const starts = artist.starts > open[0] ? artist.starts : open[0];
  const ends = artist.ends < open[1] ? artist.ends : open[1];
  return starts < ends ? { ...artist, starts, ends } : null;
}
