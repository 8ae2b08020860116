import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminMemberDetail } from '@blush/shared/admin-member-contracts';
import { dateTime, money } from '../../lib/format.ts';
import { type MessageKey, useI18n } from '../../lib/i18n.tsx';
import { CELL, TABLE_BOX } from './PointsLedger.tsx';

const CAPTION = 'px-3 py-2 text-left text-lg font-semibold text-stone-900';

/** A message for a value the catalogue may not name (a status added later): the raw value then. */
function label(t: (key: MessageKey) => string, key: string, raw: string): string {
  const text = t(key as MessageKey);
  return text === key ? raw : text;
}

/** Recent orders (to the back office's order page), bookings and the current bag. */
export function MemberActivity({ detail }: { detail: AdminMemberDetail }) {
  const { t, language } = useI18n();
  const ids = { orders: useId(), bookings: useId(), bag: useId() };
  const { orders, bookings, bag, member } = detail;
  return (
    <div className="space-y-4">
      <div role="region" aria-labelledby={ids.orders} tabIndex={0} className={TABLE_BOX}>
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption id={ids.orders} className={CAPTION}>{t('member.orders')}</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className={CELL}>{t('orders.number')}</th>
              <th scope="col" className={CELL}>{t('orders.placed')}</th>
              <th scope="col" className={CELL}>{t('orders.status')}</th>
              <th scope="col" className={CELL}>{t('orders.fulfilment')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('orders.items')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-stone-200">
                <th scope="row" className={`${CELL} font-medium`}>
                  <Link to={`/orders/${order.id}`} className="text-blush-800 underline underline-offset-2 hover:text-blush-900">{order.number}</Link>
                </th>
                <td className={CELL}>{dateTime(order.created_at, language, member.country)}</td>
                <td className={CELL}>{label(t, `status.${order.status}`, order.status)}</td>
                <td className={CELL}>{label(t, `fulfilment.${order.fulfilment}`, order.fulfilment)}</td>
                <td className={`${CELL} text-right tabular-nums`}>{order.items_count}</td>
                <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{money(order.total, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {orders.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('member.no_orders')}</p> : null}
      </div>

      <div className="grid gap-4 xl:grid-cols-2">
        <div role="region" aria-labelledby={ids.bookings} tabIndex={0} className={TABLE_BOX}>
          <table className="w-full border-collapse text-sm">
            <caption id={ids.bookings} className={CAPTION}>{t('member.bookings')}</caption>
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className={CELL}>{t('member.booking')}</th>
                <th scope="col" className={CELL}>{t('member.when')}</th>
                <th scope="col" className={CELL}>{t('member.booking_state')}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id} className="border-t border-stone-200">
                  <th scope="row" className={`${CELL} font-normal`}>
                    <span className="block font-medium">{booking.activity}</span>
                    <span className="block text-stone-600">{booking.store} · {booking.number}</span>
                  </th>
                  <td className={CELL}>{dateTime(booking.starts_at, language, member.country)}</td>
                  <td className={CELL}>{t(`booking_state.${booking.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {bookings.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('member.no_bookings')}</p> : null}
        </div>

        <div role="region" aria-labelledby={ids.bag} tabIndex={0} className={TABLE_BOX}>
          <table className="w-full border-collapse text-sm">
            <caption id={ids.bag} className={CAPTION}>{t('member.bag')}</caption>
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className={CELL}>{t('order.product')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('order.quantity')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('order.unit_price')}</th>
              </tr>
            </thead>
            <tbody>
              {bag.map((line) => (
                <tr key={line.sku} className="border-t border-stone-200">
                  <th scope="row" className={`${CELL} font-normal`}>
                    <span className="block font-medium">{line.product}</span>
                    <span className="block text-stone-600">{line.brand} · {line.sku}</span>
                  </th>
                  <td className={`${CELL} text-right tabular-nums`}>{line.quantity}</td>
                  <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{money(line.price, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {bag.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('member.bag_empty')}</p> : null}
        </div>
      </div>
    </div>
  );
}
