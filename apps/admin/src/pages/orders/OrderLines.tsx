import { useId } from 'react';
import type { AdminOrderDetail } from '@blush/shared/admin-order-contracts';
import { money } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';

const CELL = 'px-3 py-2 text-left align-top';

/** The order's lines and totals. */
export function OrderLines({ detail }: { detail: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const { order, refundable } = detail;
  const currency = order.summary.total.currency;
  const m = (amount: number) => money({ amount, currency }, language);
  const headingId = useId();
  const s = order.summary;
  const totals: Array<[string, string]> = [
    [t('order.subtotal'), money(s.subtotal, language)],
    ...(s.discount.amount ? ([[t('order.discount'), `−${money(s.discount, language)}`]] as Array<[string, string]>) : []),
    [t('order.shipping'), money(s.shipping, language)],
    ...(s.giftCardRedeemed.amount ? ([[t('order.gift_card'), `−${money(s.giftCardRedeemed, language)}`]] as Array<[string, string]>) : []),
    ...(s.storeCreditRedeemed?.amount ? ([[t('order.store_credit'), `−${money(s.storeCreditRedeemed, language)}`]] as Array<[string, string]>) : []),
    [t('order.tax', { name: s.taxName }), money(s.tax, language)],
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('order.lines')}
      </h2>
      <div role="region" aria-label={t('order.lines_caption')} tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">{t('order.lines_caption')}</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className={CELL}>{t('order.product')}</th>
              <th scope="col" className={CELL}>{t('order.sku')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('order.quantity')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('order.unit_price')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('order.line_total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${line.sku ?? line.name}-${index}`} className="border-t border-stone-200">
                <th scope="row" className={`${CELL} font-normal`}>
                  {line.brand ? <span className="block text-xs uppercase tracking-wide text-stone-600">{line.brand}</span> : null}
                  <span className="block font-medium">{line.name}</span>
                  {line.detail ? <span className="block text-stone-600">{line.detail}</span> : null}
                </th>
                <td className={`${CELL} font-mono text-xs`}>{line.sku ?? ''}</td>
                <td className={`${CELL} text-right tabular-nums`}>{line.quantity}</td>
                <td className={`${CELL} text-right tabular-nums`}>{m(line.unitPrice)}</td>
                <td className={`${CELL} text-right tabular-nums`}>{m(line.subtotal - line.discount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {totals.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-700">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-stone-300 pt-1 font-semibold">{t('order.total')}</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-semibold tabular-nums">{money(s.total, language)}</dd>
        <dt className="text-stone-700">{t('order.refundable')}</dt>
        <dd className="text-right tabular-nums">{money(refundable, language)}</dd>
      </dl>
    </section>
  );
}
