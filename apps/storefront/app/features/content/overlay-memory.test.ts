import { describe, expect, it } from 'vitest';
import { overlayDismissed, rememberOverlayDismissal } from './overlay-memory.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('overlay dismissal', () => {
  const overlay = { key: 'overlays/welcome', version: 'published:2026-10-20T02:00:00.000Z', dismissDays: 14 };

  it('remembers a dismissal for its days, per version', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 10, 1);
    expect(overlayDismissed(storage, overlay, now)).toBe(false);
    rememberOverlayDismissal(storage, overlay, now);
    expect(overlayDismissed(storage, overlay, now + 13 * 86_400_000)).toBe(true);
    expect(overlayDismissed(storage, overlay, now + 15 * 86_400_000)).toBe(false);
    // A republished overlay is a new campaign: it shows again.
    expect(overlayDismissed(storage, { ...overlay, version: 'published:2026-12-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('survives storage that throws or holds junk', () => {
    const broken = { getItem: () => '{not json', setItem: () => { throw new Error('quota'); } };
    expect(overlayDismissed(broken, overlay)).toBe(false);
    expect(() => rememberOverlayDismissal(broken, overlay)).not.toThrow();
    expect(overlayDismissed(undefined, overlay)).toBe(false);
  });
});
