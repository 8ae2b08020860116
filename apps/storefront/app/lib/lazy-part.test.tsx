import { type ReactNode, Suspense, createContext, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LazyPartModule from './lazy-part.tsx';

// A fresh module per test: the parts one test declares must not hold back another's hydration.
let lazyPart: typeof LazyPartModule.lazyPart;
let lazyPartsReady: typeof LazyPartModule.lazyPartsReady;
beforeEach(async () => {
  vi.resetModules();
  ({ lazyPart, lazyPartsReady } = await import('./lazy-part.tsx'));
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Shade = createContext('rose');

function Reviews({ count }: { count: number }) {
  return <section id="reviews">Based on {count} reviews</section>;
}

describe('lazyPart', () => {
  it('lazyPartsReady settles only once the preloaded parts have their code', async () => {
    const chunk = deferred<typeof Reviews>();
    lazyPart(() => chunk.promise);
    let ready = false;
    const waiting = lazyPartsReady().then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toBe(false);
    chunk.resolve(Reviews);
    await waiting;
    expect(ready).toBe(true);
  });

  it('a chunk that never comes holds hydration back no longer than the cap', async () => {
    vi.useFakeTimers();
    try {
      lazyPart(() => new Promise<typeof Reviews>(() => undefined));
      let ready = false;
      const waiting = lazyPartsReady(2500).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(2499);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(ready).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrates with the page: an update straight after hydration keeps the server’s HTML of the part', async () => {
    const chunk = deferred<typeof Reviews>();
    const Part = lazyPart(() => chunk.promise);
    let seenAfterUpdate: string | null = 'not run';
    function Page({ part, onHydrated }: { part: ReactNode; onHydrated?: (set: (shade: string) => void) => void }) {
      const [shade, setShade] = useState('rose');
      useEffect(() => onHydrated?.(setShade), [onHydrated]);
      return (
        <Shade.Provider value={shade}>
          <Header />
          {part}
        </Shade.Provider>
      );
    }
    function Header() {
      return <h1>{useContext(Shade)}</h1>;
    }
    chunk.resolve(Reviews);
    await lazyPartsReady();
    const container = document.createElement('div');
    // What the server sends: the part drawn in full inside its Suspense boundary.
    container.innerHTML = renderToString(
      <Page
        part={
          <Suspense fallback={null}>
            <Reviews count={12} />
          </Suspense>
        }
      />,
    );
    document.body.append(container);
    expect(container.querySelector('#reviews')?.textContent).toBe('Based on 12 reviews');

    const hydrated = deferred<void>();
    // A store above the part changes outside a transition the moment the page is live (what the
    // router's answer to a click on #reviews, or the header's bag count, does).
    hydrateRoot(
      container,
      <Page
        part={<Part count={12} />}
        onHydrated={(setShade) =>
          queueMicrotask(() => {
            flushSync(() => setShade('nude'));
            seenAfterUpdate = container.querySelector('#reviews')?.textContent ?? null;
            hydrated.resolve();
          })
        }
      />,
    );
    await hydrated.promise;
    expect(container.querySelector('h1')?.textContent).toBe('nude');
    expect(seenAfterUpdate).toBe('Based on 12 reviews');
    container.remove();
  });
});
