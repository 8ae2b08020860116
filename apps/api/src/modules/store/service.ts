/**
 * Stores: where click-and-collect orders are picked up (and, later, services and events happen).
 */
import type { StoreDto } from '@blush/shared/checkout-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import type { WeeklyHours } from './tables.ts';

export type NewStore = Parameters<typeof repo.insertStores>[1][number];

/** The days of `hours`, Sunday first, as `store.day.*` in the message catalogue names them. */
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Opening hours in words: "Daily 10:00–22:00", or runs of days with the same hours. */
export function formatHours(hours: WeeklyHours, language: Language): string {
  const text = (h: WeeklyHours[number]) => (h ? `${h[0]}–${h[1]}` : message(language, 'store.closed'));
  const all = hours.map(text);
  if (all.every((h) => h === all[0])) return `${message(language, 'store.daily')} ${all[0]}`;
  // Monday first, as shoppers read a week.
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= order.length; i++) {
    if (i === order.length || all[order[i]!] !== all[order[start]!]) {
      const first = message(language, `store.day.${DAYS[order[start]!]!}`);
      const last = message(language, `store.day.${DAYS[order[i - 1]!]!}`);
      runs.push(`${first === last ? first : `${first}–${last}`} ${all[order[start]!]}`);
      start = i;
    }
  }
  return runs.join(', ');
}

export function storeDto(row: repo.StoreRow, language: Language): StoreDto {
  return {
    id: row.slug,
    name: row.name[language] || row.name.en,
    address: row.postcode ? `${row.address}, ${row.postcode}` : row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    hours: formatHours(row.hours, language),
    phone: row.phone,
  };
}

/** The stores of a country that hand over online orders. */
export async function collectionStores(db: Db, country: CountryCode, language: Language): Promise<StoreDto[]> {
  return (await repo.storesIn(db, country)).filter((s) => s.clickAndCollect).map((s) => storeDto(s, language));
}

export async function storeLocations(db: Db, country: CountryCode, language: Language): Promise<StoreDto[]> {
  return (await repo.storesIn(db, country)).map((s) => storeDto(s, language));
}

export const createStores = repo.insertStores;
export const hasStores = repo.anyStore;

/** The public ids of these stores (a store manager's stores, as orders name them). */
export const storeSlugsOf = (db: Db, ids: readonly number[]): Promise<string[]> => repo.slugsOf(db, ids);
