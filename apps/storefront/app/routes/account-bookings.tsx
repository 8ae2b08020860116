/**
 * `/account/bookings`: the member's bookings (product guide §1). Inside the account area
 * (routes/layouts/account.tsx): signed in, private; the bookings are asked for in the browser.
 */
import type { Route } from './+types/account-bookings';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountBookings } from '../features/account/components/AccountBookings.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.bookings.title');

export default function AccountBookingsPage() {
  return <AccountBookings />;
}
