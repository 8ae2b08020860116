/**
 * Mounted once in the root layout: loads the new-build watch after hydration (a lazy chunk, not
 * first-load JavaScript), in production builds only — the development server reloads by itself.
 */
import { useEffect } from 'react';

export function NewBuildWatch() {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import('../start.ts').then(
      ({ startNewBuildWatch }) => {
        if (!gone) stop = startNewBuildWatch();
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return null;
}
