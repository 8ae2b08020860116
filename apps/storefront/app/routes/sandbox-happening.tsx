/** `/sandbox/happening` (internal test page): the happening components with fixture entries. */
import type { Route } from './+types/sandbox-happening';
import { SandboxHappeningBench } from './sandbox/SandboxHappeningBench.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('sandbox.bench.happening.title') };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxHappeningRoute() {
  return <SandboxHappeningBench />;
}
