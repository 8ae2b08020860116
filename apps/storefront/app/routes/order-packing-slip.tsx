/**
 * `/orders/{id}/packing-slip`: the order's printable packing slip with the gift message's link and
 * QR code (blank layout, print styles; loaded in the browser like the order page, the order being
 * the shopper's own). Private, not indexed, no page-view analytics.
 */
import type { Route } from './+types/order-packing-slip';
import { GiftPackingSlip } from '../features/gift-message/components/GiftPackingSlip.tsx';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { notFound } from '../lib/route-errors.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export const handle = { analytics: false };

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ context, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.id)) notFound();
  return {
    title: requestT(context)('gift_message.slip.title'),
    messages: scopedMessages(requestLocale(context).language, ['gift_message']),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function PackingSlipRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <GiftPackingSlip orderId={params.id} />
    </I18nScope>
  );
}
