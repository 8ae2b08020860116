import { useSearchParams } from 'react-router';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { apiQueryOf, filtersOf, searchOf, useOrderList } from './order-query.ts';

/** Orders: search and filters in the URL (shareable, back button), newest first, keyset pages. */
export function OrdersPage() {
  const { t } = useI18n();
  return (
    <Allowed action="orders.read" title={t('orders.title')}>
      <OrdersList />
    </Allowed>
  );
}

function OrdersList() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const list = useOrderList(apiQueryOf(params));
  const filterKey = searchOf(filtersOf(params)).toString();
  return (
    <>
      <PageHeading>{t('orders.title')}</PageHeading>
      <OrderFilters key={filterKey} initial={filtersOf(params)} onApply={(filters) => setParams(searchOf(filters))} />
      <ErrorAlert error={list.error} />
      {list.data ? (
        <OrdersTable caption={t('orders.table_caption')} orders={list.data.orders} nextCursor={list.data.next_cursor} busy={list.isFetching} />
      ) : list.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
    </>
  );
}
