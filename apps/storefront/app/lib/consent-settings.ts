/**
 * "Cookie settings" (the footer's link): an event on `window` that the consent banner
 * (features/consent) listens for. Here in lib so layout components can open it without
 * importing a feature.
 */
export const CONSENT_OPEN_EVENT = 'blush:consent-open';

/** Show the consent settings again. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
