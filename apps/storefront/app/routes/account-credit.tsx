/** `/account/credit`: the member's store credit (`features/gift-cards`). Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-credit';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountPageHeader } from '../features/account/components/AccountPageHeader.tsx';
import { StoreCreditPage } from '../features/gift-cards/components/StoreCreditPage.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.credit.title');

export default function AccountCreditPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountPageHeader title={t('account.credit.title')} intro={t('account.credit.intro')} />
      <StoreCreditPage />
    </>
  );
}
