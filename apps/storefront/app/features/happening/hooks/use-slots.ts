/**
 * The free days of an activity at a store and the times of the chosen day, asked for in the
 * browser as the shopper chooses (never cached: a place taken a moment ago must not be offered).
 * `reload()` asks again for both, after a time was just taken (409).
 */
import { useCallback, useMemo, useState } from 'react';
import type { SlotDto } from '@blush/shared/booking-contracts';
import type { HappeningApi } from '../happening-api.ts';
import { type Load, useKeyedLoad } from './use-keyed-load.ts';

export type { Load };

export interface DaysData {
  timeZone: string;
  capacity: ReadonlyMap<string, number>;
}

export interface SlotsData {
  date: string;
  timeZone: string;
  slots: SlotDto[];
}

export function useSlots(api: HappeningApi, activity: string, store: string | null) {
  // The chosen day belongs to a store: another store starts with none.
  const [pick, setPick] = useState<{ store: string | null; date: string | null }>({ store: null, date: null });
  const date = pick.store === store ? pick.date : null;
  const [round, setRound] = useState(0);

  const daysLoad = useKeyedLoad(store ? `${activity}|${store}|${round}` : null, () => api.days(activity, store!));
  const days = useMemo<Load<DaysData>>(
    () => (daysLoad.status === 'ready' ? { status: 'ready', data: { timeZone: daysLoad.data.timeZone, capacity: new Map(daysLoad.data.days.map((d) => [d.date, d.capacity])) } } : daysLoad),
    [daysLoad],
  );
  const slots: Load<SlotsData> = useKeyedLoad(store && date ? `${activity}|${store}|${date}|${round}` : null, () => api.slots(activity, store!, date!));

  /** Ask again for the days and the chosen day's times (the chosen day stays chosen). */
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const chooseDate = useCallback((next: string) => setPick({ store, date: next }), [store]);
  return { days, date, chooseDate, slots, reload };
}
