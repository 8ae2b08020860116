/**
 * HTTP contracts of the store locator (product guide §2 `/store-locations/{slug}`, §7
 * `store-locations`). A store location is the click-and-collect picker's store (`storeSchema`, whose
 * fields keep their meaning) with what the locator and the store page need: the slug, the address
 * in parts, the time zone and the week's opening hours as data, and what the store offers.
 */
import { z } from 'zod';
import { storeSchema } from './checkout-contracts.ts';
import { countryCodeSchema } from './contracts.ts';

export { STORE_SLUG_PATTERN, WEEKDAYS, type Weekday } from './stores.ts';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).describe('HH:MM, the store’s local time');

/** One day's opening hours; `closes` before `opens` means the store closes after midnight. */
export const dayHoursSchema = z.object({ opens: clockTime, closes: clockTime });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const storeLocationSchema = storeSchema.extend({
  slug: z.string().describe('the store page is /store-locations/{slug}; the same as `id`'),
  country: countryCodeSchema,
  street: z.string().describe('the address without city and postcode'),
  postcode: z.string().nullable(),
  timeZone: z.string().describe('IANA time zone the hours are in, e.g. Asia/Bangkok'),
  weeklyHours: z.array(dayHoursSchema.nullable()).length(7).describe('Sunday first; null on a day the store is closed'),
  clickAndCollect: z.boolean().describe('the store hands over online orders'),
  closures: z
    .array(z.object({ startsOn: z.string(), endsOn: z.string(), reason: z.string() }))
    .optional()
    .describe('days to come the store is closed although its hours say open, local dates inclusive'),
  happening: z
    .object({ services: z.boolean(), classes: z.boolean(), events: z.boolean() })
    .optional()
    .describe('beauty services, classes and events held in the store (the bookings module says)'),
});
export type StoreLocationDto = z.infer<typeof storeLocationSchema>;

/** `GET /store-locations`: the stores of the request country (the picker reads the `storeSchema` fields). */
export const storeLocationsResponseSchema = z.object({ stores: z.array(storeLocationSchema) });
/** `GET /store-locations/{slug}`: one store of the request country. */
export const storeLocationResponseSchema = z.object({ store: storeLocationSchema });

/**
 * The `details` of the 404 `resource_not_found` answered for a store of another country: that
 * country, so the page can offer its site.
 */
export const storeElsewhereSchema = z.object({ country: countryCodeSchema });
