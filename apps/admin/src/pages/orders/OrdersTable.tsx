import { Link, useSearchParams } from 'react-router';
import type { AdminOrderRow } from '@blush/shared/admin-order-contracts';
import { useI18n } from '../../lib/i18n.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { CELL, DataTable } from '../../components/DataTable.tsx';

/** An e-mail address that may wrap after its @ on a narrow screen, never inside a word. */
function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  return at < 0 ? email : (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
const WIDE = 'hidden lg:table-cell';

/**
 * Orders as a semantic table (caption, scoped headers), scrollable on its own on a narrow screen,
 * with "Next page" for the keyset cursor (and back to the first page).
 */
export function OrdersTable({ caption, orders, nextCursor, busy }: { caption: string; orders: AdminOrderRow[]; nextCursor: string | null; busy: boolean }) {
  const { t, language } = useI18n();
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  if (nextCursor) next.set('cursor', nextCursor);
  const first = new URLSearchParams(params);
  first.delete('cursor');

  return (
    <div aria-busy={busy} className="space-y-3">
      <DataTable
        caption={caption}
        minWidth="min-w-[40rem]"
        after={orders.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('orders.none')}</p> : null}
        head={
          <>
            <th scope="col" className={CELL}>{t('orders.number')}</th>
            <th scope="col" className={CELL}>{t('orders.placed')}</th>
            <th scope="col" className={CELL}>{t('orders.customer')}</th>
            <th scope="col" className={CELL}>{t('orders.country')}</th>
            <th scope="col" className={CELL}>{t('orders.status')}</th>
            <th scope="col" className={CELL}>{t('orders.fulfilment')}</th>
            <th scope="col" className={`${CELL} ${WIDE}`}>{t('orders.payment_method')}</th>
            <th scope="col" className={`${CELL} ${WIDE}`}>{t('orders.delivery')}</th>
            <th scope="col" className={`${CELL} text-right`}>{t('orders.total')}</th>
          </>
        }
      >
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-stone-200 hover:bg-stone-50">
              <th scope="row" className={`${CELL} font-medium`}>
                <Link to={`/orders/${order.id}`} className="text-blush-800 underline underline-offset-2 hover:text-blush-900">
                  {order.number}
                </Link>
              </th>
              <td className={CELL}>{dateTime(order.created_at, language, order.country)}</td>
              <td className={CELL}>
                <span className="block">{order.name}</span>
                <span className="block text-stone-600">{emailWithBreak(order.email)}</span>
              </td>
              <td className={CELL}>{order.country}</td>
              <td className={CELL}>{t(`status.${order.status}`)}</td>
              <td className={CELL}>{t(`fulfilment.${order.fulfilment}`)}</td>
              <td className={`${CELL} ${WIDE}`}>{t(`payment.${order.payment_method}`)}</td>
              <td className={`${CELL} ${WIDE}`}>{t(`delivery.${order.delivery_option}`)}</td>
              <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{money(order.total, language)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <nav aria-label={t('orders.results_region')} className="flex gap-3">
        {params.has('cursor') ? (
          <Link to={{ search: first.toString() }} className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100">
            {t('orders.first_page')}
          </Link>
        ) : null}
        {nextCursor ? (
          <Link to={{ search: next.toString() }} className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100">
            {t('orders.next_page')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
