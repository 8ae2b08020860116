import { useEffect, useEffectEvent, useState } from 'react';

/** `Date.now()`, again every `everyMs` while `active`. */
export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // At once (the clock may have stood still while inactive), then every `everyMs`.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, everyMs]);
  return now;
}

/**
 * Call `poll` every `everyMs` while `active` and the page is visible (a hidden tab does not poll;
 * it polls at once when it is shown again). A poll still running is not started again.
 */
export function usePolling(active: boolean, everyMs: number, poll: () => Promise<unknown>): void {
  const run = useEffectEvent(poll);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      void run()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    const start = () => {
      if (timer === undefined) timer = setInterval(tick, everyMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        tick();
        start();
      } else stop();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, everyMs]);
}
