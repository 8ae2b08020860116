/**
 * The current instant for "open now", to the minute: the loader's instant while the page is
 * server-rendered and hydrated (so both render the same text), then the browser's clock, checked
 * every 15 seconds.
 */
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const clockMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, 15_000);
  return () => window.clearInterval(timer);
}

export function useNow(initial: number): number {
  return useSyncExternalStore(subscribe, clockMinute, () => initial);
}
