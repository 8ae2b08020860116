import { describe, expect, it } from 'vitest';
import { NEW_BUILD } from '@blush/shared/new-build';
import { claimReload, isChunkLoadError } from './chunk-reload.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('claimReload', () => {
  it('allows one reload of a path in 10 s (§9), then another after the 10 s', () => {
    const storage = memoryStorage();
    expect(NEW_BUILD.reloadGuardMs).toBe(10_000);
    expect(claimReload('/products/lip', storage, 1_000_000)).toBe(true);
    expect(claimReload('/products/lip', storage, 1_000_001)).toBe(false);
    expect(claimReload('/products/lip', storage, 1_009_999)).toBe(false);
    expect(claimReload('/products/lip', storage, 1_010_000)).toBe(true);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    expect(claimReload('/', storage, 5_000)).toBe(true);
    expect(claimReload('/cart', storage, 5_001)).toBe(true);
    expect(claimReload('/', storage, 5_002)).toBe(false);
  });

  it('refuses when storage throws or does not keep the value: an unguarded reload could loop', () => {
    const throwing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimReload('/', throwing, 1)).toBe(false);
    const forgetful = { getItem: () => null, setItem: () => undefined };
    expect(claimReload('/', forgetful, 1)).toBe(false);
  });

  it('treats a time in the future (a clock set back) as old, and garbage as no reload yet', () => {
    const storage = memoryStorage();
    storage.map.set('blush.chunk-reload:/', String(50_000));
    expect(claimReload('/', storage, 10_000)).toBe(true);
    storage.map.set('blush.chunk-reload:/', 'nonsense');
    expect(claimReload('/', storage, 20_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop/assets/LayoutMenuDrawerPanel-x1.js',
    'error loading dynamically imported module: https://shop/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('knows %s', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
