/** The slim promo bar: free standard shipping over the country's threshold (SPEC.md §9). */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@blush/shared/money';
import { MARKETS } from '@blush/shared/markets';
import { useSiteLocale } from '../../lib/site.ts';
import { UiIcon } from '../ui/UiIcon.tsx';

export function LayoutPromoBar() {
  const { t } = useTranslation();
  const { country, language } = useSiteLocale();
  const market = MARKETS[country];
  const amount = formatMoney({ amount: market.freeShippingThreshold, currency: market.currency }, language, country, { dropZeroFraction: true });
  return (
    <div className="bg-black text-white">
      <p className="mx-auto flex min-h-9 max-w-screen-2xl items-center justify-center gap-2 px-4 py-2 text-center text-xs tracking-wide sm:text-[13px]">
        <UiIcon name="truck" size={18} className="shrink-0" />
        <span>{t('promo.free_shipping', { amount })}</span>
      </p>
    </div>
  );
}
