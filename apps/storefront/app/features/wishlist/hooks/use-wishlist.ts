/**
 * The signed-in shopper's wishlist, through the lazily loaded query cache: asked for only while the
 * `jwt-data` cookie exists (a guest has none, and the API would answer 401), once for all the
 * hearts of a page.
 */
import { useMemo } from 'react';
import { useLazyQuery } from '../../../lib/query.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { wishlistKey } from '../../../lib/shop-keys.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import type { WishlistItem } from '../wishlist-api.ts';

export function useWishlist() {
  const locale = useSiteLocale();
  const subject = useSessionSubject();
  const { country, language } = locale;
  const query = useLazyQuery<WishlistItem[]>({
    queryKey: wishlistKey(country, subject),
    queryFn: ({ signal }) => import('../wishlist-api.ts').then((m) => m.wishlistApi({ country, language }).list(signal)),
    enabled: subject !== null,
  });
  const context = useMemo(() => ({ locale: { country, language }, subject }), [country, language, subject]);
  return { ...query, signedIn: subject !== null, context };
}
