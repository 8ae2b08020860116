/**
 * React Router's default browser entry, except that hydration waits for the code of the page's
 * below-the-fold parts (lib/lazy-part.tsx), whose chunks the route modules asked for as they ran,
 * and for the page's first frame: Chrome may otherwise run hydration's work before it paints the
 * server's HTML at all (on the home page under Lighthouse's phone the first paint came only after
 * about a second of hydration).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLive } from './lib/early-clicks.ts';
import { lazyPartsReady } from './lib/lazy-part.tsx';

/** Whether every one of the page's own buttons is live (a part whose code came later hydrates after the root). */
const allLive = (): boolean => Array.from(document.querySelectorAll('button[type="button"]')).every(isLive);

/**
 * The taps made on the page's own buttons before React took them over happen again, in order, on
 * the same buttons, each as soon as React has it (a lazy part may hydrate after the root); one that
 * left the page, or is still not live after 10 s, is dropped. Keeping stops once nothing is waiting
 * and every button is live (a later tap is React's own), or after those 10 s.
 */
function replayEarlyClicks(): void {
  const early = window.__blushEarlyClicks;
  if (!early) return;
  const until = Date.now() + 10_000;
  const queue: HTMLButtonElement[] = [];
  const next = () => {
    queue.push(...early.take());
    while (queue.length) {
      const button = queue[0]!;
      if (!button.isConnected || button.disabled || Date.now() > until) {
        queue.shift();
        continue;
      }
      if (!isLive(button)) break;
      queue.shift();
      button.click();
    }
    if (Date.now() > until || (queue.length === 0 && allLive())) early.stop();
    else setTimeout(next, 50);
  };
  next();
}

/** Once the server's HTML has had a frame to be painted in (a hidden tab draws no frames: no wait). */
const firstFrame = (): Promise<void> =>
  document.visibilityState === 'hidden' ? Promise.resolve() : new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void Promise.all([lazyPartsReady(), firstFrame()]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
    replayEarlyClicks();
  }),
);
