/**
 * The back office's bookings (issue 21 item 8): the contract between `/api/admin/v1/bookings…` and
 * the back-office app. A store's day on a calendar (columns per artist, classes and events apart),
 * the free times a booking may move to, and moving or cancelling it on the shopper's behalf (they
 * are e-mailed). Changes carry the `version` the staff member saw: a stale one answers 409
 * `edit_conflict`; a time taken meanwhile 409 `slot_unavailable`.
 */
import { z } from 'zod';
import { ACTIVITY_KINDS } from './booking.ts';

/** A real calendar date, "2026-11-27" (not 2026-02-30). */
const localDate = z.iso.date();

/** `GET /bookings`: a store's (public id; default the first the staff member may see) bookings of a local day (default today at the store). */
export const adminBookingDayQuerySchema = z.object({
  store_id: z.string().min(1).max(80).optional(),
  date: localDate.optional(),
});
export type AdminBookingDayQuery = z.infer<typeof adminBookingDayQuerySchema>;

export const ADMIN_BOOKING_STATES = ['confirmed', 'rescheduled', 'cancelled', 'expired'] as const;

export const adminBookingStoreSchema = z.object({ id: z.string(), name: z.string(), city: z.string(), country: z.string(), time_zone: z.string() });
export type AdminBookingStore = z.infer<typeof adminBookingStoreSchema>;

/** An artist working that day (their hours, local "HH:MM"), or one holding a booking that day. */
export const adminBookingArtistSchema = z.object({ id: z.number().int(), name: z.string(), starts: z.string().nullable(), ends: z.string().nullable() });
export type AdminBookingArtist = z.infer<typeof adminBookingArtistSchema>;

export const adminBookingSchema = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(ADMIN_BOOKING_STATES),
  activity: z.object({ id: z.string(), kind: z.enum(ACTIVITY_KINDS), name: z.string(), duration_minutes: z.number().int() }),
  /** The artist of a service; null for a class's or event's seat. */
  artist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Local "HH:MM" at the store. */
  starts_local: z.string(),
  ends_local: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), member: z.boolean() }),
  cancel_reason: z.string().nullable(),
  /** Whether it may still be moved or cancelled (live and ahead). */
  manageable: z.boolean(),
  /** Pass back with a change; a colleague's or the shopper's change since makes it stale. */
  version: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingDayResponseSchema = z.object({
  /** The stores the staff member may see (a store manager: theirs), for the picker. */
  stores: z.array(adminBookingStoreSchema),
  store: adminBookingStoreSchema,
  date: z.string(),
  artists: z.array(adminBookingArtistSchema),
  /** The day's bookings (cancelled ones too), by start. */
  bookings: z.array(adminBookingSchema),
});
export type AdminBookingDay = z.infer<typeof adminBookingDayResponseSchema>;

export const adminBookingIdParamsSchema = z.object({ id: z.uuid() });
export const adminBookingSlotsQuerySchema = z.object({ date: localDate });

export const adminBookingSlotSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  starts_local: z.string(),
  capacity: z.number().int(),
  /** A service's free artists at that time. */
  artists: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminBookingSlot = z.infer<typeof adminBookingSlotSchema>;

/** `GET /bookings/:id/slots?date=`: the times of that day the booking may move to (its own counts as free). */
export const adminBookingSlotsResponseSchema = z.object({ date: z.string(), time_zone: z.string(), slots: z.array(adminBookingSlotSchema) });

export const adminBookingMoveBodySchema = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  /** A service's artist; omitted: the first free one. */
  artist_id: z.number().int().positive().optional(),
  version: z.string().min(1).max(64),
});
export type AdminBookingMoveBody = z.infer<typeof adminBookingMoveBodySchema>;

export const adminBookingCancelBodySchema = z.object({
  reason: z.string().trim().min(1).max(200),
  version: z.string().min(1).max(64),
});
export type AdminBookingCancelBody = z.infer<typeof adminBookingCancelBodySchema>;

export const adminBookingResponseSchema = z.object({ booking: adminBookingSchema });
