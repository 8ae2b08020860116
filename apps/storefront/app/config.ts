/**
 * Storefront settings that are the same on the server and in the browser.
 *
 * External origins the storefront may navigate to (product guide §2: external navigation is refused
 * unless explicitly allowed). Origins only, compared exactly (scheme, host and port).
 */
import { COUNTRY_CODES, MARKETS } from '@blush/shared/markets';

export const ALLOWED_EXTERNAL_ORIGINS: readonly string[] = [
  // The retailer's own country sites.
  ...COUNTRY_CODES.map((code) => `https://${MARKETS[code].domain}`),
  // Directions to a store (Google Maps URLs: the maps app on a phone).
  'https://www.google.com',
];
