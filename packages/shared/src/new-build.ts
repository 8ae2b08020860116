/**
 * New builds of the storefront (product guide §4, §7, §9): where the build publishes its id, how
 * often an open page asks for it, and the guard that keeps a failed code-chunk load to one reload.
 */
export const NEW_BUILD = {
  /** The small file each build writes beside its assets, served with `no-store`. */
  latestPath: '/build/latest.json',
  latestCacheControl: 'no-store',
  /** An open page asks every 5 minutes, and when it becomes visible again (at most once a minute). */
  pollMs: 5 * 60_000,
  visibleCheckMinMs: 60_000,
  /** §9: a path is reloaded for a failed chunk at most once in 10 s. */
  reloadGuardMs: 10_000,
} as const;

/** What `/build/latest.json` holds: React Router's manifest version of the build, and when it was made. */
export interface LatestBuild {
  version: string;
  builtAt: string;
}

/** The file's content, or null when it is not one (a proxy's error page, a half-written file). */
export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (!value || typeof value !== 'object') return null;
  const { version, builtAt } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !/^[\w-]{1,64}$/.test(version)) return null;
  return { version, builtAt: typeof builtAt === 'string' ? builtAt : '' };
}
