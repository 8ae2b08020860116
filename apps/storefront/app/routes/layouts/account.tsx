/**
 * The account area (/account/*): signed-in members only. Without the `jwt-data` cookie the loader
 * sends the shopper to `/sign_in?return_to=<this page>`; with it, the page asks the API for the
 * account in the browser and does the same on a 401 after the refresh attempt (`AccountArea`).
 * Private and never stored by caches.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/account';
import { COOKIE } from '@blush/shared/locale';
import { AccountArea } from '../../features/account/components/AccountArea.tsx';
import { ErrorsRouteBoundary } from '../../features/errors/components/ErrorsRouteBoundary.tsx';
import { parseCookies } from '../../lib/cookies.ts';
import { PRIVATE_PAGE_HEADERS } from '../../lib/page-headers.server.ts';
import { signInHref } from '../../lib/session.ts';

export function loader({ request, url }: Route.LoaderArgs) {
  if (!parseCookies(request.headers.get('cookie'))[COOKIE.jwtData]) throw redirect(signInHref(`${url.pathname}${url.search}`));
  return null;
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export default function AccountLayout() {
  return <AccountArea />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
