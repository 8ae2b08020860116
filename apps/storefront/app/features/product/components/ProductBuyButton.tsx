/**
 * The buy button in the availability states of product guide §4 other than "Add to bag" (the bag feature's,
 * composed by the route): "Out of stock" (disabled), "Waitlist me" (out of stock, coming back),
 * "Remind me" (coming soon). The waitlist and reminders are not built yet, so a press says so
 * plainly instead of pretending it worked.
 */
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Availability } from '../variants.ts';

export interface ProductBuyButtonProps {
  availability: Exclude<Availability, 'unavailable' | 'in_stock'>;
}

const LABEL = {
  out_of_stock: 'product.out_of_stock',
  waitlist: 'product.waitlist_me',
  coming_soon: 'product.remind_me',
} as const;

const NOTICE = {
  waitlist: 'product.waitlist_not_ready',
  coming_soon: 'product.reminder_not_ready',
} as const;

export function ProductBuyButton({ availability }: ProductBuyButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const disabled = availability === 'out_of_stock';
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        if (availability !== 'out_of_stock') notify(t(NOTICE[availability]), { title: t(LABEL[availability]) });
      }}
      className={cx(
        'inline-flex h-12 w-full items-center justify-center gap-2 px-6 text-sm font-bold uppercase tracking-[0.08em]',
        (availability === 'waitlist' || availability === 'coming_soon') && 'border-2 border-black bg-white text-black hover:bg-neutral-100',
        disabled && 'cursor-not-allowed bg-neutral-200 text-neutral-500',
      )}
      data-testid="buy-button"
      data-availability={availability}
    >
      {t(LABEL[availability])}
    </button>
  );
}
