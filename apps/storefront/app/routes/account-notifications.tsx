/**
 * `/account/notifications`: what the member hears about and how — e-mail, and web push in browsers
 * turned on here (`features/waitlist`). Inside the account area: signed in, private.
 */
import type { Route } from './+types/account-notifications';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountPageHeader } from '../features/account/components/AccountPageHeader.tsx';
import { NotificationChoices } from '../features/waitlist/components/NotificationChoices.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.notifications.title');

export default function AccountNotificationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountPageHeader title={t('account.notifications.title')} intro={t('account.notifications.intro')} />
      <NotificationChoices />
    </>
  );
}
