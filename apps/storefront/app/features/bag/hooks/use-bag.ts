/**
 * The shopper's bag for the bag page, through the lazily loaded query cache (key `bagKey`: per
 * country and session), fetched after hydration. Every change the page makes puts the bag the API
 * answers into the same cache (`bag-actions.ts`), so the page and the header count follow it.
 */
import { useMemo } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { useLazyQuery } from '../../../lib/query.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { bagKey } from '../../../lib/shop-keys.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { type BagContext, fetchBag } from '../bag-actions.ts';

export function useBag() {
  const { country, language } = useSiteLocale();
  const subject = useSessionSubject();
  const context = useMemo<BagContext>(() => ({ locale: { country, language }, subject }), [country, language, subject]);
  const query = useLazyQuery<BagDto>({
    queryKey: bagKey(country, subject),
    queryFn: ({ signal }) => fetchBag(context, signal),
  });
  return { ...query, context };
}
