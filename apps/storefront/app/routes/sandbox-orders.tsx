/** `/sandbox/orders` (internal test page): the per-country order outcome benches. */
import type { Route } from './+types/sandbox-orders';
import { SandboxOrdersBench } from '../features/sandbox/components/SandboxOrdersBench.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('sandbox.bench.orders.title') };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxOrdersRoute() {
  return <SandboxOrdersBench />;
}
