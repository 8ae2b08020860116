/**
 * `/waitlist/confirm?id=&token=` and `/waitlist/unsubscribe?id=&token=`: the links of the alert
 * e-mails (features/waitlist). Inside the account scope (its messages), open to everybody; private
 * and never indexed (the URL carries a token).
 */
import { useLocation } from 'react-router';
import type { Route } from './+types/waitlist-link';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { AlertLinkPage } from '../features/waitlist/components/AlertLinkPage.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';

const actionOf = (pathname: string) => (pathname.replace(/\/+$/, '').endsWith('/unsubscribe') ? 'unsubscribe' : 'confirm');

export function headers(): HeadersInit {
  return { ...PRIVATE_PAGE_HEADERS, 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta(matches, actionOf(location.pathname) === 'unsubscribe' ? 'account.alerts.link.unsubscribe_page' : 'account.alerts.link.confirm_page');

export default function WaitlistLinkPage() {
  const { pathname } = useLocation();
  const action = actionOf(pathname);
  return <AlertLinkPage key={action} action={action} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
