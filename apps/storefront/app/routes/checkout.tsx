/**
 * `/checkout`: the checkout page (`features/checkout`), loaded in the browser like the bag.
 * Private (never stored), not indexed, no page-view analytics (`NO_ANALYTICS_PREFIXES`); its texts
 * (the `checkout` namespace) and the address tables travel with this page only. Placing an order
 * empties the bag: the header's count says so at once.
 */
import type { OrderDto } from '@blush/shared/order-contracts';
import type { Route } from './+types/checkout';
import { bagCountKey, setBagCount } from '../features/bag/bag-count.ts';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage.tsx';
import { useCheckoutGiftCardSlots } from './gift-card-slots.tsx';
import { checkoutTexts } from '../features/checkout/checkout-texts.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { I18nScope } from '../lib/i18n.ts';
import { SHARED_MESSAGES, scopedMessages } from '../lib/i18n.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { loadedQueryClient } from '../lib/query.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';
import { useSessionSubject } from '../lib/session.ts';
import { useSiteLocale } from '../lib/site.ts';

export const handle = { analytics: false };

export function loader({ context }: Route.LoaderArgs) {
  const { language } = requestLocale(context);
  return { title: requestT(context)('checkout.title'), messages: scopedMessages(language, ['checkout', 'gift_cards'], SHARED_MESSAGES.checkout), texts: checkoutTexts(language) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { country } = useSiteLocale();
  const subject = useSessionSubject();
  const giftCardSlots = useCheckoutGiftCardSlots();
  const placed = (_order: OrderDto) => {
    setBagCount(bagCountKey(country, subject), 0);
    // The bag page's cached bag is the ordered one: read it again next time.
    void loadedQueryClient()?.then((client) => client.removeQueries({ queryKey: ['bag'] })).catch(() => undefined);
  };
  return (
    <I18nScope messages={loaderData.messages}>
      <CheckoutPage messages={loaderData.texts} onOrderPlaced={placed} slots={giftCardSlots} />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
