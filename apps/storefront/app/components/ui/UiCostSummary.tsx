/**
 * A cost summary as the API computed it (checkout and placed orders): subtotal, each discount by
 * name, shipping (Free, or the fee), gift cards and store credit, the total, the tax it includes with its percent,
 * the price before tax, and the points it earns. Its words are the `checkout.summary` messages.
 */
import type { CostSummary } from '@blush/shared/bag-contracts';
import { cx } from '../../lib/cx.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useFormatMoney, useSite } from '../../lib/site.ts';

function Row({ label, value, className, testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', className)} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export interface UiCostSummaryProps {
  summary: CostSummary;
  itemsCount: number;
  /** The delivery option's name, next to "Shipping". */
  deliveryName?: string | undefined;
  /** Nothing is shipped (gift cards alone): no shipping row at all, rather than "Free". */
  shipsNothing?: boolean;
  /** A guest earns the points once signed in. */
  guest?: boolean;
  /** The points line in other words (the order page's), or null for none. */
  pointsLabel?: string | null;
  testId?: string;
}

export function UiCostSummary({ summary, itemsCount, deliveryName, shipsNothing = false, guest = false, pointsLabel, testId = 'checkout-summary' }: UiCostSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { tag } = useSite();
  const percent = (value: number) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const number = (value: number) => value.toLocaleString(tag);
  const minus = (amount: CostSummary['discount']) => `−${format(amount)}`;
  return (
    <div data-testid={testId}>
      <dl className="space-y-3 text-sm">
        <Row label={t('checkout.summary.subtotal', { count: itemsCount })} value={format(summary.subtotal)} testId="summary-subtotal" />
        {summary.discounts.map((discount, index) => (
          <Row key={`${discount.kind}-${index}`} label={discount.label} value={minus(discount.amount)} className="text-blush-700" testId={`summary-discount-${discount.kind}`} />
        ))}
        {summary.discounts.length === 0 && summary.discount.amount > 0 ? (
          <Row label={t('checkout.summary.discount')} value={minus(summary.discount)} className="text-blush-700" testId="summary-discount" />
        ) : null}
        {shipsNothing ? null : (
          <Row
            label={deliveryName ? t('checkout.summary.shipping_with', { option: deliveryName }) : t('checkout.summary.shipping')}
            value={summary.shipping.amount === 0 ? t('checkout.summary.free') : format(summary.shipping)}
            testId="summary-shipping"
          />
        )}
        {summary.giftCardRedeemed.amount > 0 ? <Row label={t('checkout.summary.gift_card')} value={minus(summary.giftCardRedeemed)} testId="summary-gift-card" /> : null}
        {summary.storeCreditRedeemed && summary.storeCreditRedeemed.amount > 0 ? (
          <Row label={t('checkout.summary.store_credit')} value={minus(summary.storeCreditRedeemed)} testId="summary-store-credit" />
        ) : null}
        <Row label={t('checkout.summary.total')} value={format(summary.total)} className="border-t border-neutral-300 pt-3 text-base font-semibold" testId="summary-total" />
      </dl>
      <div className="mt-2 space-y-1 text-xs text-neutral-600">
        {summary.tax.amount > 0 ? (
          <>
            <p data-testid="summary-tax">{t('checkout.summary.tax_included', { tax: summary.taxName, percent: percent(summary.taxPercent), amount: format(summary.tax) })}</p>
            <p data-testid="summary-before-tax">{t('checkout.summary.price_before_tax', { tax: summary.taxName, amount: format(summary.priceBeforeTax) })}</p>
          </>
        ) : null}
      </div>
      {pointsLabel !== undefined ? (
        pointsLabel ? (
          <p className="mt-3 text-sm" data-testid="summary-points">
            {pointsLabel}
          </p>
        ) : null
      ) : summary.pointsEarned > 0 ? (
        <p className="mt-3 text-sm" data-testid="summary-points">
          {t(guest ? 'checkout.summary.points_guest' : 'checkout.summary.points', { count: summary.pointsEarned, points: number(summary.pointsEarned) })}
        </p>
      ) : null}
    </div>
  );
}
