import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminOrderDetailResponseSchema } from '@blush/shared/admin-order-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderPeople } from './OrderPeople.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { orderKey } from './order-actions.ts';

/** One order: its state and the actions the role allows, lines and totals, customer and delivery, and its whole timeline. */
export function OrderDetailPage() {
  const { t } = useI18n();
  return (
    <Allowed action="orders.read" title={t('orders.title')}>
      <OrderDetail />
    </Allowed>
  );
}

function OrderDetail() {
  const { t, language } = useI18n();
  const { id = '' } = useParams();
  const [notice, setNotice] = useState('');
  const detail = useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => apiRequest(`/orders/${encodeURIComponent(id)}`, adminOrderDetailResponseSchema, { signal }),
  });

  if (detail.isPending) return <p role="status">{t('app.loading')}</p>;
  if (detail.isError || !detail.data) {
    return (
      <>
        <PageHeading>{t('orders.title')}</PageHeading>
        <ErrorAlert error={detail.error} />
        <Link to="/orders" className="text-blush-800 underline">{t('order.back')}</Link>
      </>
    );
  }

  const { order } = detail.data;
  return (
    <>
      <Link to="/orders" className="text-sm text-blush-800 underline underline-offset-2">
        {t('order.back')}
      </Link>
      <PageHeading>{t('order.title', { number: order.number })}</PageHeading>
      <p className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-stone-200 px-3 py-1">{t(`status.${order.status}`)}</span>
        <span className="rounded-full bg-stone-200 px-3 py-1">{t(`fulfilment.${order.fulfilment}`)}</span>
        <span className="rounded-full bg-stone-200 px-3 py-1">{t(`payment.${order.paymentMethod}`)}</span>
        <span className="rounded-full bg-stone-200 px-3 py-1">{t(`delivery.${order.deliveryOption}`)}</span>
        <span className="px-1 py-1 text-stone-700">{t('order.placed', { date: dateTime(order.createdAt, language, order.country) })}</span>
      </p>
      <StatusMessage message={notice} />
      <OrderActions detail={detail.data} onNotice={setNotice} />
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <OrderLines detail={detail.data} />
          <OrderTimeline detail={detail.data} />
        </div>
        <OrderPeople detail={detail.data} />
      </div>
    </>
  );
}
