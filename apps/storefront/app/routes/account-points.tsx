/** `/account/points`: points summary. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-points';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountPoints } from '../features/account/components/AccountPoints.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.points.title');

export default function AccountPointsPage() {
  return <AccountPoints />;
}
