/**
 * A gift card's face, drawn in SVG from its design's colours (no image to load): the background,
 * a ribbon and bow in the accent colour, the wordmark, "Gift card" in the page language and, when given, the amount. Decorative by
 * default (the design's name is said next to it); with `label` it is an image with that name.
 */
import { useId } from 'react';
import { SITE_NAME } from '@blush/shared/site';
import type { GiftCardDesignDto } from '@blush/shared/giftcard-contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface GiftCardArtProps {
  colors: GiftCardDesignDto['colors'];
  /** The amount written on the card ("S$50.00"). */
  amount?: string | undefined;
  /** The accessible name; without it the picture is hidden from screen readers. */
  label?: string | undefined;
  className?: string;
}

export function GiftCardArt({ colors, amount, label, className }: GiftCardArtProps) {
  const id = useId();
  const { t, i18n } = useTranslation();
  // Spaced capitals suit Latin letters only (Thai and Chinese are written without them).
  const latin = i18n.language === 'en' || i18n.language === 'id';
  const sheen = `${id}-sheen`;
  return (
    <svg
      viewBox="0 0 320 200"
      className={cx('block h-auto w-full rounded-xl shadow-sm', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
      data-testid="gift-card-art"
    >
      <defs>
        <linearGradient id={sheen} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.22" />
          <stop offset="0.6" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="16" fill={colors.background} />
      <rect width="320" height="200" rx="16" fill={`url(#${sheen})`} />
      <circle cx="276" cy="168" r="70" fill={colors.accent} opacity="0.18" />
      <circle cx="40" cy="20" r="46" fill={colors.accent} opacity="0.12" />
      {/* The ribbon and its bow. */}
      <rect x="222" y="0" width="14" height="200" fill={colors.accent} />
      <path d="M229 52 C205 26 190 40 204 56 C212 64 222 58 229 52 Z" fill={colors.accent} />
      <path d="M229 52 C253 26 268 40 254 56 C246 64 236 58 229 52 Z" fill={colors.accent} />
      <circle cx="229" cy="53" r="6" fill={colors.foreground} opacity="0.9" />
      <text x="24" y="44" fill={colors.foreground} fontSize="20" fontWeight="900" letterSpacing="6" fontFamily="system-ui, sans-serif">
        {SITE_NAME.toUpperCase()}
      </text>
      <text x="24" y="66" fill={colors.foreground} fontSize={latin ? 11 : 13} letterSpacing={latin ? 3 : 0} opacity="0.85" fontFamily="system-ui, sans-serif">
        {latin ? t('gift_cards.line.kind').toUpperCase() : t('gift_cards.line.kind')}
      </text>
      {amount ? (
        <text x="24" y="172" fill={colors.foreground} fontSize="28" fontWeight="700" fontFamily="system-ui, sans-serif" data-testid="gift-card-art-amount">
          {amount}
        </text>
      ) : null}
    </svg>
  );
}
