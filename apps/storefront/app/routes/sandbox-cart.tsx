/** `/sandbox/cart` (internal test page): the bag's components in their states with fixture bags. */
import { errorMessage } from '@blush/shared/errors';
import type { Route } from './+types/sandbox-cart';
import { SandboxCartBench } from './sandbox/SandboxCartBench.tsx';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { language } = requestLocale(context);
  return {
    title: requestT(context)('sandbox.bench.cart.title'),
    texts: {
      promotionInvalid: errorMessage('promotion_invalid', language),
      outOfStock: errorMessage('out_of_stock', language),
      unavailable: errorMessage('variant_unavailable_in_country', language),
    },
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxCartRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxCartBench texts={loaderData.texts} />;
}
