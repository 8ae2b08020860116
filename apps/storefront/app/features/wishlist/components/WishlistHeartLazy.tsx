/**
 * The heart as the pages render it: its code (and the wishlist's) is a chunk of its own, fetched
 * while the page hydrates instead of being part of the first-load JavaScript. Until it is there
 * (a client-side visit to a page of cards) an empty spot of the same size holds its place.
 */
import { Suspense, lazy } from 'react';
import type { WishlistHeartProps } from './WishlistHeart.tsx';

// Asked for as soon as this module runs in the browser (before hydration reaches the cards), so
// the controls rarely wait for it.
const load = () => import('./WishlistHeart.tsx');
const preloaded = typeof window === 'undefined' ? null : load();
const WishlistHeart = lazy(() => (preloaded ?? load()).then((m) => ({ default: m.WishlistHeart })));

export function WishlistHeartLazy(props: WishlistHeartProps) {
  const size = props.variant === 'page' ? 'size-12' : 'size-9';
  return (
    <Suspense fallback={<span aria-hidden="true" className={`inline-block shrink-0 ${size}`} />}>
      <WishlistHeart {...props} />
    </Suspense>
  );
}
