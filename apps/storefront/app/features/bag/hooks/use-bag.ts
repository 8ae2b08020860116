/**
 * The shopper's bag for the bag page, through the lazily loaded query cache (key `bagKey`: per
 * country and session). The page's loader reads it on the server (`bag.server.ts`): that bag is
 * drawn from the first paint and put in the cache as it is, so the page does not ask for it again
 * on load; without one (the server could not read it) it is fetched after hydration. Every change
 * the page makes puts the bag the API answers into the same cache (`bag-actions.ts`), so the page
 * and the header count follow it. Shown again from the back/forward cache, it asks for the bag anew.
 */
import { useEffect, useMemo } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { useLazyQuery } from '../../../lib/query.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { bagKey } from '../../../lib/shop-keys.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { type BagContext, fetchBag } from '../bag-actions.ts';
import { bagCountKey, setFreshBagCount } from '../bag-count.ts';
import type { ServerBag } from '../bag-server-data.ts';

export function useBag(initial?: ServerBag | null) {
  const { country, language } = useSiteLocale();
  // The loader's idea of the session while hydrating, so a member's bag hydrates as the member's.
  const subject = useSessionSubject(initial?.subject ?? null);
  const context = useMemo<BagContext>(() => ({ locale: { country, language }, subject }), [country, language, subject]);
  // Only the bag of this very country and session (another tab may have signed out since).
  const initialData = initial && initial.subject === subject && initial.country === country ? initial.bag : undefined;
  useEffect(() => {
    if (initialData) setFreshBagCount(bagCountKey(country, subject), initialData.itemsCount);
  }, [initialData, country, subject]);
  const query = useLazyQuery<BagDto>({
    queryKey: bagKey(country, subject),
    queryFn: ({ signal }) => fetchBag(context, signal),
    initialData,
  });
  const { refetch } = query;
  // Back from another document (the back/forward cache): the bag may have changed meanwhile.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [refetch]);
  return { ...query, context };
}
