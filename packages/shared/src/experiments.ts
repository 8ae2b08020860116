/**
 * The experimentation rules both sides need (product guide §5, §7, §9; decision 0027), without zod
 * so the storefront's pages can use them at no bundle cost. The API's schemas are in
 * experiment-contracts.ts.
 */

/** A site code as the vendor issues them: 10 lowercase letters and digits. */
export const EXPERIMENT_SITE_CODE = /^[a-z0-9]{10}$/;
/** An environment name: production, staging, development or another lowercase word. */
export const EXPERIMENT_ENVIRONMENT = /^[a-z][a-z0-9_-]{0,63}$/;
/** Visitor code: non-empty, at most 255 characters (product guide §5, §9). */
export const VISITOR_CODE_MAX_LENGTH = 255;
/** Previous visits the visitor-data call may ask for: 1 to 25 (product guide §5). */
export const PREVIOUS_VISITS_MIN = 1;
export const PREVIOUS_VISITS_MAX = 25;
/** A visit ends after 29 minutes without an event (product guide §9). */
export const VISIT_DURATION_MS = 29 * 60 * 1000;
/** Tracking body limit 10 MB, counted at 4 bytes per character as the SDK counts (product guide §7). */
export const TRACKING_BODY_LIMIT = 10_000_000;
export const TRACKING_SYMBOL_SIZE = 4;

/** The size the SDK counts for a tracking body. */
export function trackingBodySize(body: string): number {
  return body.length * TRACKING_SYMBOL_SIZE;
}
