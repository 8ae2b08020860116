/**
 * `/store-locations/{slug}`: a store's page (product guide §2), with schema.org `Store` JSON-LD. An
 * unknown slug is the 404 page. A store of another country's site answers 404 too (this site has
 * no such store), with a page that names the store's country and offers that site or this
 * country's stores: switching sites changes prices, bag and delivery, so it is the shopper's call.
 */
import { data } from 'react-router';
import { defaultLanguage } from '@blush/shared/markets';
import type { Route } from './+types/store-location';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { siteOrigin } from '../features/seo/seo-urls.ts';
import { StoresDetail } from '../features/stores/components/StoresDetail.tsx';
import { StoresElsewhere } from '../features/stores/components/StoresElsewhere.tsx';
import { directionsUrl, fetchStore, fetchStores, isStoreSlug, mapSettings, storeJsonLd } from '../features/stores/stores.server.ts';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!isStoreSlug(params.slug)) notFound();
  const locale = requestLocale(context);
  const t = requestT(context);
  let found;
  try {
    found = await fetchStore(serverApi(context), params.slug);
  } catch (error) {
    rethrowApiError(error);
  }
  if (!found) notFound();
  const messages = scopedMessages(locale.language, ['stores']);
  if ('elsewhere' in found) {
    const title = t('stores.elsewhere.title', { country: t(`stores.countries.${found.elsewhere.toLowerCase()}`) });
    return data({ kind: 'elsewhere' as const, title, messages, country: found.elsewhere, path: `/store-locations/${params.slug}` }, { status: 404 });
  }
  const { store } = found;
  // The country's other stores around it on the map; the page stands without them.
  const stores = await fetchStores(serverApi(context)).catch(() => [store]);
  const url = new URL(`/store-locations/${store.slug}`, siteOrigin(locale.country));
  if (locale.language !== defaultLanguage(locale.country)) url.searchParams.set('language', locale.language);
  return {
    kind: 'store' as const,
    title: store.name,
    description: t('stores.detail.description', { name: store.name, address: `${store.address}, ${store.city}` }),
    messages,
    store,
    stores: stores.map(({ slug, name, latitude, longitude }) => ({ slug, name, latitude, longitude })),
    now: Date.now(),
    directions: directionsUrl(store),
    map: mapSettings(),
    jsonLd: storeJsonLd(store, url.toString()),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta(matches, undefined);
  if (loaderData.kind === 'elsewhere') return pageMeta(matches, loaderData.title, { noindex: true });
  return [...pageMeta(matches, loaderData.title, { description: loaderData.description }), { 'script:ld+json': loaderData.jsonLd }];
};

export default function StoreLocationPage({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      {loaderData.kind === 'elsewhere' ? (
        <StoresElsewhere country={loaderData.country} path={loaderData.path} />
      ) : (
        <StoresDetail store={loaderData.store} stores={loaderData.stores} now={loaderData.now} directions={loaderData.directions} tileUrl={loaderData.map.tileUrl} attribution={loaderData.map.attribution} />
      )}
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
