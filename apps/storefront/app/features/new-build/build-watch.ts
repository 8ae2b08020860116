/**
 * Whether a new build of the storefront is out (product guide §7: the build manifest and the
 * latest-build file, polled). The page knows its own build — React Router's manifest version,
 * inlined in the page — and asks `/build/latest.json` (written by each build, `no-store`) every
 * 5 minutes, when it becomes visible again, and when a chunk fails to load; React Router's `/__manifest` is asked too, which
 * answers 204 with `X-Remix-Reload-Document` when the server runs another version. Once a new
 * build is seen it stays seen: `check()` asks nothing more.
 */
import { NEW_BUILD, parseLatestBuild } from '@blush/shared/new-build';

export interface BuildWatchOptions {
  /** The build this page came from. */
  currentVersion: string;
  /** The version of the latest build, or null when it cannot be told (offline, no file). */
  fetchLatest?: () => Promise<string | null>;
  /** Whether the server runs another version than `currentVersion`. */
  probeManifest?: (currentVersion: string) => Promise<boolean>;
  now?: () => number;
}

export interface BuildWatch {
  /** Ask now (one request at a time); true once a new build has been seen. */
  check: () => Promise<boolean>;
  isNew: () => boolean;
  /** Poll and check on visibility; returns the stop. */
  start: (doc?: Document) => () => void;
}

export async function fetchLatestVersion(): Promise<string | null> {
  const response = await fetch(NEW_BUILD.latestPath, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) return null;
  return parseLatestBuild(await response.json())?.version ?? null;
}

export async function serverHasOtherVersion(currentVersion: string): Promise<boolean> {
  const query = new URLSearchParams({ paths: '/', version: currentVersion });
  const response = await fetch(`/__manifest?${query}`, { cache: 'no-store' });
  return response.status === 204 && response.headers.has('X-Remix-Reload-Document');
}

export function createBuildWatch({
  currentVersion,
  fetchLatest = fetchLatestVersion,
  probeManifest = serverHasOtherVersion,
  now = Date.now,
}: BuildWatchOptions): BuildWatch {
  let seen = false;
  let inFlight: Promise<boolean> | null = null;
  let lastCheck = -Infinity;

  const ask = async (): Promise<boolean> => {
    lastCheck = now();
    const [latest, other] = await Promise.all([fetchLatest().catch(() => null), probeManifest(currentVersion).catch(() => false)]);
    if ((latest !== null && latest !== currentVersion) || other) seen = true;
    return seen;
  };

  const check = (): Promise<boolean> => {
    if (seen) return Promise.resolve(true);
    inFlight ??= ask().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  // Nothing asked at start: a page just loaded is of the newest build, and a chunk that fails asks at once.
  const start = (doc: Document = document) => {
    const timer = setInterval(() => void check(), NEW_BUILD.pollMs);
    const onVisibility = () => {
      if (doc.visibilityState === 'visible' && now() - lastCheck >= NEW_BUILD.visibleCheckMinMs) void check();
    };
    doc.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
    };
  };

  return { check, isNew: () => seen, start };
}
