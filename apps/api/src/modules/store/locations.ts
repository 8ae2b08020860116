/**
 * The store locator's reads (product guide §2 `/store-locations/{slug}`, §7 `store-locations`): the
 * stores of a country and one store, as the picker's `StoreDto` plus the address in parts, the
 * time zone, the week's hours as data and what the store offers.
 */
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import * as repo from './repo.ts';
import { storeDto } from './service.ts';

export function storeLocationDto(row: repo.StoreRow, language: Language): StoreLocationDto {
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
    // `happening` (services, classes, events) is added by the routes from the bookings module.
  };
}

export async function storeLocations(db: Db, country: CountryCode, language: Language): Promise<StoreLocationDto[]> {
  return (await repo.storesIn(db, country)).map((s) => storeLocationDto(s, language));
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
  return storeLocationDto(row, language);
}
