/**
 * `/account/waitlist`: the member's back-in-stock alerts and launch reminders (`features/waitlist`).
 * Inside the account area (routes/layouts/account.tsx): signed in, private.
 */
import type { Route } from './+types/account-waitlist';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountEmptyState } from '../features/account/components/AccountEmptyState.tsx';
import { AccountPageHeader } from '../features/account/components/AccountPageHeader.tsx';
import { AlertList } from '../features/waitlist/components/AlertList.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.alerts.title');

export default function AccountWaitlistPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountPageHeader title={t('account.alerts.title')} intro={t('account.alerts.intro')} />
      <AlertList empty={<AccountEmptyState icon="heart" title={t('account.alerts.empty_title')} body={t('account.alerts.empty_body')} action={{ label: t('account.wishlist.shop'), href: '/' }} />} />
    </>
  );
}
