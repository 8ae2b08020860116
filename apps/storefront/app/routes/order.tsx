/**
 * `/orders/{id}` and its views `/orders/{id}/confirmation`, `/payment_pending`, `/payment_failed`,
 * `/payment_instruction` (product guide §2): the order screen (`features/order`), loaded in the browser.
 * The view shown is always the one the order's state calls for: opened at another view's path, the
 * page goes to its own (`OrderPage`); another last segment, or an id that is not a UUID, is a 404. Private, not indexed, no page-view analytics. The card
 * form for "Retry payment" comes from the checkout feature.
 */
import type { Route } from './+types/order';
import { CheckoutCardForm } from '../features/checkout/components/CheckoutCardFields.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { GiftMessageSection } from '../features/gift-message/components/GiftMessageSection.tsx';
import { OrderPage } from '../features/order/components/OrderPage.tsx';
import { ORDER_VIEWS, type OrderViewName } from '../features/order/order-view.ts';
import { orderTexts } from '../features/order/order-texts.server.ts';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { notFound } from '../lib/route-errors.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export const handle = { analytics: false };

/** Orders are identified by a UUID: anything else is a page that cannot exist (404 from the server). */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ context, params }: Route.LoaderArgs) {
  const view = (params as { view?: string }).view;
  if (!ORDER_ID.test(params.id) || (view !== undefined && !(ORDER_VIEWS as readonly string[]).includes(view))) notFound();
  const { country, language } = requestLocale(context);
  return {
    title: requestT(context)('order.title'),
    messages: scopedMessages(language, ['checkout', 'gift_message', 'order']),
    texts: orderTexts(country, language),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function OrderRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <OrderPage
        key={params.id}
        orderId={params.id}
        requestedView={(params as { view?: OrderViewName }).view}
        texts={loaderData.texts}
        CardForm={CheckoutCardForm}
        GiftMessage={GiftMessageSection}
      />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
