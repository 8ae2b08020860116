/** `/account/rewards`: the Beauty Pass rewards catalogue. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-rewards';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountRewards } from '../features/account/components/AccountRewards.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.rewards.title');

export default function AccountRewardsPage() {
  return <AccountRewards />;
}
