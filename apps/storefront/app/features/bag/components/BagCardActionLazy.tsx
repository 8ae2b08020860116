/**
 * A product card's bag action as the pages render it: its code is a chunk of its own, fetched while
 * the page hydrates instead of being part of the first-load JavaScript. A spot of the same height
 * holds its place until it is there (no layout shift).
 */
import { Suspense, lazy } from 'react';
import type { ProductCard } from '@blush/shared/contracts';

// Asked for as soon as this module runs in the browser (before hydration reaches the cards), so
// the controls rarely wait for it.
const load = () => import('./BagCardAction.tsx');
const preloaded = typeof window === 'undefined' ? null : load();
const BagCardAction = lazy(() => (preloaded ?? load()).then((m) => ({ default: m.BagCardAction })));

export function BagCardActionLazy({ product }: { product: ProductCard }) {
  if (!product.inStock || product.badges.includes('coming_soon')) return null;
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-10" />}>
      <BagCardAction product={product} />
    </Suspense>
  );
}
