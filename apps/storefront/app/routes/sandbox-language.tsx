/** `/sandbox/language` (internal test page): the same components in the four languages, with each language's messages. */
import type { Route } from './+types/sandbox-language';
import { SandboxLanguageBench } from './sandbox/SandboxLanguageBench.tsx';
import { sandboxMessages } from '../features/sandbox/sandbox.server.ts';
import { requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  return {
    title: requestT(context)('sandbox.bench.language.title'),
    messages: { en: sandboxMessages('en'), id: sandboxMessages('id'), th: sandboxMessages('th'), zh: sandboxMessages('zh') },
    now: Date.now(),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxLanguageRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxLanguageBench messages={loaderData.messages} now={loaderData.now} />;
}
