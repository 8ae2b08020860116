/** `/account/beauty-profile`: the member's beauty profile. Inside the account area (routes/layouts/account.tsx): signed in, private. */
import type { Route } from './+types/account-beauty-profile';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountBeautyProfileForm } from '../features/account/components/AccountBeautyProfileForm.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.beauty_profile.title');

export default function AccountBeautyProfilePage() {
  return <AccountBeautyProfileForm />;
}
