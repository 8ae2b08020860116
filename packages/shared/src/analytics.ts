/**
 * Page-view analytics (product guide §1, §3, §5, §9): the data layer's records, the tag-manager
 * container id rule, the retargeting account of each country, and the first-party collector's
 * limits. Shared by the storefront (data layer) and the API (user record, collector).
 */
import type { CountryCode, Language } from './markets.ts';

/** Product guide §9: the advertising-retargeting account of each country site; NZ and PH have none. */
export const RETARGETING_ACCOUNT_IDS: Readonly<Record<CountryCode, number | null>> = {
  SG: 13732,
  MY: 14887,
  ID: 13731,
  AU: 16250,
  TH: 17291,
  HK: 18390,
  NZ: null,
  PH: null,
};

/** Product guide §5: `GTM-` or `G-`, then upper-case letters or digits. */
export const CONTAINER_ID_PATTERN = /^(?:GTM|G)-[A-Z0-9]+$/;

/**
 * The tag-manager container id from a setting: unset or empty → null (no tag manager), a valid
 * id → itself, anything else → an error, thrown at server start so a typo never ships silently.
 */
export function parseContainerId(value: string | undefined | null): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  if (!CONTAINER_ID_PATTERN.test(value)) {
    throw new Error(`Invalid analytics container id "${value.slice(0, 40)}": it must be GTM- or G- followed by upper-case letters or digits`);
  }
  return value;
}

/**
 * Product guide §3 analytics user record; every field absent for a guest (`{}`).
 * `email_*` are hashes of the trimmed, lower-cased e-mail; `mobile_number_md5` of the mobile in
 * E.164 digits without the plus (calling code then national number, non-digits dropped and the
 * national number's trunk 0 removed: "+65" + "9123 4567" → "6591234567").
 */
export interface AnalyticsUserRecord {
  id?: string;
  is_employee?: boolean;
  age?: number;
  card_number?: string;
  email_sha256?: string;
  email_md5?: string;
  mobile_number_md5?: string;
  loyalty_points?: number;
  loyalty_tier?: string;
  /** Qualifying spend of the last 12 months, in the currency's minor units: what moves the tier. */
  tier_points_counter?: number;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normaliseMobile(callingCode: string, number: string): string {
  const code = callingCode.replace(/\D/g, '');
  const national = number.replace(/\D/g, '').replace(/^0+/, '');
  return `${code}${national}`;
}

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Product guide §3 site record. */
export interface AnalyticsSiteRecord {
  /** The country code (the guide calls it locale). */
  locale: CountryCode;
  language: Language;
  mobile: boolean;
  status: 200;
  layout: 'Mobile' | 'Desktop';
  retargeting_account_id: number | null;
}

export function siteRecord(country: CountryCode, language: Language, device: { mobile: boolean; layout: 'Mobile' | 'Desktop' }): AnalyticsSiteRecord {
  return { locale: country, language, mobile: device.mobile, status: 200, layout: device.layout, retargeting_account_id: RETARGETING_ACCOUNT_IDS[country] };
}

/** What `window.dataLayer` receives on every page view (product guide §7). */
export interface PageViewedEvent {
  event: 'page_viewed';
  pageUrl: string;
  user: AnalyticsUserRecord;
  cart: Record<string, never>;
  site: AnalyticsSiteRecord;
}

/** The first-party collector's limits: one visitor (or one address) can never fill the database. */
export const COLLECTOR_LIMITS = {
  /** Events in one post. */
  batchMax: 20,
  /** Posts per minute per client address (the route's rate limit). */
  postsPerMinute: 60,
  /** Events per visitor id per day; past it, posts are refused until tomorrow. */
  eventsPerVisitorPerDay: 500,
  /** Events per client address per day (a visitor changing ids still stops here). */
  eventsPerAddressPerDay: 5000,
} as const;

/** Page views and events are kept this many days (13 months: this month against the same month last year), then deleted daily. */
export const ANALYTICS_RETENTION_DAYS = 400;

/** A first-party visitor id: 16 lower-case letters and digits, random, in the `blush_vid` cookie. */
export const VISITOR_ID_PATTERN = /^[a-z0-9]{16}$/;
export const ANALYTICS_VISITOR_COOKIE = 'blush_vid';
