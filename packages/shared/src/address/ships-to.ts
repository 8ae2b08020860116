/** Where each site ships (product guide §5). */
import { type CountryCode, COUNTRY_CODES, MARKETS, parseCountry } from '../markets.ts';

/** Each site ships only to its own country (MARKETS[site].shipsTo). */
export const SHIPS_TO: Readonly<Record<CountryCode, readonly CountryCode[]>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, MARKETS[code].shipsTo]),
) as Record<CountryCode, readonly CountryCode[]>;

/** Whether the `site` delivers to `destination` (a country code, any case); when not, answer `does_not_ship_to_country`. */
export function shipsTo(site: CountryCode, destination: string | null | undefined): boolean {
  const country = parseCountry(destination);
  return country !== undefined && SHIPS_TO[site].includes(country);
}
