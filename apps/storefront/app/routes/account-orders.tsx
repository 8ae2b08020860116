/**
 * `/account/orders`: the member's orders. Inside the account area (routes/layouts/account.tsx):
 * signed in, private. The loader sends the delivery options' names in the page language (the
 * shared delivery table stays on the server, as for the order page); the orders themselves are
 * asked for in the browser.
 */
import type { Route } from './+types/account-orders';
import { accountPageMeta } from '../features/account/account-meta.ts';
import { AccountOrders } from '../features/account/components/AccountOrders.tsx';
import { orderTexts } from '../features/order/order-texts.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { country, language } = requestLocale(context);
  return { deliveryNames: orderTexts(country, language).deliveryNames };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ matches }) => accountPageMeta(matches, 'account.orders.title');

export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  return <AccountOrders deliveryNames={loaderData.deliveryNames} />;
}
