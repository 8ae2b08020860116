/** `/users/unlock?token=` (product guide §2): unlock a locked account, or ask for a new unlock link. */
import type { Route } from './+types/users-unlock';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountUnlock } from '../features/account/components/AccountUnlock.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get('token')?.slice(0, 200) || null };
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.unlock.title');

export default function UnlockPage({ loaderData }: Route.ComponentProps) {
  return <AccountUnlock token={loaderData.token} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
