/**
 * Store constants both apps use, without zod (the storefront's browser code imports them; the HTTP
 * contracts are in store-contracts.ts).
 */

/** A store slug: lower-case letters, digits and hyphens. */
export const STORE_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** The days of a store's `weeklyHours`, Sunday first (as `Date#getDay`). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
