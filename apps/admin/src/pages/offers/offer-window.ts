/**
 * Where and when an offer runs, as the editor shows it: its countries (none chosen: every country)
 * and its start and end as local date-times in one time zone — the country's when it runs in one,
 * else Singapore's, named on the form — and back to instants for the API.
 */
import { utcToZoned, zonedToUtc } from '@blush/shared/admin-sale-contracts';
import { type CountryCode, MARKETS } from '@blush/shared/markets';

export const SEVERAL_COUNTRIES_ZONE = 'Asia/Singapore';

/** The zone the editor's times are in, and whether it stands for several countries. */
export function zoneOf(countries: readonly CountryCode[]): { zone: string; several: boolean } {
  const zones = [...new Set(countries.map((c) => MARKETS[c].timeZone))];
  return zones.length === 1 ? { zone: zones[0]!, several: countries.length > 1 } : { zone: SEVERAL_COUNTRIES_ZONE, several: true };
}

export const localOf = (iso: string | null, zone: string) => (iso ? utcToZoned(new Date(iso), zone) : '');
export const instantOf = (local: string, zone: string) => (local ? (zonedToUtc(local, zone)?.toISOString() ?? null) : null);
