/**
 * A part of a page the server renders in full whose code is a chunk of its own, not first-load
 * JavaScript: below the fold, or shown only sometimes. In the browser the chunk is asked for as
 * soon as the module that declares the part runs, and hydration waits for those chunks
 * (`lazyPartsReady`, entry.client.tsx), so the part hydrates with the rest of the page.
 *
 * Why hydration waits: while a part's code is missing, React keeps the server's HTML in a
 * dehydrated Suspense boundary, and any update above it that is not a transition (a store the
 * header reads, the router's answer to a click on `#reviews` made during hydration) makes React
 * drop that HTML for the empty fallback until the chunk comes: the content vanished, the page
 * jumped, and the link to the reviews scrolled to the top because the reviews were not there.
 *
 * The part is memoised: a re-render of the page around it (the header's bag count) does not touch
 * it. A render in the browser alone (a client-side navigation) shows nothing for the moment the
 * chunk takes, usually none. `preload: false` for a part shown only sometimes: its chunk is
 * fetched when it renders.
 */
import { type ComponentType, type NamedExoticComponent, Suspense, createElement, lazy, memo, useState } from 'react';

const preloading = new Set<Promise<unknown>>();

/** Settles once every part preloaded so far has its code (or failed to get it), or after `capMs`. */
export function lazyPartsReady(capMs = 2500): Promise<void> {
  if (preloading.size === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A chunk stuck on a bad network must not keep the whole page from working: past the cap the
  // page hydrates and the part waits in its Suspense boundary as before.
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, capMs)));
  return Promise.race([Promise.all(preloading).then(() => undefined), cap]).finally(() => clearTimeout(timer));
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { preload = true }: { preload?: boolean } = {}): NamedExoticComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = (component: ComponentType<P>) => (loaded = component);
  let loading: Promise<ComponentType<P>> | null = preload && typeof window !== 'undefined' ? load().then(remember) : null;
  if (loading) {
    const settled = loading.catch(() => undefined);
    preloading.add(settled);
    void settled.then(() => preloading.delete(settled));
  }
  const Part = lazy(async () => {
    // A chunk that failed to load early is asked for again when the part renders.
    const component = await (loading ?? load().then(remember)).catch(() => load().then(remember));
    loading = null;
    return { default: component };
  });
  function Direct(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [component] = useState(() => loaded);
    return component ? createElement(component, props) : createElement(Part as ComponentType<P>, props);
  }
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Direct {...props} />
      </Suspense>
    );
  });
}
