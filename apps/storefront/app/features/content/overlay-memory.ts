/** Remembering that a shopper closed an overlay: per overlay and version, for its `dismissDays`. */
import type { Overlay } from '@blush/shared/content';

const PREFIX = 'blush.overlay.';
const DAY_MS = 86_400_000;

interface Stored {
  version: string;
  until: number;
}

export function overlayDismissed(storage: Pick<Storage, 'getItem'> | undefined, overlay: Pick<Overlay, 'key' | 'version'>, now: number = Date.now()): boolean {
  try {
    const raw = storage?.getItem(PREFIX + overlay.key);
    if (!raw) return false;
    const stored = JSON.parse(raw) as Partial<Stored>;
    return stored.version === overlay.version && typeof stored.until === 'number' && stored.until > now;
  } catch {
    return false;
  }
}

export function rememberOverlayDismissal(storage: Pick<Storage, 'setItem'> | undefined, overlay: Pick<Overlay, 'key' | 'version' | 'dismissDays'>, now: number = Date.now()): void {
  try {
    storage?.setItem(PREFIX + overlay.key, JSON.stringify({ version: overlay.version, until: now + overlay.dismissDays * DAY_MS } satisfies Stored));
  } catch {
    // Private mode or a full storage: the overlay may show again, nothing breaks.
  }
}
