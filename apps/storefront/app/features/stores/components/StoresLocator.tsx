/**
 * The store locator (`/store-locations`): search by name, city or postcode, "near me" with the
 * browser's position (nearest first, with distances), the list and the map side by side on a wide
 * screen and one above the other on a phone. Each entry says whether the store is open now on its
 * own clock and what it offers.
 */
import { useId, useMemo, useState } from 'react';
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNearMe } from '../hooks/use-near-me.ts';
import { useNow } from '../hooks/use-now.ts';
import { searchStores, sortByDistance } from '../store-search.ts';
import { StoresList } from './StoresList.tsx';
import { StoresMap } from './StoresMap.tsx';

export interface StoresLocatorProps {
  stores: readonly StoreLocationDto[];
  /** The loader's instant (ms): the first render's "open now". */
  now: number;
  initialQuery?: string;
  tileUrl: string | null;
  attribution: string;
}

export function StoresLocator({ stores, now: initialNow, initialQuery = '', tileUrl, attribution }: StoresLocatorProps) {
  const { t, i18n } = useTranslation();
  const now = useNow(initialNow);
  const [query, setQuery] = useState(initialQuery);
  const [activeId, setActiveId] = useState<string | null>(null);
  const { nearMe, locate, clear } = useNearMe();
  const searchId = useId();
  const position = nearMe.status === 'located' ? nearMe.position : null;

  const shown = useMemo(() => {
    const found = searchStores(stores, query);
    return position ? sortByDistance(found, position) : found.map((s) => ({ ...s, distanceKm: undefined }));
  }, [stores, query, position]);

  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const geoMessage =
    nearMe.status === 'denied' ? t('stores.geo.denied') : nearMe.status === 'unavailable' ? t('stores.geo.unavailable') : nearMe.status === 'unsupported' ? t('stores.geo.unsupported') : null;

  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <form role="search" aria-label={t('stores.search.label')} className="flex-1" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="block text-sm font-semibold">
            {t('stores.search.label')}
          </label>
          <div className="relative mt-1.5">
            <UiIcon name="search" size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-neutral-500" />
            <input
              id={searchId}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('stores.search.placeholder')}
              autoComplete="off"
              className="h-12 w-full border border-neutral-400 bg-white pl-10 pr-3 text-base outline-none focus:border-black focus-visible:ring-2 focus-visible:ring-black"
              data-testid="store-search"
            />
          </div>
        </form>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={locate}
            disabled={nearMe.status === 'locating'}
            className="inline-flex h-12 items-center gap-2 border border-black px-5 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60"
            data-testid="near-me"
          >
            <UiIcon name="pin" size={20} />
            {nearMe.status === 'locating' ? t('stores.geo.locating') : t('stores.geo.near_me')}
          </button>
          {position ? (
            <button type="button" onClick={clear} className="text-sm font-medium underline underline-offset-4" data-testid="near-me-clear">
              {t('stores.geo.clear')}
            </button>
          ) : null}
        </div>
      </div>
      <div role="alert" className="empty:hidden" data-testid="geo-message">
        {geoMessage ? <p className="border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-neutral-900">{geoMessage}</p> : null}
      </div>
      <p role="status" className="text-sm text-neutral-700" data-testid="stores-count">
        {shown.length === 0
          ? t('stores.search.none', { query: query.trim() })
          : `${t('stores.search.count', { count: shown.length })}${position ? ` · ${t('stores.geo.sorted')}` : ''}`}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <section aria-labelledby="stores-list-title">
          <h2 id="stores-list-title" className="sr-only">
            {t('stores.list_title')}
          </h2>
          <StoresList
            stores={shown}
            now={now}
            activeId={activeId}
            onActive={setActiveId}
            distance={(d) => t('stores.geo.distance', { distance: km.format(d) })}
          />
        </section>
        <section aria-labelledby="stores-map-title" className="lg:sticky lg:top-4">
          <h2 id="stores-map-title" className="sr-only">
            {t('stores.map.title')}
          </h2>
          <StoresMap
            markers={shown.map((s, index) => ({ id: s.slug, name: s.name, label: `${index + 1}. ${s.name}`, number: index + 1, latitude: s.latitude, longitude: s.longitude, href: `/store-locations/${s.slug}` }))}
            activeId={activeId}
            onActive={setActiveId}
            label={t('stores.map.label')}
            caption={t('stores.map.caption')}
            tileUrl={tileUrl}
            attribution={attribution}
            you={position ? { ...position, label: t('stores.map.you') } : null}
            scaleLabel={(d) => t('stores.map.scale', { distance: km.format(d) })}
          />
        </section>
      </div>
    </div>
  );
}
