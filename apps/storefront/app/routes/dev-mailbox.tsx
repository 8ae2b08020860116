/**
 * `/dev/mailbox` (blank layout): the e-mails the shop sent, for development and tests. The API
 * answers only outside production; there this page is a 404.
 */
import { mailboxResponseSchema } from '@blush/shared/account-contracts';
import type { Route } from './+types/dev-mailbox';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountMailbox } from '../features/account/components/AccountMailbox.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const to = url.searchParams.get('to')?.trim() ?? '';
  try {
    const { messages } = await serverApi(context).get('/dev/mailbox', { schema: mailboxResponseSchema, query: { to } });
    return { messages, to };
  } catch (error) {
    rethrowApiError(error);
  }
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.mailbox.title');

export default function DevMailboxPage({ loaderData }: Route.ComponentProps) {
  return <AccountMailbox messages={loaderData.messages} to={loaderData.to} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
