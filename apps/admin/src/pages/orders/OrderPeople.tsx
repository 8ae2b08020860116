import { useId } from 'react';
import type { AdminOrderDetail } from '@blush/shared/admin-order-contracts';
import { dateTime, money } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';

const BOX = 'space-y-2 rounded-lg border border-stone-200 bg-white p-4';

/** Customer, recipient and delivery, shipment and refunds. */
export function OrderPeople({ detail }: { detail: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const { order, customer, shipment } = detail;
  const ids = { customer: useId(), shipment: useId(), refunds: useId() };
  const address = order.shippingAddress ? Object.values(order.shippingAddress).filter(Boolean) : [];
  return (
    <div className="space-y-4">
      <section aria-labelledby={ids.customer} className={BOX}>
        <h2 id={ids.customer} className="text-lg font-semibold">{t('order.customer')}</h2>
        <p>{customer ? `${customer.name} · ${customer.email}` : `${t('order.guest')} · ${order.email}`}</p>
        <h3 className="pt-2 text-sm font-semibold text-stone-700">{t('order.recipient')}</h3>
        <p>
          {order.recipient.firstName} {order.recipient.lastName} · {order.recipient.callingCode} {order.recipient.mobile}
        </p>
        {address.length ? (
          <>
            <h3 className="pt-2 text-sm font-semibold text-stone-700">{t('order.address')}</h3>
            <address className="not-italic">{address.join(', ')}</address>
          </>
        ) : null}
        {order.storeId ? <p>{t('order.store', { id: order.storeId })}</p> : null}
      </section>
      {shipment ? (
        <section aria-labelledby={ids.shipment} className={BOX}>
          <h2 id={ids.shipment} className="text-lg font-semibold">{t('order.shipment')}</h2>
          <p>{t('order.carrier_tracking', { carrier: shipment.carrier, tracking: shipment.tracking_number })}</p>
          <p className="text-sm text-stone-600">{dateTime(shipment.shipped_at, language, order.country)}</p>
        </section>
      ) : null}
      {order.refunds.length ? (
        <section aria-labelledby={ids.refunds} className={BOX}>
          <h2 id={ids.refunds} className="text-lg font-semibold">{t('order.refunds')}</h2>
          <ul className="space-y-1 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {money(refund.amount, language)} · {t(`refund.reason.${refund.reason}`)} · {t(`refund.status.${refund.status}`)} · {dateTime(refund.requestedAt, language, order.country)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
