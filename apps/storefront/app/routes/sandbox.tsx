/** `/sandbox` (internal test pages, product guide §2): the list of test benches. */
import type { Route } from './+types/sandbox';
import { SandboxIndex } from '../features/sandbox/components/SandboxIndex.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('sandbox.bench.index_title') };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxRoute() {
  return <SandboxIndex />;
}
