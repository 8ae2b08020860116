/**
 * A consent component whose code is a chunk of its own but which the server may render (the
 * banner of a visitor without a choice): `lazy` that is ready on the server from the first
 * request, and in the browser as soon as the server's banner is in the page.
 *
 * - On the server the chunk is imported when this module loads (at start-up), and once there the
 *   component renders synchronously: a plain `lazy` suspends on its first render, and React then
 *   streams the banner at the end of the page, hidden until a script reveals it (never, without
 *   JavaScript; late, in a cached page).
 * - In the browser the chunk is fetched when the module runs if the server's banner is in the
 *   document (`preloadWhen`), so hydration reaches it soon; until then React leaves the server's
 *   HTML in place, a plain form that works without the code. Otherwise it is fetched when the
 *   part first renders (the footer's "Cookie settings"), as before.
 * - Memoised inside its own Suspense boundary: a re-render around a boundary still waiting for
 *   its code would make React drop the server's HTML for the empty fallback.
 */
import { type ComponentType, type NamedExoticComponent, Suspense, lazy, memo } from 'react';

/** The banner the server rendered is in this document (browser only). */
export const serverBannerInPage = (): boolean => document.querySelector('[data-testid="consent-banner"]') !== null;

export function consentPart<P extends object>(load: () => Promise<ComponentType<P>>, preloadWhen: () => boolean): NamedExoticComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to load is asked for again when the part renders.
        loading = undefined;
        throw error;
      },
    ));
  if (typeof window === 'undefined' || preloadWhen()) start().catch(() => undefined);
  const Part = lazy(() => {
    const ready = loaded;
    // Already loaded: a thenable that answers at once, so React renders it without suspending.
    if (ready) return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: ComponentType<P> }>;
    return start().then((component) => ({ default: component }));
  });
  return memo(function ConsentPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
