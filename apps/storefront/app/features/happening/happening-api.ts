/**
 * The happening area's calls from the browser (`/api/web/v1`, contracts of
 * `@blush/shared/booking-contracts`): a store's free days and a day's times, the questions,
 * booking, and a booking's show, move and cancel (a guest with the e-mailed token, a member by
 * their session).
 */
import { useMemo } from 'react';
import {
  availableDaysResponseSchema,
  bookingResponseSchema,
  type CreateBookingBody,
  handoffResponseSchema,
  questionsResponseSchema,
  timeSlotsResponseSchema,
} from '@blush/shared/booking-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';
import { useSiteLocale } from '../../lib/site.ts';

const id = (value: string) => encodeURIComponent(value);

export function happeningApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    days: (activity: string, store: string) =>
      api.get(`/booking-service/available-slots/${id(activity)}`, { query: { store }, schema: availableDaysResponseSchema, retries: 1 }),
    slots: (activity: string, store: string, date: string) =>
      api.get(`/booking-service/time-slots/${id(activity)}`, { query: { store, date }, schema: timeSlotsResponseSchema, retries: 1 }),
    questions: (activity: string) => api.get(`/booking-service/questions/${id(activity)}`, { schema: questionsResponseSchema, retries: 1 }).then((r) => r.questions),
    /** An external provider's booking page for the activity at a store (decision 0026). */
    handoff: (activity: string, store: string) => api.send('POST', '/booking-service/handoff', { activity, store }, { schema: handoffResponseSchema }).then((r) => r.url),
    book: (body: CreateBookingBody) => api.send('POST', '/reservation-service/create', body, { schema: bookingResponseSchema }),
    show: (bookingId: string, token: string | null) =>
      api.get(`/reservation-service/${id(bookingId)}`, { query: { token }, schema: bookingResponseSchema, retries: 1 }).then((r) => r.booking),
    reschedule: (bookingId: string, startsAt: string, artistId: number | null, token: string | null) =>
      api
        .send('POST', '/reservation-service', { booking_id: bookingId, starts_at: startsAt, artist_id: artistId, ...(token ? { token } : {}) }, { schema: bookingResponseSchema })
        .then((r) => r.booking),
    cancel: (bookingId: string, token: string | null, reason: string) =>
      api.send('DELETE', `/reservation-service/${id(bookingId)}`, undefined, { query: { token, reason: reason.trim() || undefined }, schema: bookingResponseSchema }).then((r) => r.booking),
  };
}

export type HappeningApi = ReturnType<typeof happeningApi>;

export function useHappeningApi(): HappeningApi {
  const locale = useSiteLocale();
  return useMemo(() => happeningApi(locale), [locale]);
}
