/** `/dev/mailbox/:id` (blank layout): one sent e-mail with its links clickable. Not in production. */
import { mailSchema } from '@blush/shared/account-contracts';
import type { Route } from './+types/dev-mailbox-message';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountMailMessage } from '../features/account/components/AccountMailbox.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,12}$/.test(params.id)) notFound();
  try {
    return { mail: await serverApi(context).get(`/dev/mailbox/${params.id}`, { schema: mailSchema }) };
  } catch (error) {
    rethrowApiError(error);
  }
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.mailbox.title');

export default function DevMailboxMessagePage({ loaderData }: Route.ComponentProps) {
  return <AccountMailMessage mail={loaderData.mail} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
