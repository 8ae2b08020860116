/** `/account/details`: personal details and the password. Inside the account area: signed in, private. */
import type { Route } from './+types/account-details';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountChangePasswordForm } from '../features/account/components/AccountChangePasswordForm.tsx';
import { AccountDetailsForm } from '../features/account/components/AccountDetailsForm.tsx';
import { AccountPageHeader } from '../features/account/components/AccountPageHeader.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { useTranslation } from '../lib/i18n.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.details.title');

export default function AccountDetailsPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountPageHeader title={t('account.details.title')} />
      <div className="max-w-2xl space-y-12">
        <AccountDetailsForm />
        <div className="border-t border-neutral-200 pt-10">
          <AccountChangePasswordForm />
        </div>
      </div>
    </>
  );
}
