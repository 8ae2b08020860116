/**
 * `/users/password/reset?token=`: the loader verifies the token with the API, so an expired link
 * shows "Reset link expired: ask for a new one" (product guide §8) straight away; a valid one gets the
 * new-password form.
 */
import { errorMessage } from '@blush/shared/errors';
import { tokenVerifyResponseSchema } from '@blush/shared/account-contracts';
import type { Route } from './+types/password-reset';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountResetPassword } from '../features/account/components/AccountResetPassword.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { isApiError } from '../lib/api-core.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const expired = errorMessage('reset_link_expired', requestLocale(context).language);
  if (token.length < 20 || token.length > 200) return { token, expiredMessage: expired };
  try {
    const result = await serverApi(context).get('/passwords/reset/verify', { method: 'POST', body: { token }, schema: tokenVerifyResponseSchema });
    return { token, expiredMessage: result.valid ? undefined : expired };
  } catch (error) {
    // 410 reset_link_expired, or a token the API refuses as malformed: the link is no good.
    if (isApiError(error) && (error.status === 410 || error.status === 400 || error.status === 404 || error.status === 422)) {
      return { token, expiredMessage: error.code === 'reset_link_expired' ? error.message : expired };
    }
    rethrowApiError(error);
  }
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.reset.title');

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  return <AccountResetPassword key={loaderData.token} token={loaderData.token} expiredMessage={loaderData.expiredMessage} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
