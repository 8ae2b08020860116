/**
 * `/cart`: the shopper's bag (`features/bag`), loaded in the browser. Private: never stored by a
 * cache; not indexed; page-view analytics off (product guide §2: the root data's `analyticsEnabled` is
 * false under /cart, `NO_ANALYTICS_PREFIXES`). Its texts (the `cart` namespace) travel with this
 * page only.
 */
import type { Route } from './+types/cart';
import { BagPage } from '../features/bag/components/BagPage.tsx';
import { BAG_GIFT_CARD_SLOTS } from './gift-card-slots.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export const handle = { analytics: false };

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('cart.title'), messages: scopedMessages(requestLocale(context).language, ['cart', 'gift_cards']) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <BagPage slots={BAG_GIFT_CARD_SLOTS} />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
