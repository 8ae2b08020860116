/** `/account/wishlist`: saved products. The wishlist comes later; until then, an honest empty state. */
import { useTranslation } from '../../../lib/i18n.ts';
import { AccountEmptyState } from './AccountEmptyState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';

export function AccountWishlist() {
  const { t } = useTranslation();
  return (
    <>
      <AccountPageHeader title={t('account.wishlist.title')} />
      <AccountEmptyState icon="sparkle" title={t('account.wishlist.empty_title')} body={t('account.wishlist.empty_body')} action={{ label: t('account.wishlist.shop'), href: '/' }} />
    </>
  );
}
