/**
 * `/store-locations`: the store locator (product guide §2, §7 `store-locations`): the country's
 * stores, searchable (`?q=` starts a search), nearest first on request, on a list and a map. Its
 * texts (the `stores` namespace) travel with the store pages only.
 */
import type { Route } from './+types/store-locations';
import { UiBreadcrumbs } from '../components/ui/UiBreadcrumbs.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { StoresLocator } from '../features/stores/components/StoresLocator.tsx';
import { fetchStores, mapSettings } from '../features/stores/stores.server.ts';
import { I18nScope, useTranslation } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = requestT(context);
  try {
    const stores = await fetchStores(serverApi(context));
    return {
      title: t('stores.title'),
      description: t('stores.description'),
      messages: scopedMessages(requestLocale(context).language, ['stores']),
      stores,
      now: Date.now(),
      query: (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100),
      map: mapSettings(),
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { description: loaderData?.description });

function Intro() {
  const { t } = useTranslation();
  return <p className="mt-3 max-w-2xl text-base text-neutral-700">{t('stores.intro')}</p>;
}

export default function StoreLocationsPage({ loaderData }: Route.ComponentProps) {
  const { title, messages, stores, now, query, map } = loaderData;
  return (
    <I18nScope messages={messages}>
      <section className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="stores-title" data-testid="stores-page">
        <UiBreadcrumbs items={[{ label: title }]} />
        <h1 id="stores-title" className="mt-4 text-3xl font-black uppercase tracking-[0.12em] sm:text-4xl">
          {title}
        </h1>
        <Intro />
        <StoresLocator stores={stores} now={now} initialQuery={query} tileUrl={map.tileUrl} attribution={map.attribution} />
      </section>
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
