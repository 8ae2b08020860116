/**
 * `/sandbox/payments/{id}` (blank layout; internal test page, product guide §2): pay, fail or expire a
 * payment as the bank would. Outside production only: in production the API answers 404.
 */
import type { Route } from './+types/sandbox-payment';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { SandboxPaymentPage } from '../features/sandbox-payments/components/SandboxPaymentPage.tsx';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { notFound } from '../lib/route-errors.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export const handle = { analytics: false };

export function loader({ context, params }: Route.LoaderArgs) {
  if (!/^[\w-]{1,64}$/.test(params.id)) notFound();
  return { title: requestT(context)('sandbox.payment_title'), messages: scopedMessages(requestLocale(context).language, ['sandbox']) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxPaymentRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <SandboxPaymentPage key={params.id} paymentId={params.id} />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
