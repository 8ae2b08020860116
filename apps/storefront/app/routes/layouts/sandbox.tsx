/**
 * Pathless layout of the sandbox test pages (`/sandbox`, `/sandbox/{bench}`, `/sandbox/orders/{country}`,
 * product guide §2 internal test pages): served only where the API serves the sandbox (404 in
 * production, `requireSandbox`), with the messages of every feature the benches show. Private, not
 * indexed, no page-view analytics (`/sandbox` is excluded there).
 */
import { Outlet } from 'react-router';
import type { Route } from './+types/sandbox';
import { ErrorsRouteBoundary } from '../../features/errors/components/ErrorsRouteBoundary.tsx';
import { requireSandbox, sandboxMessages } from '../../features/sandbox/sandbox.server.ts';
import { I18nScope } from '../../lib/i18n.ts';
import { PRIVATE_PAGE_HEADERS } from '../../lib/page-headers.server.ts';
import { requestLocale } from '../../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../../lib/revalidate.ts';

export const handle = { analytics: false };

export async function loader({ context }: Route.LoaderArgs) {
  await requireSandbox(context);
  return { messages: sandboxMessages(requestLocale(context).language) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export default function SandboxLayout({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <Outlet />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
