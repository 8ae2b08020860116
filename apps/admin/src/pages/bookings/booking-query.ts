/** The calendar's store and day, kept in the URL (shareable, back button), and its data. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBookingDayResponseSchema, adminBookingSlotsResponseSchema } from '@blush/shared/admin-booking-contracts';
import { apiRequest } from '../../lib/api.ts';

/** A local date ("2026-11-27") moved by whole days, without time zones (the store's day is the API's). */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export const isLocalDate = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function useBookingDay(store: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: ['bookings', 'day', store ?? '', date ?? ''],
    queryFn: ({ signal }) => apiRequest('/bookings', adminBookingDayResponseSchema, { query: { store_id: store, date }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMoveSlots(bookingId: string, date: string) {
  return useQuery({
    queryKey: ['bookings', 'slots', bookingId, date],
    queryFn: ({ signal }) => apiRequest(`/bookings/${bookingId}/slots`, adminBookingSlotsResponseSchema, { query: { date }, signal }),
    enabled: isLocalDate(date),
  });
}

/** Minutes since midnight of a local "HH:MM". */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
