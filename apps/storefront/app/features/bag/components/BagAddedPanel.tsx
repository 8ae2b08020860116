/** The confirmation after "Add to bag": the item, how many, the bag subtotal, "View bag" and "Checkout". Loaded lazily. */
import type { BagDto } from '@blush/shared/bag-contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { CHECKOUT_HREF } from '../checkout.ts';
import type { BagItemSummary } from './BagAddToBag.tsx';

export interface BagAddedPanelProps {
  bag: BagDto;
  item: BagItemSummary;
  quantity: number;
  onClose: () => void;
}

export default function BagAddedPanel({ bag, item, quantity, onClose }: BagAddedPanelProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <div className="border border-neutral-300 bg-white p-4 motion-safe:animate-[pop-in_200ms_ease-out]" data-testid="added-to-bag">
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold">
          <UiIcon name="check" size={20} className="text-emerald-700" />
          {t('bag.added_title')}
        </p>
        <button type="button" onClick={onClose} className="-mr-2 -mt-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-100" aria-label={t('a11y.close')}>
          <UiIcon name="close" size={18} />
        </button>
      </div>
      <div className="mt-3 flex gap-3">
        {item.imageUrl ? <img src={item.imageUrl} alt="" width={64} height={64} className="size-16 shrink-0 bg-neutral-50 object-contain p-1" /> : null}
        <div className="min-w-0 text-sm">
          <p className="text-xs font-bold uppercase tracking-[0.08em]">{item.brand}</p>
          <p>{item.name}</p>
          <p className="text-neutral-600">
            {item.variantLabel ? `${item.variantLabel} · ` : ''}
            {t('bag.quantity_short', { count: quantity })}
          </p>
        </div>
      </div>
      <p className="mt-3 flex justify-between gap-3 border-t border-neutral-200 pt-3 text-sm" data-testid="added-subtotal">
        <span>{t('bag.bag_subtotal', { count: bag.itemsCount })}</span>
        <span className="font-semibold tabular-nums">{format(bag.summary.subtotal)}</span>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <UiLink to="/cart" className="inline-flex h-11 items-center justify-center border border-black px-4 text-sm font-semibold hover:bg-neutral-100">
          {t('bag.view_bag')}
        </UiLink>
        <UiLink to={CHECKOUT_HREF} className="inline-flex h-11 items-center justify-center bg-black px-4 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('bag.checkout')}
        </UiLink>
      </div>
    </div>
  );
}
