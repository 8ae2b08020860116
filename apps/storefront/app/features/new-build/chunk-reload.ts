/**
 * One reload for a code chunk that failed to load after a new build (product guide §4, §9): the
 * old page asks for a file the new deploy no longer has. Reloading fetches the new page; the guard
 * (per path, in `sessionStorage`, 10 s) makes sure a chunk that still fails after the reload — a
 * broken deploy, not a new one — leaves the page as it is instead of reloading for ever.
 */
import { NEW_BUILD } from '@blush/shared/new-build';

const KEY_PREFIX = 'blush.chunk-reload:';

/**
 * Whether `path` may be reloaded now; when it may, the time is written down first. Without
 * storage (a private mode refusing it) the answer is no: a reload that cannot be guarded might loop.
 */
export function claimReload(path: string, storage: Pick<Storage, 'getItem' | 'setItem'>, now: number, guardMs: number = NEW_BUILD.reloadGuardMs): boolean {
  try {
    const key = `${KEY_PREFIX}${path}`;
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < guardMs && now >= last) return false;
    storage.setItem(key, String(now));
    return storage.getItem(key) === String(now);
  } catch {
    return false;
  }
}

/**
 * Whether an error is a module that could not be fetched: the browsers' words for a failed
 * dynamic import or module script, and Vite's for a failed preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|Loading (CSS )?chunk [\w-]+ failed/i.test(message);
}
