import { useCallback } from 'react';
import { useSite } from '../../../lib/site.ts';

/**
 * Dates of the checkout in the page's language: an estimated delivery as a range of local days
 * ("Tue, 25 Nov – Thu, 27 Nov"; the dates are the country's own calendar days, YYYY-MM-DD) and
 * percentages.
 */
export function useCheckoutFormat() {
  const { tag } = useSite();
  const dateRange = useCallback(
    (from: string, to: string) => {
      const format = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(`${to}T00:00:00Z`);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return from === to ? from : `${from} – ${to}`;
      return from === to ? format.format(start) : format.formatRange(start, end);
    },
    [tag],
  );
  const percent = useCallback((value: number) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100), [tag]);
  const number = useCallback((value: number) => value.toLocaleString(tag), [tag]);
  return { dateRange, percent, number };
}
