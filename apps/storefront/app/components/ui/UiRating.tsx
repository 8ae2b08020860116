/** Star rating with the review count; one accessible label for the whole thing. */
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

export interface UiRatingProps {
  average: number;
  count: number;
  size?: number;
}

const STAR = 'M12 2.5l2.94 6.1 6.56.8-4.82 4.6 1.2 6.55L12 17.4l-5.88 3.15 1.2-6.55L2.5 9.4l6.56-.8L12 2.5Z';

export function UiRating({ average, count, size = 14 }: UiRatingProps) {
  const { t, i18n } = useTranslation();
  const clipId = useId();
  const rounded = Math.round(average * 10) / 10;
  const label = t('product.rating', {
    rating: rounded.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
    count,
  });
  if (count === 0) {
    return <p className="text-xs text-neutral-500">{t('product.no_reviews')}</p>;
  }
  return (
    <p className="flex items-center gap-1.5 text-xs text-neutral-600" role="img" aria-label={label}>
      <span className="flex" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, average - i));
          return (
            <svg key={i} viewBox="0 0 24 24" width={size} height={size} className="text-black">
              <defs>
                <clipPath id={`${clipId}-${i}`}>
                  <rect x="0" y="0" width={24 * fill} height="24" />
                </clipPath>
              </defs>
              <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
              <path d={STAR} fill="currentColor" clipPath={`url(#${clipId}-${i})`} />
            </svg>
          );
        })}
      </span>
      <span aria-hidden="true" className="tabular-nums">({count.toLocaleString(i18n.language)})</span>
    </p>
  );
}
