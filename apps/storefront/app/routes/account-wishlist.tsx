/**
 * `/account/wishlist`: saved products (`features/wishlist`), each with "Add to bag" (`features/bag`)
 * when in stock. Inside the account area (routes/layouts/account.tsx): signed in, private.
 */
import type { Route } from './+types/account-wishlist';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountEmptyState } from '../features/account/components/AccountEmptyState.tsx';
import { AccountPageHeader } from '../features/account/components/AccountPageHeader.tsx';
import { BagQuickAdd } from '../features/bag/components/BagCardAction.tsx';
import { WishlistList } from '../features/wishlist/components/WishlistList.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.wishlist.title');

export default function AccountWishlistPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountPageHeader title={t('account.wishlist.title')} />
      <WishlistList
        addToBag={(item) => <BagQuickAdd name={`${item.brand.name} ${item.product.name}`} slug={item.product.slug} variantId={item.variantId} />}
        empty={<AccountEmptyState icon="heart" title={t('account.wishlist.empty_title')} body={t('account.wishlist.empty_body')} action={{ label: t('account.wishlist.shop'), href: '/' }} />}
      />
    </>
  );
}
