/**
 * Taps made before the page is live (lib/scripts-after-paint.server.ts keeps them, entry.client
 * replays them): what "live" means, written once for both.
 */

/**
 * Whether React has taken this element over (hydrated it). React marks each element it owns with
 * a `__reactFiber$<random>` property. Kept free of closures and imports: the inline recorder in the
 * page's HTML embeds its source.
 */
export function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/** The recorder's handle on `window` (set by the inline script, read by `entry.client`). */
export interface EarlyClicks {
  /** The buttons tapped since the last call, in order. */
  take(): HTMLButtonElement[];
  /** Stop keeping taps. */
  stop(): void;
}

declare global {
  interface Window {
    __blushEarlyClicks?: EarlyClicks;
  }
}
