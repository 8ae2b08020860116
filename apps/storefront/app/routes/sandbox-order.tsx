/**
 * `/sandbox/orders/{au,sg,hk,nz,id,my,ph,th}` (internal test page): the order page of that country
 * with fixture orders, one case at a time (`?case=`). Another country code is a 404.
 */
import { countryName } from '@blush/shared/site';
import { translator } from '@blush/shared/messages';
import type { Route } from './+types/sandbox-order';
import { SandboxOrderBench } from './sandbox/SandboxOrderBench.tsx';
import { parseOrderCase } from './sandbox/order-cases.ts';
import { parseSandboxCountry } from '../features/sandbox/sandbox-pages.ts';
import { orderTexts } from '../features/order/order-texts.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { notFound } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context, params, request }: Route.LoaderArgs) {
  const country = parseSandboxCountry(params.country);
  if (!country) notFound();
  const { language } = requestLocale(context);
  return {
    title: requestT(context)('sandbox.bench.orders.country_title', { country: countryName(country, translator(language)) }),
    country,
    which: parseOrderCase(new URL(request.url).searchParams.get('case'), country),
    // The delivery names are the bench country's, in the page language.
    texts: orderTexts(country, language),
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function SandboxOrderRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxOrderBench country={loaderData.country} which={loaderData.which} texts={loaderData.texts} now={loaderData.now} />;
}
