/**
 * `/sign_in` (product guide §2): optional `return_to` (the encoded full path of the page the shopper came
 * from, same-origin only). After Google sign-in without a member the API sends the browser here with
 * `social_error=google_not_linked` and the Google profile, which the sign-up link carries on.
 */
import { redirect } from 'react-router';
import { socialProvidersResponseSchema } from '@blush/shared/account-contracts';
import { errorMessage } from '@blush/shared/errors';
import { COOKIE } from '@blush/shared/locale';
import type { Route } from './+types/sign-in';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountAuthShell } from '../features/account/components/AccountAuthShell.tsx';
import { AccountSignInForm } from '../features/account/components/AccountSignInForm.tsx';
import { destinationAfterSignIn, parseReturnTo, withReturnTo } from '../features/account/return-to.ts';
import { useSignedInRedirect } from '../features/account/hooks/use-signed-in-redirect.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { parseCookies } from '../lib/cookies.ts';
import { requestLocale, serverApi } from '../lib/request-context.server.ts';

/** Whether the request's session is a member's (the API answers the account): then sign-in goes straight on. */
async function signedIn(request: Request, api: ReturnType<typeof serverApi>): Promise<boolean> {
  const cookie = request.headers.get('cookie');
  if (!cookie || !parseCookies(cookie)[COOKIE.jwtData]) return false;
  return api.get('/account', { headers: { cookie }, retries: 0 }).then(
    () => true,
    () => false,
  );
}

/** Social sign-in offered only when the API can do it (an OIDC client id is set). */
async function socialProviders(api: ReturnType<typeof serverApi>): Promise<string[]> {
  return api.get('/auth/social/providers', { schema: socialProvidersResponseSchema }).then(
    (r) => r.providers,
    () => [],
  );
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const returnTo = parseReturnTo(params.get('return_to'));
  const api = serverApi(context);
  const [member, providers] = await Promise.all([signedIn(request, api), socialProviders(api)]);
  // Already signed in: on to return_to (a same-origin path, parseReturnTo) or the account.
  if (member) throw redirect(destinationAfterSignIn(returnTo));
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
  return { returnTo, socialError, email: code ? '' : (params.get('email') ?? ''), google: providers.includes('google') };
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.sign_in.title');

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useSignedInRedirect(loaderData.returnTo);
  return (
    <AccountAuthShell title={t('account.sign_in.title')} intro={<p>{t('account.sign_in.intro')}</p>}>
      <AccountSignInForm returnTo={loaderData.returnTo} socialError={loaderData.socialError} initialEmail={loaderData.email} google={loaderData.google} />
    </AccountAuthShell>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
