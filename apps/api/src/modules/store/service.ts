/**
 * Stores: where click-and-collect orders are picked up (and, later, services and events happen).
 */
import type { StoreDto } from '@blush/shared/checkout-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import type { WeeklyHours } from './tables.ts';

export type NewStore = Parameters<typeof repo.insertStores>[1][number];

const DAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  id: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
  th: ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'],
  zh: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
};
const DAILY: Record<Language, string> = { en: 'Daily', id: 'Setiap hari', th: 'ทุกวัน', zh: '每天' };
const CLOSED: Record<Language, string> = { en: 'closed', id: 'tutup', th: 'ปิด', zh: '休息' };

/** Opening hours in words: "Daily 10:00–22:00", or runs of days with the same hours. */
export function formatHours(hours: WeeklyHours, language: Language): string {
  const text = (h: WeeklyHours[number]) => (h ? `${h[0]}–${h[1]}` : CLOSED[language]);
  const all = hours.map(text);
  if (all.every((h) => h === all[0])) return `${DAILY[language]} ${all[0]}`;
  // Monday first, as shoppers read a week.
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= order.length; i++) {
    if (i === order.length || all[order[i]!] !== all[order[start]!]) {
      const first = DAYS[language][order[start]!]!;
      const last = DAYS[language][order[i - 1]!]!;
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
