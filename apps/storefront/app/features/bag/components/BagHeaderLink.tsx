/**
 * The header's bag link with the bag's count. The count is read here, not in the layout: its change
 * (the count asked for after hydration, an add to bag) re-renders this link alone. Read in the
 * layout, it re-rendered the whole page at once, and arriving while the page's below-the-fold parts
 * were still hydrating it made React hydrate them all in one blocking task (about 300 ms on the home page).
 */
import { LayoutBagLink } from '../../../components/layout/LayoutHeader.tsx';
import { useBagCount } from '../bag-count.ts';

export function BagHeaderLink() {
  return <LayoutBagLink count={useBagCount()} />;
}
