import { useCallback } from 'react';
import { MARKETS } from '@blush/shared/markets';
import { useSite } from '../../../lib/site.ts';

/**
 * Dates and times of the order page in the page's language, in the country's time zone (the same
 * text on any device); a calendar day (YYYY-MM-DD, an estimated delivery) as that day.
 */
export function useOrderFormat() {
  const { tag, locale } = useSite();
  const timeZone = MARKETS[locale.country].timeZone;
  const format = useCallback(
    (iso: string, options: Intl.DateTimeFormatOptions) => {
      const dateOnly = iso.length === 10;
      const value = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
      if (Number.isNaN(value.getTime())) return iso;
      return new Intl.DateTimeFormat(tag, { ...options, timeZone: dateOnly ? 'UTC' : timeZone }).format(value);
    },
    [tag, timeZone],
  );
  const date = useCallback((iso: string) => format(iso, { dateStyle: 'long' }), [format]);
  const dateTime = useCallback((iso: string) => format(iso, { dateStyle: 'medium', timeStyle: 'short' }), [format]);
  const time = useCallback((iso: string) => format(iso, { timeStyle: 'short' }), [format]);
  const dateRange = useCallback(
    (from: string, to: string) => {
      if (from === to) return format(from, { weekday: 'short', day: 'numeric', month: 'short' });
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(`${to}T00:00:00Z`);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
      return new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(start, end);
    },
    [format, tag],
  );
  const percent = useCallback((value: number) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100), [tag]);
  const number = useCallback((value: number) => value.toLocaleString(tag), [tag]);
  return { date, dateTime, time, dateRange, percent, number };
}

/** "9:05": minutes and seconds left. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
