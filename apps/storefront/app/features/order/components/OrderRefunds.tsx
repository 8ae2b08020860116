/**
 * Money given back on the order (issue 13): each refund with its amount, why, when it was asked
 * for, and where it stands — on its way, done (with when to expect it), or held for our team.
 */
import type { OrderDto } from '@blush/shared/order-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';

export function OrderRefunds({ refunds }: { refunds: OrderDto['refunds'] }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { date } = useOrderFormat();
  if (refunds.length === 0) return null;
  return (
    <section className="mt-6 border-t border-neutral-200 pt-5" aria-labelledby="order-refunds-title" data-testid="order-refunds">
      <h2 id="order-refunds-title" className="text-base font-semibold">
        {t('order.refunds.title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="text-sm" data-testid="order-refund">
            <p className="flex justify-between gap-4">
              <span>{t(`order.refunds.reason.${refund.reason}`)}</span>
              <span className="shrink-0 font-semibold tabular-nums">{format(refund.amount)}</span>
            </p>
            <p className="mt-0.5 text-neutral-600">
              {t(`order.refunds.status.${refund.status}`)} · {date(refund.requestedAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
