import type { BookingProvider } from './provider.ts';

/**
 * The built-in scheduler (the default): the shop's own artists, sessions and `bookings` table
 * (modules/booking) take the booking, so there is nothing to hand over.
 */
export const builtinBookingProvider: BookingProvider = {
  kind: 'builtin',
  handoff: async () => null,
};
