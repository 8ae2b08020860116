/**
 * HTTP contracts of stores' services, classes and events and their bookings (product guide §7:
 * booking-service, reservation-service, booking-services, happening). Times are ISO instants (UTC);
 * each carries the store's time zone so a page shows them in the store's local time.
 */
import { z } from 'zod';
import { ACTIVITY_KINDS, BOOKING_LIMITS, BOOKING_STATES } from './booking.ts';
import { moneySchema } from './contracts.ts';

export const activityKindSchema = z.enum(ACTIVITY_KINDS);

export const activityStoreSchema = z.object({ id: z.string(), name: z.string(), city: z.string(), timeZone: z.string() });

export const activitySchema = z.object({
  id: z.string().describe('the activity slug'),
  kind: activityKindSchema,
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  name: z.string(),
  summary: z.string(),
  description: z.string().describe('what to expect'),
  durationMinutes: z.number().int(),
  price: moneySchema.describe('amount 0 when free'),
  imageUrl: z.string().nullable(),
  stores: z.array(activityStoreSchema),
  /** False where booking is app-exclusive in the country (product guide §6): show the app prompt instead. */
  bookableOnWeb: z.boolean(),
  /** Who takes the booking (decision 0026): the shop's own flow, or an external provider the booking button hands over to. Absent: built-in. */
  bookingProvider: z.enum(['builtin', 'external']).optional(),
});
export type ActivityDto = z.infer<typeof activitySchema>;
export const activitiesResponseSchema = z.object({ activities: z.array(activitySchema) });

/** The Blush app's listing, for the app-only prompt: the address and its QR code as an SVG document. */
export const appListingSchema = z.object({ url: z.url(), qrSvg: z.string() });
export type AppListingDto = z.infer<typeof appListingSchema>;
export const activityResponseSchema = z.object({
  activity: activitySchema,
  /** Where booking is app-exclusive: the app listing to scan (else absent). */
  appListing: appListingSchema.optional(),
});

/** `booking-service/handoff`: an external provider's booking page for the activity at a store. */
export const handoffBodySchema = z.object({ activity: z.string().min(1).max(120), store: z.string().min(1).max(80) });
export const handoffResponseSchema = z.object({ url: z.url() });

export const activityGroupSchema = z.object({ id: z.string(), kind: activityKindSchema, name: z.string(), count: z.number().int() });
export const activityGroupsResponseSchema = z.object({ groups: z.array(activityGroupSchema) });

export const questionSchema = z.object({
  id: z.string(),
  kind: z.enum(['text', 'choice']),
  required: z.boolean(),
  label: z.string(),
  choices: z.array(z.object({ id: z.string(), label: z.string() })),
});
export const questionsResponseSchema = z.object({ questions: z.array(questionSchema) });

export const artistSchema = z.object({ id: z.number().int(), name: z.string() });

/** One start time: for a service the artists free then (capacity = their count); for a class or event its seats left. */
export const slotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int().describe('remaining places'),
  artists: z.array(artistSchema),
  sessionId: z.number().int().nullable(),
});
export type SlotDto = z.infer<typeof slotSchema>;
export const timeSlotsResponseSchema = z.object({ date: z.string(), timeZone: z.string(), slots: z.array(slotSchema) });
export const availableDaysResponseSchema = z.object({ timeZone: z.string(), days: z.array(z.object({ date: z.string(), capacity: z.number().int() })) });

export const slotQuerySchema = z.object({
  store: z.string().min(1).max(80),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const daysQuerySchema = z.object({
  store: z.string().min(1).max(80),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  days: z.coerce.number().int().min(1).max(BOOKING_LIMITS.horizonDays).optional(),
});

const contactShape = {
  full_name: z.string().max(1000),
  email: z.string().max(1000),
  calling_code: z.string().max(10),
  phone: z.string().max(40),
};

export const createBookingBodySchema = z.object({
  activity: z.string().min(1).max(120),
  store: z.string().min(1).max(80),
  starts_at: z.iso.datetime({ offset: true }),
  /** An artist's id, or null for "any available artist" (services only). */
  artist_id: z.number().int().positive().nullable().optional(),
  answers: z.record(z.string().max(60), z.string().max(2000)).optional(),
  ...contactShape,
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const rescheduleBodySchema = z.object({
  booking_id: z.uuid(),
  starts_at: z.iso.datetime({ offset: true }),
  artist_id: z.number().int().positive().nullable().optional(),
  token: z.string().max(200).optional(),
});

export const cancelQuerySchema = z.object({ token: z.string().max(200).optional(), reason: z.string().max(BOOKING_LIMITS.cancelReason).optional() });
export const showQuerySchema = z.object({ token: z.string().max(200).optional() });

export const bookingSchema = z.object({
  id: z.uuid(),
  number: z.string().describe('confirmation number'),
  state: z.enum(BOOKING_STATES),
  activity: z.object({ id: z.string(), kind: activityKindSchema, name: z.string(), durationMinutes: z.number().int(), price: moneySchema }),
  store: activityStoreSchema,
  artist: artistSchema.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  contact: z.object({ fullName: z.string(), email: z.string(), callingCode: z.string(), phone: z.string() }),
  answers: z.record(z.string(), z.string()),
  cancelReason: z.string().nullable(),
  /** Whether it may still be rescheduled or cancelled (not expired, not cancelled). */
  manageable: z.boolean(),
});
export type BookingDto = z.infer<typeof bookingSchema>;
/** `manageToken` is given once, to whoever made the booking: the e-mailed link carries it. */
export const bookingResponseSchema = z.object({ booking: bookingSchema, manageToken: z.string().optional() });
export const bookingsResponseSchema = z.object({ bookings: z.array(bookingSchema) });

/** One kind of activity as the happening area presents it: a page (booking-services/pages) or a banner (happening/banners). */
export const kindPageSchema = z.object({
  kind: activityKindSchema,
  title: z.string(),
  text: z.string(),
  count: z.number().int().describe('activities of this kind in the country'),
  imageUrl: z.string().nullable(),
  path: z.string().describe('the storefront page that lists them'),
});
export const kindPagesResponseSchema = z.object({ pages: z.array(kindPageSchema) });
export const bannersResponseSchema = z.object({ banners: z.array(kindPageSchema) });
