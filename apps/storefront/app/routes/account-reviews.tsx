/** `/account/reviews`: the member's reviews with their status. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-reviews';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountReviews } from '../features/account/components/AccountReviews.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.reviews.title');

export default function AccountReviewsPage() {
  return <AccountReviews />;
}
