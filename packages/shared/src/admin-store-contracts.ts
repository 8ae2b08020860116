/**
 * The back office's stores and their schedules (issue 21 item 8): the contract between
 * `/api/admin/v1/stores…` and the back-office app. A store's weekly opening hours, its closures, the
 * click-and-collect switch, its artists' working weeks and the seats of its classes and events.
 * Every change carries the `version` the staff member saw (409 `edit_conflict` when stale). Closing
 * a day that holds live bookings is refused (409 `store_closure_has_bookings`, the bookings in
 * `details.bookings`) so none is dropped silently; seats below those booked 409
 * `session_seats_below_booked`.
 */
import { z } from 'zod';
import { ACTIVITY_KINDS } from './booking.ts';
import { COUNTRY_CODES } from './markets.ts';

const localDate = z.iso.date();
/** "HH:MM", 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string().regex(CLOCK_TIME);

/** A day's opening (or working) hours, or null for a day off. */
export const adminOpenHoursSchema = z.object({ opens: clock, closes: clock }).nullable();
/** Sunday first, seven days. */
export const adminWeekSchema = z.array(adminOpenHoursSchema).length(7);
export type AdminWeek = z.infer<typeof adminWeekSchema>;

export const adminStoreSummarySchema = z.object({ id: z.string(), name: z.string(), city: z.string(), country: z.string(), time_zone: z.string() });
export type AdminStoreSummary = z.infer<typeof adminStoreSummarySchema>;
export const adminStoreListResponseSchema = z.object({ stores: z.array(adminStoreSummarySchema) });

export const adminStoreClosureSchema = z.object({ id: z.number().int(), starts_on: z.string(), ends_on: z.string(), reason: z.string() });
export type AdminStoreClosure = z.infer<typeof adminStoreClosureSchema>;

export const adminStoreArtistSchema = z.object({ id: z.number().int(), name: z.string(), services: z.array(z.string()), week: adminWeekSchema, version: z.number().int() });
export type AdminStoreArtist = z.infer<typeof adminStoreArtistSchema>;

/** A class's or event's session to come, with its seats and those booked. */
export const adminStoreSessionSchema = z.object({
  id: z.number().int(),
  activity: z.object({ id: z.string(), kind: z.enum(ACTIVITY_KINDS), name: z.string() }),
  starts_at: z.string(),
  /** Local date and time at the store: "2026-12-01 18:00". */
  starts_local: z.string(),
  seats: z.number().int(),
  booked: z.number().int(),
  version: z.number().int(),
});
export type AdminStoreSession = z.infer<typeof adminStoreSessionSchema>;

export const adminStoreSchema = adminStoreSummarySchema.extend({
  hours: adminWeekSchema,
  click_and_collect: z.boolean(),
  closures: z.array(adminStoreClosureSchema),
  artists: z.array(adminStoreArtistSchema),
  sessions: z.array(adminStoreSessionSchema),
  version: z.number().int(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStoreResponseSchema = z.object({ store: adminStoreSchema });

export const adminStoreParamsSchema = z.object({ slug: z.string().min(1).max(80) });
export const adminStoreItemParamsSchema = adminStoreParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** `PUT /stores/:slug`: the week's hours and click-and-collect. */
export const adminStoreUpdateSchema = z.object({ hours: adminWeekSchema, click_and_collect: z.boolean(), version: z.number().int() });
export type AdminStoreUpdate = z.infer<typeof adminStoreUpdateSchema>;

/** `POST /stores/:slug/closures`: closed from `starts_on` to `ends_on`, both included, local dates. */
export const adminStoreClosureCreateSchema = z
  .object({ starts_on: localDate, ends_on: localDate, reason: z.string().trim().max(200).default(''), version: z.number().int() })
  .refine((c) => c.ends_on >= c.starts_on, { path: ['ends_on'] });
export type AdminStoreClosureCreate = z.input<typeof adminStoreClosureCreateSchema>;

/** `POST /stores/:slug/closures/:id/remove`. */
export const adminStoreVersionSchema = z.object({ version: z.number().int() });

/** `PUT /stores/:slug/artists/:id`: the artist's week (working hours within the store's). */
export const adminArtistWeekUpdateSchema = z.object({ week: adminWeekSchema, version: z.number().int() });

/** `PUT /stores/:slug/sessions/:id`: a session's seats. */
export const adminSessionSeatsUpdateSchema = z.object({ seats: z.number().int().min(1).max(500), version: z.number().int() });

/** The bookings a closure or new hours would leave outside opening (`details.bookings` of the 409). */
export const adminStoreBlockingBookingSchema = z.object({ id: z.string(), number: z.string(), starts_local: z.string(), name: z.string() });
export type AdminStoreBlockingBooking = z.infer<typeof adminStoreBlockingBookingSchema>;

/**
 * `POST /stores`: open a new store (`stores.create`). The slug is its web address and, upper-cased,
 * its stock location's code. Names other than English may be left empty: the English name is shown
 * then. Without `time_zone` the country's zone is used. The postcode is checked as the country
 * writes it; a country without postcodes stores none.
 */
export const adminStoreCreateSchema = z.object({
  slug: z.string().trim().min(3).max(60).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  country: z.enum(COUNTRY_CODES),
  name: z.object({
    en: z.string().trim().min(1).max(100),
    id: z.string().trim().max(100).default(''),
    th: z.string().trim().max(100).default(''),
    zh: z.string().trim().max(100).default(''),
  }),
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  postcode: z.string().trim().max(12).nullish(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phone: z.string().trim().min(6).max(30).regex(/^\+?[0-9][0-9 ()-]*$/),
  time_zone: z.string().trim().min(1).max(64).nullish(),
  hours: adminWeekSchema,
  click_and_collect: z.boolean(),
});
export type AdminStoreCreate = z.input<typeof adminStoreCreateSchema>;
