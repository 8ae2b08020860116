/**
 * The slim promo bar: the site layout's promo messages for the country (content API), one at a
 * time with previous/next buttons. Without the layout: free standard shipping over the country's
 * threshold (product guide §9), from the locale files.
 */
import { useState } from 'react';
import { formatMoney } from '@blush/shared/money';
import { MARKETS } from '@blush/shared/markets';
import { useTranslation } from '../../lib/i18n.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { UiIcon } from '../ui/UiIcon.tsx';
import { UiLink } from '../ui/UiLink.tsx';
import { useSiteLayout } from './use-site-layout.ts';

interface PromoMessage {
  id: string;
  text: string;
  href: string | null;
}

function useFallbackMessages(): PromoMessage[] {
  const { t } = useTranslation();
  const { country, language } = useSiteLocale();
  const market = MARKETS[country];
  const amount = formatMoney({ amount: market.freeShippingThreshold, currency: market.currency }, language, country, { dropZeroFraction: true });
  return [{ id: 'free-shipping', text: t('promo.free_shipping', { amount }), href: null }];
}

export function LayoutPromoBar() {
  const { t } = useTranslation();
  const fallback = useFallbackMessages();
  const layout = useSiteLayout();
  const messages = layout?.promoMessages.length ? layout.promoMessages : fallback;
  const [index, setIndex] = useState(0);
  const current = messages[index % messages.length]!;
  const step = (delta: number) => setIndex((i) => (i + delta + messages.length) % messages.length);
  const arrow = 'inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/15';
  const content = (
    <>
      <UiIcon name={current.id === 'free-shipping' ? 'truck' : 'sparkle'} size={18} className="shrink-0" />
      <span>{current.text}</span>
    </>
  );
  return (
    <div className="bg-black text-white" data-testid="promo-bar">
      <div className="mx-auto flex min-h-9 max-w-screen-2xl items-center justify-center gap-1 px-2 text-center text-xs tracking-wide sm:px-4 sm:text-[13px]">
        {messages.length > 1 ? (
          <button type="button" className={arrow} onClick={() => step(-1)} aria-label={t('promo.previous')}>
            <UiIcon name="chevron-left" size={16} />
          </button>
        ) : null}
        <p className="flex min-w-0 flex-1 items-center justify-center gap-2 py-2" aria-live="polite" data-message={current.id}>
          {current.href ? (
            <UiLink to={current.href} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
              {content}
            </UiLink>
          ) : (
            content
          )}
        </p>
        {messages.length > 1 ? (
          <button type="button" className={arrow} onClick={() => step(1)} aria-label={t('promo.next')}>
            <UiIcon name="chevron-right" size={16} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
