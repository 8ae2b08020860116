/** `/account/orders`: the member's orders. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-orders';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountOrders } from '../features/account/components/AccountOrders.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.orders.title');

export default function AccountOrdersPage() {
  return <AccountOrders />;
}
