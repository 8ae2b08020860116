/**
 * The cost summary of the bag (product guide §3), every amount as the API computed it: subtotal, each
 * discount by the API's name (staff, promo code, bundle, perk), shipping ("Free", also under a
 * free-shipping promo, or the fee, and what is left to spend for free shipping), gift cards and store credit, the
 * total, the price before tax and the tax it includes, and the points it earns.
 */
import type { CostSummary } from '@blush/shared/bag-contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney, useSite } from '../../../lib/site.ts';

export interface BagSummaryProps {
  summary: CostSummary;
  itemsCount: number;
  headingId: string;
  /** A guest earns the points only once signed in: say so. */
  guest?: boolean;
  /** A free-shipping promo applies: shipping is Free whatever the fee would be. */
  freeShipping?: boolean;
}

function Row({ label, value, className, testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', className)} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function BagSummary({ summary, itemsCount, headingId, guest = false, freeShipping = false }: BagSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { tag } = useSite();
  const minus = (amount: CostSummary['discount']) => `−${format(amount)}`;
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(summary.taxPercent / 100);
  return (
    <div data-testid="bag-summary">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {t('cart.summary.title')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <Row label={t('cart.summary.subtotal', { count: itemsCount })} value={format(summary.subtotal)} testId="summary-subtotal" />
        {summary.discounts.map((discount, index) => (
          <Row key={`${discount.kind}-${index}`} label={discount.label} value={minus(discount.amount)} className="text-blush-700" testId={`summary-discount-${discount.kind}`} />
        ))}
        <Row
          label={t('cart.summary.shipping')}
          value={summary.shipping.amount === 0 || freeShipping ? t('cart.summary.free') : format(summary.shipping)}
          testId="summary-shipping"
        />
        {summary.giftCardRedeemed.amount > 0 ? <Row label={t('cart.summary.gift_card')} value={minus(summary.giftCardRedeemed)} testId="summary-gift-card" /> : null}
        {summary.storeCreditRedeemed && summary.storeCreditRedeemed.amount > 0 ? (
          <Row label={t('cart.summary.store_credit')} value={minus(summary.storeCreditRedeemed)} testId="summary-store-credit" />
        ) : null}
        <Row label={t('cart.summary.total')} value={format(summary.total)} className="border-t border-neutral-300 pt-3 text-base font-semibold" testId="summary-total" />
      </dl>
      <div className="mt-2 space-y-1 text-xs text-neutral-600">
        {summary.tax.amount > 0 ? (
          <>
            <p data-testid="summary-before-tax">{t('cart.summary.price_before_tax', { tax: summary.taxName, amount: format(summary.priceBeforeTax) })}</p>
            <p data-testid="summary-tax">{t('cart.summary.tax_included', { tax: summary.taxName, percent, amount: format(summary.tax) })}</p>
          </>
        ) : null}
      </div>
      {summary.toFreeShipping.amount > 0 && !freeShipping ? (
        <p className="mt-4 flex items-center gap-2 bg-blush-50 px-3 py-2 text-sm" data-testid="summary-free-shipping">
          {t('cart.summary.to_free_shipping', { amount: format(summary.toFreeShipping) })}
        </p>
      ) : itemsCount > 0 ? (
        <p className="mt-4 bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="summary-free-shipping">
          {t('cart.summary.free_shipping_reached')}
        </p>
      ) : null}
      {summary.pointsEarned > 0 ? (
        <p className="mt-3 text-sm" data-testid="summary-points">
          {t(guest ? 'cart.summary.points_guest' : 'cart.summary.points', { count: summary.pointsEarned, points: summary.pointsEarned.toLocaleString(tag) })}
        </p>
      ) : null}
    </div>
  );
}
