/**
 * The header's bag count: a tiny store (no query library on the first load) filled from
 * `GET /cart/items-count` once after hydration, and set again from every bag the API answers (add,
 * change, remove, the bag page). Keyed by country and session: the bag is per country, and signing
 * in or out (`jwt-data` changes) means another bag.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useSessionSubject } from '../../lib/session.ts';
import { useSiteLocale } from '../../lib/site.ts';

/** Units per bag (country and session), replaced as a whole on every change (a snapshot). */
let counts: Readonly<Record<string, number>> = {};
/** Changes per key: a count fetched before a later change of the same bag is dropped. */
const changes = new Map<string, number>();
const fetching = new Set<string>();
/** The bag the header shows now; on a change of session the new bag's count is asked for again. */
let activeKey: string | null = null;
const listeners = new Set<() => void>();

export const bagCountKey = (country: string, subject: string | null) => `${country}:${subject ?? 'guest'}`;

export function setBagCount(key: string, count: number): void {
  changes.set(key, (changes.get(key) ?? 0) + 1);
  // The same count (an empty bag's 0 asked for after hydration): nothing to draw again.
  if (counts[key] === count) return;
  counts = { ...counts, [key]: count };
  for (const listener of listeners) listener();
}

/** The count of a bag just read whole (the bag page's loader): the header need not ask for it. */
export function setFreshBagCount(key: string, count: number): void {
  activeKey = key;
  setBagCount(key, count);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: Readonly<Record<string, number>> = {};

/** Tests: forget the counts. */
export function resetBagCount(): void {
  counts = {};
  fetching.clear();
  changes.clear();
  activeKey = null;
}

/** Units in the shopper's bag on this country site; 0 until known (and on the server). */
export function useBagCount(): number {
  const locale = useSiteLocale();
  const subject = useSessionSubject();
  const key = bagCountKey(locale.country, subject);
  const snapshot = useSyncExternalStore(subscribe, () => counts, () => NONE);
  const { country, language } = locale;
  useEffect(() => {
    if (activeKey === key && (Object.hasOwn(counts, key) || fetching.has(key))) return;
    // A moment later: while hydrating, a signed-in page first renders as a guest's (no cookie on
    // the server) and at once again as the member's; only the second needs asking.
    const seen = changes.get(key) ?? 0;
    const timer = setTimeout(() => {
      activeKey = key;
      // Set meanwhile (the bag page sets it from the bag its loader read): nothing to ask.
      const started = changes.get(key) ?? 0;
      if (started !== seen) return;
      fetching.add(key);
      import('./bag-count-fetch.ts')
        .then((m) => m.fetchItemsCount({ country, language }))
        .then((count) => {
          if ((changes.get(key) ?? 0) === started) setBagCount(key, count);
        })
        .catch(() => undefined)
        .finally(() => fetching.delete(key));
    }, 0);
    return () => clearTimeout(timer);
  }, [key, country, language]);
  return snapshot[key] ?? 0;
}
