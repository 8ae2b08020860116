/**
 * The buy button when nothing can be done (product guide §4): "Out of stock", disabled — the
 * variant is sold out and will not come back. "Add to bag" is the bag feature's, "Waitlist me" and
 * "Remind me" the waitlist feature's; the route composes them.
 */
import { useTranslation } from '../../../lib/i18n.ts';

export function ProductBuyButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled
      className="inline-flex h-12 w-full cursor-not-allowed items-center justify-center gap-2 bg-neutral-200 px-6 text-sm font-bold uppercase tracking-[0.08em] text-neutral-500"
      data-testid="buy-button"
      data-availability="out_of_stock"
    >
      {t('product.out_of_stock')}
    </button>
  );
}
