/** The order's cost summary exactly as it was placed (SPEC.md §3): never re-read from today's prices. */
import type { CostSummary } from '@blush/shared/bag-contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';

function Row({ label, value, className, testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', className)} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderSummary({ summary, itemsCount, earnsPoints }: { summary: CostSummary; itemsCount: number; earnsPoints: boolean }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { percent, number } = useOrderFormat();
  const minus = (amount: CostSummary['discount']) => `−${format(amount)}`;
  return (
    <div data-testid="order-summary">
      <dl className="space-y-3 text-sm">
        <Row label={t('checkout.summary.subtotal', { count: itemsCount })} value={format(summary.subtotal)} testId="summary-subtotal" />
        {summary.discounts.map((discount, index) => (
          <Row key={`${discount.kind}-${index}`} label={discount.label} value={minus(discount.amount)} className="text-blush-700" testId={`summary-discount-${discount.kind}`} />
        ))}
        {summary.discounts.length === 0 && summary.discount.amount > 0 ? (
          <Row label={t('checkout.summary.discount')} value={minus(summary.discount)} className="text-blush-700" testId="summary-discount" />
        ) : null}
        <Row label={t('checkout.summary.shipping')} value={summary.shipping.amount === 0 ? t('checkout.summary.free') : format(summary.shipping)} testId="summary-shipping" />
        {summary.giftCardRedeemed.amount > 0 ? <Row label={t('checkout.summary.gift_card')} value={minus(summary.giftCardRedeemed)} testId="summary-gift-card" /> : null}
        <Row label={t('checkout.summary.total')} value={format(summary.total)} className="border-t border-neutral-300 pt-3 text-base font-semibold" testId="summary-total" />
      </dl>
      {summary.tax.amount > 0 ? (
        <div className="mt-2 space-y-1 text-xs text-neutral-600">
          <p data-testid="summary-tax">{t('checkout.summary.tax_included', { tax: summary.taxName, percent: percent(summary.taxPercent), amount: format(summary.tax) })}</p>
          <p data-testid="summary-before-tax">{t('checkout.summary.price_before_tax', { tax: summary.taxName, amount: format(summary.priceBeforeTax) })}</p>
        </div>
      ) : null}
      {earnsPoints && summary.pointsEarned > 0 ? (
        <p className="mt-3 text-sm" data-testid="summary-points">
          {t('order.points', { count: summary.pointsEarned, points: number(summary.pointsEarned) })}
        </p>
      ) : null}
    </div>
  );
}
