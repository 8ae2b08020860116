/**
 * Beauty Pass data for the account pages, through the lazily loaded query cache (`useLazyQuery`):
 * one summary query shared by the dashboard card, the points page and the benefits page.
 */
import { useCallback, useMemo } from 'react';
import { formatMoney } from '@blush/shared/money';
import type { CurrencyCode } from '@blush/shared/markets';
import { useLazyQuery } from '../../../lib/query.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { LOYALTY_KEYS, loyaltyApi } from '../loyalty-api.ts';

/** The browser's Beauty Pass API in the page's locale. */
export function useLoyaltyApi() {
  const locale = useSiteLocale();
  return useMemo(() => loyaltyApi(locale), [locale]);
}

export function useLoyaltySummary() {
  const api = useLoyaltyApi();
  return useLazyQuery({ queryKey: LOYALTY_KEYS.summary, queryFn: () => api.summary() });
}

export function usePerks() {
  const api = useLoyaltyApi();
  return useLazyQuery({ queryKey: LOYALTY_KEYS.perks, queryFn: () => api.perks() });
}

export function useRewards() {
  const api = useLoyaltyApi();
  return useLazyQuery({ queryKey: LOYALTY_KEYS.rewards, queryFn: () => api.rewards() });
}

/**
 * Money of the member's Beauty Pass (minor units, in the member's currency) written for the page's
 * language and country: "S$1,000" rather than "S$1,000.00" when whole (thresholds, amounts to spend).
 */
export function useLoyaltyMoney(currency: CurrencyCode | undefined): (amount: number) => string {
  const { language, country } = useSiteLocale();
  return useCallback(
    (amount: number) => (currency ? formatMoney({ amount, currency }, language, country, { dropZeroFraction: true }) : String(amount)),
    [currency, language, country],
  );
}
