import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startNewBuildWatch } from './start.ts';

const preloadError = () => window.dispatchEvent(new Event('vite:preloadError'));
function chunkRejection(message: string) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: new TypeError(message) });
  window.dispatchEvent(event);
}

describe('startNewBuildWatch', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const start = (latest: () => Promise<string | null>) => {
    const reload = vi.fn();
    stop = startNewBuildWatch({ currentVersion: 'old', fetchLatest: latest, probeManifest: async () => false, reload });
    return reload;
  };

  it('after a new build, reloads once for a failed chunk, and not again within 10 s of the same path', async () => {
    const reload = start(async () => 'new');
    preloadError();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The reloaded page fails again (a chunk that is really gone): no second reload, no loop.
    preloadError();
    chunkRejection('Failed to fetch dynamically imported module: /assets/x.js');
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    const claimed = Number(sessionStorage.getItem(`blush.chunk-reload:${location.pathname}`));
    expect(claimed).toBeGreaterThanOrEqual(1_000_000);

    vi.setSystemTime(claimed + 10_000);
    chunkRejection('Importing a module script failed.');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('reloads nothing for a failed chunk when no new build is out (offline, a broken deploy)', async () => {
    const reload = start(async () => 'old');
    preloadError();
    chunkRejection('Failed to fetch dynamically imported module: /assets/x.js');
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves other unhandled rejections alone', async () => {
    const reload = start(async () => 'new');
    chunkRejection('Cannot read properties of undefined');
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing on a page without a React Router manifest version', () => {
    const reload = vi.fn();
    stop = startNewBuildWatch({ fetchLatest: async () => 'new', probeManifest: async () => true, reload });
    preloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
