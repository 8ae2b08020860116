import { useSyncExternalStore } from 'react';
import { type ConsentState, CONSENT_EVENT, decodeConsent, readConsent } from '../consent.ts';

function subscribe(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}

/** The raw cookie value as the snapshot: a string compares by value, so renders stay stable. */
function snapshot(): string {
  return /(?:^|;\s*)consent=([^;]*)/.exec(document.cookie)?.[1] ?? '';
}

/**
 * The visitor's consent, re-read after every `saveConsent`. Null while undecided, on the server
 * and while hydrating (so nothing optional renders before the browser knows the choice).
 */
export function useConsent(): ConsentState | null {
  const value = useSyncExternalStore(subscribe, snapshot, () => '');
  return value ? decodeConsent(decodeURIComponent(value)) : null;
}

export { readConsent };
