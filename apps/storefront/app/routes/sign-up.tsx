/**
 * `/sign_up`: registration. Keeps `return_to`; after Google sign-in without a member it arrives with
 * the Google profile (`email`, names) and `link_token`, which registration sends as
 * `social_link_token` so the Google account is linked to the new member.
 */
import type { Route } from './+types/sign-up';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountAuthShell } from '../features/account/components/AccountAuthShell.tsx';
import { AccountRegisterForm } from '../features/account/components/AccountRegisterForm.tsx';
import { parseReturnTo } from '../features/account/return-to.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { useTranslation } from '../lib/i18n.ts';

const text = (value: string | null, max: number) => (value ? value.slice(0, max) : undefined);

export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  return {
    returnTo: parseReturnTo(params.get('return_to')),
    prefill: {
      email: text(params.get('email'), 254),
      first_name: text(params.get('first_name'), 50),
      last_name: text(params.get('last_name'), 50),
      link_token: text(params.get('link_token'), 2000),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.sign_up.title');

export default function SignUpPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountAuthShell wide title={t('account.sign_up.title')} intro={<p>{t('account.sign_up.intro')}</p>}>
      <AccountRegisterForm returnTo={loaderData.returnTo} prefill={loaderData.prefill} />
    </AccountAuthShell>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
