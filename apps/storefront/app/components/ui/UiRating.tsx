/** Star rating with the review count; one accessible label for the whole thing. */
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

export interface UiRatingProps {
  average: number;
  count: number;
  size?: number;
}

/**
 * Number formats per language, made once: `toLocaleString` with a locale builds a new formatter on
 * every call, and a listing renders two per card (3.8 % of the server's CPU on product pages under load).
 */
const formats = new Map<string, { rating: Intl.NumberFormat; count: Intl.NumberFormat }>();

function numberFormats(language: string) {
  let found = formats.get(language);
  if (!found) {
    found = { rating: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }), count: new Intl.NumberFormat(language) };
    formats.set(language, found);
  }
  return found;
}

export function UiRating({ average, count, size = 14 }: UiRatingProps) {
  const { t, i18n } = useTranslation();
  if (count === 0) {
    return <p className="text-xs text-neutral-500">{t('product.no_reviews')}</p>;
  }
  const format = numberFormats(i18n.language);
  const rounded = Math.round(average * 10) / 10;
  const label = t('product.rating', { rating: format.rating.format(rounded), count });
  return (
    <p className="flex items-center gap-1.5 text-xs text-neutral-600" role="img" aria-label={label}>
      <RatingStars average={average} size={size} className="text-black" />
      <span aria-hidden="true" className="tabular-nums">({format.count.format(count)})</span>
    </p>
  );
}

/**
 * Five stars, filled to `average` (a part-filled star for the fraction), drawn by CSS (`.rating-stars`
 * in app.css: the outline and the filled star as masks, the fill as a width): two elements where
 * five inline SVGs made thirty, which on a listing or the home page (one per product card) was
 * 100 KB of HTML and 2,000 elements for the browser to style and lay out. Hidden from assistive
 * technology: the caller labels it.
 */
export function RatingStars({ average, size = 14, className }: { average: number; size?: number; className?: string }) {
  const fill = Math.max(0, Math.min(5, average)) * 20;
  return (
    <span aria-hidden="true" className={className ? `rating-stars ${className}` : 'rating-stars'} style={{ '--star': `${size}px`, '--fill': `${fill}%` } as CSSProperties}>
      <span />
    </span>
  );
}
