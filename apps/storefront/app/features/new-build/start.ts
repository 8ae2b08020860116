/**
 * Started after hydration (`NewBuildWatch`): watch for a new build, and once one is out, reload the
 * page when a code chunk fails to load — Vite's `vite:preloadError`, or a dynamic import nobody
 * caught — at most once per path in 10 s (product guide §4, §9). A failure before the new build is
 * known asks at once; a failure with no new build (offline, a broken deploy) reloads nothing.
 * A route module React Router fails to load is reloaded by React Router itself.
 */
import { claimReload, isChunkLoadError } from './chunk-reload.ts';
import { type BuildWatchOptions, createBuildWatch } from './build-watch.ts';

interface ManifestWindow {
  __reactRouterManifest?: { version?: string };
}

export interface StartOptions extends Partial<BuildWatchOptions> {
  win?: Window & ManifestWindow;
  reload?: () => void;
}

export function startNewBuildWatch({ win = window as Window & ManifestWindow, reload, ...watchOptions }: StartOptions = {}): () => void {
  const currentVersion = watchOptions.currentVersion ?? win.__reactRouterManifest?.version;
  if (!currentVersion) return () => undefined;
  const watch = createBuildWatch({ ...watchOptions, currentVersion });
  const stopWatch = watch.start(win.document);
  const doReload = reload ?? (() => win.location.reload());

  const onChunkFailure = async () => {
    if (!(await watch.check())) return;
    if (claimReload(win.location.pathname, win.sessionStorage, Date.now())) doReload();
  };
  // The import still rejects (no preventDefault): the code that asked for it handles that as it does offline.
  const onPreloadError = () => void onChunkFailure();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) void onChunkFailure();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    stopWatch();
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
