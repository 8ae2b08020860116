/**
 * `/happening/services/reschedule/{id}` and `/happening/{services|classes|events}/cancel/{id}`
 * (product guide §2): managing a booking, for a guest with the e-mailed `?token=` or a signed-in
 * member. The booking is asked for in the browser (it is private; a member's session may need a
 * refresh first). Never cached, never indexed.
 */
import { useSearchParams } from 'react-router';
import type { Route } from './+types/happening-manage';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { HappeningCancel } from '../features/happening/components/HappeningCancel.tsx';
import { HappeningReschedule } from '../features/happening/components/HappeningReschedule.tsx';
import { kindOfPath } from '../features/happening/happening-kinds.ts';
import { isBookingId } from '../features/happening/happening.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestT } from '../lib/request-context.server.ts';
import { notFound } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context, params }: Route.LoaderArgs) {
  const { action } = params;
  const valid = action === 'cancel' ? !!kindOfPath(params.kind) : action === 'reschedule' && params.kind === 'services';
  if (!valid || !isBookingId(params.id)) notFound();
  return { action, id: params.id, title: requestT(context)(`happening.manage.${action}_title`) };
}

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function HappeningManagePage({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const token = search.get('token');
  return loaderData.action === 'reschedule' ? <HappeningReschedule id={loaderData.id} token={token} /> : <HappeningCancel id={loaderData.id} token={token} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
