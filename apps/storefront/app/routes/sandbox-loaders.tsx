/** `/sandbox/loaders` (internal test page): every loading, skeleton and load-failure state. */
import type { Route } from './+types/sandbox-loaders';
import { SandboxLoadersBench } from './sandbox/SandboxLoadersBench.tsx';
import { orderTexts } from '../features/order/order-texts.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { country, language } = requestLocale(context);
  return { title: requestT(context)('sandbox.bench.loaders.title'), texts: orderTexts(country, language) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxLoadersRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxLoadersBench texts={loaderData.texts} />;
}
