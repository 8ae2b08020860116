/**
 * `/cart`: the shopper's bag (`features/bag`), read by the loader with the shopper's cookies and
 * drawn on the server (the browser reads it only when the server could not). Private: never stored
 * by a shared cache, and revalidated by the browser on every visit (`no-cache`, not `no-store`, so
 * the back/forward cache keeps the page); not indexed; page-view analytics off (product guide §2:
 * the root data's `analyticsEnabled` is false under /cart, `NO_ANALYTICS_PREFIXES`). Its texts (the
 * `cart` namespace) travel with this page only.
 */
import type { Route } from './+types/cart';
import { BagPage } from '../features/bag/components/BagPage.tsx';
import { readShopperBag } from '../features/bag/bag.server.ts';
import { BAG_GIFT_CARD_SLOTS } from './gift-card-slots.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export const handle = { analytics: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { country, language } = requestLocale(context);
  return {
    title: requestT(context)('cart.title'),
    messages: scopedMessages(language, ['cart', 'gift_cards']),
    bag: await readShopperBag(serverApi(context), request, country),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-cache' };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <BagPage slots={BAG_GIFT_CARD_SLOTS} initial={loaderData.bag} />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
