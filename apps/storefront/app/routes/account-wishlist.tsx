/** `/account/wishlist`: saved products. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-wishlist';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountWishlist } from '../features/account/components/AccountWishlist.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.wishlist.title');

export default function AccountWishlistPage() {
  return <AccountWishlist />;
}
