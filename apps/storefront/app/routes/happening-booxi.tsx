/** `/happening/services/booxi/success` and `/happening/services/booxi/cancel` (product guide §2): an external booking provider's result pages. */
import type { Route } from './+types/happening-booxi';
import { HappeningProviderResult } from '../features/happening/components/HappeningProviderResult.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { notFound } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context, params }: Route.LoaderArgs) {
  if (params.result !== 'success' && params.result !== 'cancel') notFound();
  const result: 'success' | 'cancel' = params.result === 'success' ? 'success' : 'cancel';
  return { result, title: requestT(context)(`happening.provider.${result}_title`) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function HappeningBooxiPage({ loaderData }: Route.ComponentProps) {
  return <HappeningProviderResult result={loaderData.result} />;
}
