/** A price; on sale, the sale price first and the regular price struck through. */
import type { Money } from '@blush/shared/money';
import { useTranslation } from '../../lib/i18n.ts';
import { useFormatMoney } from '../../lib/site.ts';
import { cx } from '../../lib/cx.ts';

export interface UiPriceProps {
  price: Money;
  salePrice?: Money | null;
  className?: string;
}

export function UiPrice({ price, salePrice, className }: UiPriceProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  if (!salePrice || salePrice.amount >= price.amount) {
    return (
      <p className={cx('font-semibold tabular-nums', className)} data-testid="price">
        {format(price)}
      </p>
    );
  }
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)} data-testid="price">
      <span className="font-semibold text-blush-700">
        <span className="sr-only">{t('product.price_sale')} </span>
        {format(salePrice)}
      </span>
      <s className="text-sm text-neutral-500">
        <span className="sr-only">{t('product.price_regular')} </span>
        {format(price)}
      </s>
    </p>
  );
}
