/** `/sandbox/stores` (internal test page): the store locator's components with fixture stores. */
import type { Route } from './+types/sandbox-stores';
import { SandboxStoresBench } from './sandbox/SandboxStoresBench.tsx';
import { mapSettings } from '../features/stores/stores.server.ts';
import { requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  const map = mapSettings();
  return { title: requestT(context)('sandbox.bench.stores.title'), now: Date.now(), tileUrl: map.tileUrl, attribution: map.attribution };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxStoresRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxStoresBench now={loaderData.now} tileUrl={loaderData.tileUrl} attribution={loaderData.attribution} />;
}
