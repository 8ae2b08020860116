/**
 * Experiments and feature flags (issue 19, product guide §3, §4, §5, §9; decision 0027): the numbers
 * of the specification, in one place, and what the demo's flags are called.
 */
export { PREVIOUS_VISITS_MAX, PREVIOUS_VISITS_MIN, VISITOR_CODE_MAX_LENGTH, VISIT_DURATION_MS } from '@blush/shared/experiments';

/** The vendor, as errors name it ("Kameleoon client is not ready", "KameleoonError::{type}: {message}"). */
export const EXPERIMENTATION_PRODUCT = 'Kameleoon';
/** The visitor code cookie the SDK reads and writes. */
export const VISITOR_CODE_COOKIE = 'kameleoonVisitorCode';
/** Generated visitor codes: 16 lowercase letters and digits. */
export const VISITOR_CODE_LENGTH = 16;
export const VISITOR_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The visitor cookie lives a year (31 536 000 s), on path /. */
export const VISITOR_COOKIE_MAX_AGE = 31_536_000;
export const VISITOR_COOKIE_PATH = '/';
/** Request timeout 20 s (the library's own default is 10 s). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** A failed tracking or configuration request is tried again twice (the library retries once; decision 0027). */
export const LIBRARY_RETRIES = 2;
/** Configuration refresh: every 5 minutes in production, every minute otherwise (the SDK takes minutes). */
export const UPDATE_INTERVAL_MINUTES = { production: 5, other: 1 } as const;
/** The version the specification names; the registry has 4.17.1, which we run (decision 0027). */
export const SPEC_SDK_VERSION = '4.9.0';

/** Targeting custom data indexes (product guide §3). Only the country is set at start. */
export const CUSTOM_DATA = {
  tier: 0,
  country: 3,
  platform: 5,
  appPlatform: 6,
  version: 7,
  key: 8,
  brandCode: 9,
  pagePath: 10,
} as const;

/** The off variation: a flag evaluated to it is inactive. */
export const OFF_VARIATION = 'off';

/** The demo's flags: the home hero A/B experiment and the flag gating the bestsellers rail. */
export const FEATURES = {
  homeHero: 'home_hero',
  bestsellersRail: 'home_bestsellers_rail',
} as const;
export type FeatureKey = (typeof FEATURES)[keyof typeof FEATURES];
export const ALL_FEATURES: readonly FeatureKey[] = Object.values(FEATURES);
