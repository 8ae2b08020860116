/** `/sandbox/content` (internal test page): the content components with fixture entries. */
import type { Route } from './+types/sandbox-content';
import { SandboxContentBench } from './sandbox/SandboxContentBench.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('sandbox.bench.content.title') };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxContentRoute() {
  return <SandboxContentBench />;
}
