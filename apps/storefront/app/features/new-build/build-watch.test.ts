import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_BUILD, parseLatestBuild } from '@blush/shared/new-build';
import { createBuildWatch } from './build-watch.ts';

describe('createBuildWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sees a new build when the latest-build file names another version, and asks nothing more after', async () => {
    const fetchLatest = vi.fn().mockResolvedValueOnce('aaa').mockResolvedValue('bbb');
    const watch = createBuildWatch({ currentVersion: 'aaa', fetchLatest, probeManifest: async () => false });
    expect(await watch.check()).toBe(false);
    expect(await watch.check()).toBe(true);
    expect(await watch.check()).toBe(true);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(watch.isNew()).toBe(true);
  });

  it('sees a new build when React Router’s manifest endpoint says the server runs another version', async () => {
    const watch = createBuildWatch({ currentVersion: 'aaa', fetchLatest: async () => null, probeManifest: async (v) => v === 'aaa' });
    expect(await watch.check()).toBe(true);
  });

  it('does not take a failed request for a new build', async () => {
    const watch = createBuildWatch({ currentVersion: 'aaa', fetchLatest: () => Promise.reject(new TypeError('offline')), probeManifest: () => Promise.reject(new TypeError('offline')) });
    expect(await watch.check()).toBe(false);
  });

  it('asks nothing at start, then every 5 minutes and when the page is shown again (not more than once a minute)', async () => {
    let clock = 0;
    const fetchLatest = vi.fn().mockResolvedValue('aaa');
    const watch = createBuildWatch({ currentVersion: 'aaa', fetchLatest, probeManifest: async () => false, now: () => clock });
    const stop = watch.start(document);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).not.toHaveBeenCalled();

    const show = () => document.dispatchEvent(new Event('visibilitychange'));
    clock = NEW_BUILD.visibleCheckMinMs;
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    clock += 30_000;
    show();
    expect(fetchLatest).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(NEW_BUILD.pollMs);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(NEW_BUILD.pollMs);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });
});

describe('parseLatestBuild', () => {
  it('reads the file and refuses what is not one', () => {
    expect(parseLatestBuild({ version: 'b17124c2', builtAt: '2026-11-27T09:00:00.000Z' })).toEqual({ version: 'b17124c2', builtAt: '2026-11-27T09:00:00.000Z' });
    expect(parseLatestBuild({ version: '<html>' })).toBeNull();
    expect(parseLatestBuild('b17124c2')).toBeNull();
    expect(parseLatestBuild(null)).toBeNull();
  });
});
