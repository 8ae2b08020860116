/** `/account/orders`: the member's orders. Checkout does not exist yet, so an honest "no orders yet". */
import { useTranslation } from '../../../lib/i18n.ts';
import { AccountEmptyState } from './AccountEmptyState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';

export function AccountOrders() {
  const { t } = useTranslation();
  return (
    <>
      <AccountPageHeader title={t('account.orders.title')} />
      <AccountEmptyState icon="bag" title={t('account.orders.empty_title')} body={t('account.orders.empty_body')} action={{ label: t('account.orders.shop'), href: '/' }} />
    </>
  );
}
