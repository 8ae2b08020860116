/** `/account/benefits`: Beauty Pass tier benefits. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-benefits';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountBenefits } from '../features/account/components/AccountBenefits.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.benefits.title');

export default function AccountBenefitsPage() {
  return <AccountBenefits />;
}
