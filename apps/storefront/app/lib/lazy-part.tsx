/**
 * A part of a page the server renders in full whose code is a chunk of its own, not first-load
 * JavaScript: below the fold, or shown only sometimes. In the browser the chunk is asked for as
 * soon as the module that declares the part runs (before hydration reaches it, as the cards'
 * controls do); until it is there, hydration leaves the server's HTML in place (a Suspense
 * boundary React hydrates once the code arrives, replaying a click made meanwhile), so nothing
 * appears late or moves. The part is memoised: a re-render of the page around it (the header's bag
 * count) does not touch the waiting boundary, which React would otherwise render anew, dropping the
 * server's HTML for the empty fallback until the chunk came. A render in the browser alone (a
 * client-side navigation) shows nothing for the moment the chunk takes, usually none.
 * `preload: false` for a part shown only sometimes: its chunk is fetched when it renders.
 */
import { type ComponentType, type NamedExoticComponent, Suspense, lazy, memo } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { preload = true }: { preload?: boolean } = {}): NamedExoticComponent<P> {
  let loading = preload && typeof window !== 'undefined' ? load() : null;
  loading?.catch(() => undefined);
  const Part = lazy(async () => {
    // A chunk that failed to load early is asked for again when the part renders.
    const component = await (loading ?? load()).catch(() => load());
    loading = null;
    return { default: component };
  });
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
