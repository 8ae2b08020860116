/**
 * The visitor's cookie consent (product guide §1, §4 "consent"): what may run beyond what the shop
 * needs to work.
 *
 * - `necessary`: always on (session, bag, locale, this cookie itself); never asked.
 * - `analytics`: page views in the data layer, our first-party collector, the experimentation
 *   visitor cookie and its tracking, and the tag manager's own measurement.
 * - `marketing`: advertising retargeting through the tag manager.
 *
 * Stored in the first-party cookie `consent` (1 year, path /, SameSite=Lax, readable by scripts so
 * the browser and the server see the same choice). No cookie means "not decided yet": the banner
 * shows and nothing optional runs. The value is `v1.a1.m0` (version, analytics, marketing) so a
 * later change of categories can tell an old choice from a new one and ask again.
 *
 * Other code reads `readConsent()` (server: pass the request's Cookie header) and listens with
 * `subscribeConsent()`; the banner writes with `saveConsent()`.
 */
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';

export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60; // 1 year, in seconds
/** Dispatched on `window` after every `saveConsent`, with the new `ConsentState` as `detail`. */
export const CONSENT_EVENT = 'blush:consent-change';
/** Dispatched on `window` to show the settings again (`openConsentSettings`). */
export const CONSENT_OPEN_EVENT = 'blush:consent-open';
/**
 * Any element with this attribute opens the settings when clicked (the footer's "Cookie
 * settings"): the banner's mount listens on the document, so a layout component needs no import.
 */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
/**
 * `?consent=settings` asks the server for a page with the banner's settings open: where the
 * Settings button sends a visitor who taps it before the page's code has loaded (`POST /consent`).
 */
export const CONSENT_VIEW_PARAM = 'consent';
const SETTINGS_VIEW = 'settings';

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';
/** The categories a visitor can switch; `necessary` is always on. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentState extends ConsentChoice {
  necessary: true;
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

const VALUE = /^v1\.a([01])\.m([01])$/;

/** The cookie's value for a choice. */
export function encodeConsent(choice: ConsentChoice): string {
  return `v1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice in a cookie value; null for a missing, old or tampered value (ask again). */
export function decodeConsent(value: string | undefined | null): ConsentState | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return null;
  return { necessary: true, analytics: match[1] === '1', marketing: match[2] === '1' };
}

/**
 * The visitor's choice, or null while undecided. On the server pass the request's Cookie header;
 * in the browser it reads `document.cookie` (and null outside a browser without a header).
 */
export function readConsent(cookieHeader?: string | null): ConsentState | null {
  const source = cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);
  return decodeConsent(parseCookies(source)[CONSENT_COOKIE]);
}

/** The URL's query asks for the banner's settings (`?consent=settings`). */
export function settingsRequested(search: string): boolean {
  return new URLSearchParams(search).get(CONSENT_VIEW_PARAM) === SETTINGS_VIEW;
}

/** A same-origin path (path, query, hash) with the settings request added, or removed. */
export function withSettingsRequest(path: string, settings: boolean): string {
  const url = new URL(path, 'http://shop.invalid');
  if (!settings && !url.searchParams.has(CONSENT_VIEW_PARAM)) return path;
  if (settings) url.searchParams.set(CONSENT_VIEW_PARAM, SETTINGS_VIEW);
  else url.searchParams.delete(CONSENT_VIEW_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a category may run: `necessary` always, the others only once granted. */
export function hasConsent(state: ConsentState | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return state?.[category] === true;
}

/** The Set-Cookie value for a choice (for a server response, or `document.cookie`). */
export function consentCookie(choice: ConsentChoice, secure = false): string {
  return serializeCookie(CONSENT_COOKIE, encodeConsent(choice), { maxAge: CONSENT_MAX_AGE, path: '/', sameSite: 'Lax', secure });
}

/** Store the choice in the browser and tell every listener. Returns the new state. */
export function saveConsent(choice: ConsentChoice): ConsentState {
  const state: ConsentState = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  document.cookie = consentCookie(state, window.location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<ConsentState>(CONSENT_EVENT, { detail: state }));
  return state;
}

/**
 * Call `listener` with the new state whenever the choice changes (in this tab). Returns the
 * unsubscribe function. Withdrawal is a change to `false`: listeners must stop and delete what
 * their category stored (e.g. the experimentation visitor cookie).
 */
export function subscribeConsent(listener: (state: ConsentState) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentState>).detail);
  window.addEventListener(CONSENT_EVENT, handler);
  return () => window.removeEventListener(CONSENT_EVENT, handler);
}

/** Show the consent settings again. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** Delete a first-party cookie (path /) in the browser, e.g. on withdrawal of its category. */
export function clearCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
