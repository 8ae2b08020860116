import type { Env } from '../../env.ts';
import { builtinBookingProvider } from './builtin.ts';
import { httpBookingProvider } from './http.ts';
import type { BookingProvider } from './provider.ts';

export type { BookingProvider, HandoffRequest } from './provider.ts';
export { BookingProviderError } from './provider.ts';
export { builtinBookingProvider } from './builtin.ts';

/** The booking provider the settings name: `BOOKING_PROVIDER=booxi` with its URL and key, else the built-in scheduler. */
export function createBookingProvider(env: Pick<Env, 'BOOKING_PROVIDER' | 'BOOKING_PROVIDER_URL' | 'BOOKING_PROVIDER_API_KEY'>): BookingProvider {
  if (env.BOOKING_PROVIDER === 'builtin') return builtinBookingProvider;
  if (!env.BOOKING_PROVIDER_URL || !env.BOOKING_PROVIDER_API_KEY) {
    throw new Error('Invalid environment: BOOKING_PROVIDER=booxi needs BOOKING_PROVIDER_URL and BOOKING_PROVIDER_API_KEY');
  }
  return httpBookingProvider({ baseUrl: env.BOOKING_PROVIDER_URL, apiKey: env.BOOKING_PROVIDER_API_KEY });
}
