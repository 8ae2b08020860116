/**
 * `/sign_in` (SPEC.md §2): optional `return_to` (the encoded full path of the page the shopper came
 * from, same-origin only). After Google sign-in without a member the API sends the browser here with
 * `social_error=google_not_linked` and the Google profile, which the sign-up link carries on.
 */
import { errorMessage } from '@blush/shared/errors';
import type { Route } from './+types/sign-in';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountAuthShell } from '../features/account/components/AccountAuthShell.tsx';
import { AccountSignInForm } from '../features/account/components/AccountSignInForm.tsx';
import { parseReturnTo, withReturnTo } from '../features/account/return-to.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { requestLocale } from '../lib/request-context.server.ts';

export function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const returnTo = parseReturnTo(params.get('return_to'));
  const code = params.get('social_error');
  const language = requestLocale(context).language;
  let socialError: { message: string; signUpHref?: string } | undefined;
  if (code === 'google_not_linked') {
    socialError = {
      message: errorMessage('google_not_linked', language),
      signUpHref: withReturnTo('/sign_up', returnTo, {
        link_token: params.get('link_token') ?? undefined,
        email: params.get('email') ?? undefined,
        first_name: params.get('first_name') ?? undefined,
        last_name: params.get('last_name') ?? undefined,
      }),
    };
  } else if (code) {
    socialError = { message: errorMessage('social_sign_in_failed', language) };
  }
  return { returnTo, socialError, email: code ? '' : (params.get('email') ?? '') };
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.sign_in.title');

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountAuthShell title={t('account.sign_in.title')} intro={<p>{t('account.sign_in.intro')}</p>}>
      <AccountSignInForm returnTo={loaderData.returnTo} socialError={loaderData.socialError} initialEmail={loaderData.email} />
    </AccountAuthShell>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
