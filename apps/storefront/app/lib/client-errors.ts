/**
 * Catalogue messages (product guide §8) the browser shows by itself. The root loader sends them in the
 * page language, so the whole catalogue of every language never reaches the client bundle.
 */
import type { ErrorCode } from '@blush/shared/errors';

export const CLIENT_ERROR_CODES = [
  'route_not_found',
  'external_navigation_refused',
  'no_products_found',
  'does_not_ship_to_country',
  'internal_error',
  'service_unavailable',
  // A Beauty Pass reward with no stock left (the rewards catalogue).
  'fully_redeemed',
] as const satisfies readonly ErrorCode[];

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ClientErrorMessages = Readonly<Record<ClientErrorCode, string>>;

/** Fill `{name}` placeholders of a catalogue message (the message catalogue's own rule, decision 0021). */
export { interpolate as fillMessage } from '@blush/shared/interpolate';
