import { useSearchParams } from 'react-router';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { useOrderList } from './order-query.ts';

/** The fraud review queue: orders held for review, oldest first; each opens to approve or block. */
export function FraudQueuePage() {
  const { t } = useI18n();
  return (
    <Allowed action="fraud.review" title={t('orders.fraud_title')}>
      <FraudQueue />
    </Allowed>
  );
}

function FraudQueue() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const list = useOrderList({ queue: 'fraud', cursor: params.get('cursor') ?? undefined });
  return (
    <>
      <PageHeading>{t('orders.fraud_title')}</PageHeading>
      <p className="text-stone-700">{t('orders.fraud_intro')}</p>
      <ErrorAlert error={list.error} />
      {list.data ? (
        <OrdersTable caption={t('orders.fraud_caption')} orders={list.data.orders} nextCursor={list.data.next_cursor} busy={list.isFetching} />
      ) : list.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
    </>
  );
}
