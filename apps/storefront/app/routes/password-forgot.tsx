/** `/users/password/forgot`: ask for a password reset link. */
import type { Route } from './+types/password-forgot';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountForgotPassword } from '../features/account/components/AccountForgotPassword.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.forgot.title');

export default function ForgotPasswordPage() {
  return <AccountForgotPassword />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
