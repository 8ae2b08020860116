/**
 * The store locator's reads (product guide §2 `/store-locations/{slug}`, §7 `store-locations`): the
 * stores of a country and one store, as the picker's `StoreDto` plus the address in parts, the
 * time zone, the week's hours as data and what the store offers.
 */
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { addDays, localDateOf } from '../booking/clock.ts';
import * as repo from './repo.ts';

/** A day before today in UTC: no time zone's today is earlier (closures are then cut per store). */
const yesterday = () => addDays(new Date().toISOString().slice(0, 10), -1);
import { storeDto } from './service.ts';

type Closure = Awaited<ReturnType<typeof repo.closuresOf>>[number];

export function storeLocationDto(row: repo.StoreRow, language: Language, closures: readonly Closure[] = []): StoreLocationDto {
  return {
    ...storeDto(row, language),
    slug: row.slug,
    country: row.country as CountryCode,
    street: row.address,
    postcode: row.postcode,
    timeZone: row.timeZone,
    weeklyHours: Array.from({ length: 7 }, (_, day) => {
      const hours = row.hours[day];
      return hours ? { opens: hours[0], closes: hours[1] } : null;
    }),
    clickAndCollect: row.clickAndCollect,
    closures: closures.filter((c) => c.storeId === row.id && c.endsOn >= localDateOf(new Date(), row.timeZone)).map((c) => ({ startsOn: c.startsOn, endsOn: c.endsOn, reason: c.reason })),
    // `happening` (services, classes, events) is added by the routes from the bookings module.
  };
}

export async function storeLocations(db: Db, country: CountryCode, language: Language): Promise<StoreLocationDto[]> {
  const rows = await repo.storesIn(db, country);
  const closures = await repo.closuresOf(db, rows.map((s) => s.id), yesterday());
  return rows.map((s) => storeLocationDto(s, language, closures));
}

/**
 * One store of `country`. Unknown (or closed for good): 404. A store of another country is a 404
 * too (its page belongs to that country's site), naming the country in the details so the page
 * can offer that site.
 */
export async function storeLocation(db: Db, slug: string, country: CountryCode, language: Language): Promise<StoreLocationDto> {
  const row = await repo.storeBySlug(db, slug);
  if (!row) throw new DomainError('resource_not_found');
  if (row.country !== country) throw new DomainError('resource_not_found', {}, { country: row.country });
  return storeLocationDto(row, language, await repo.closuresOf(db, [row.id], yesterday()));
}
