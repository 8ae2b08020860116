import { useCallback } from 'react';
import { MARKETS } from '@blush/shared/markets';
import { useSite } from '../../../lib/site.ts';

/**
 * Dates and numbers in the page's locale (`th-TH`, `zh-HK` …). Times are shown in the country's
 * time zone (docs/architecture.md: stored in UTC, shown in the country's zone), so the server and the browser
 * write the same text.
 */
export function useFormat() {
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
  /** "21 Nov 2026": for columns of dates. */
  const shortDate = useCallback((iso: string) => format(iso, { dateStyle: 'medium' }), [format]);
  const dateTime = useCallback((iso: string) => format(iso, { dateStyle: 'long', timeStyle: 'short' }), [format]);
  const number = useCallback((n: number) => n.toLocaleString(tag), [tag]);
  /** "+120", "-50": a change of points, its sign always written. */
  const signed = useCallback((n: number) => n.toLocaleString(tag, { signDisplay: 'exceptZero' }), [tag]);
  /** "in 30 seconds", "ในอีก 2 นาที": a wait given in seconds (in minutes from 90 s on). */
  const inSeconds = useCallback(
    (seconds: number) => {
      const words = new Intl.RelativeTimeFormat(tag, { numeric: 'always' });
      return seconds >= 90 ? words.format(Math.ceil(seconds / 60), 'minute') : words.format(Math.max(1, Math.ceil(seconds)), 'second');
    },
    [tag],
  );
  return { date, shortDate, dateTime, number, signed, inSeconds };
}

/** "6001 2345 6789 0123": a card number in groups of four. */
export function groupCardNumber(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
