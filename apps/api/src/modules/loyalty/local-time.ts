/** A member's country, and local days in it as instants. */
import { type CountryCode, MARKETS } from '@blush/shared/markets';
import type { CustomerRow } from '../customer/service.ts';

export const countryOf = (c: CustomerRow) => c.country as CountryCode;

/** Midnight at the start of a local date in a country, as an instant. */
export function startOfLocalDay(country: CountryCode, date: string): Date {
  const guess = new Date(`${date}T00:00:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone: MARKETS[country].timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()));
}
