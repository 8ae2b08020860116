/** `/account`: the account dashboard. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountDashboard } from '../features/account/components/AccountDashboard.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.dashboard.title');

export default function AccountPage() {
  return <AccountDashboard />;
}
