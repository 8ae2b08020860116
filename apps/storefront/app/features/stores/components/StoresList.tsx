/** The locator's list: numbered like the map's markers, each store's name a link to its page. */
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { StoresOffers } from './StoresOffers.tsx';
import { StoresOpenStatus } from './StoresOpenStatus.tsx';

export interface StoresListProps {
  stores: ReadonlyArray<StoreLocationDto & { distanceKm?: number | undefined }>;
  now: number;
  activeId: string | null;
  onActive: (id: string | null) => void;
  distance: (km: number) => string;
}

export function StoresList({ stores, now, activeId, onActive, distance }: StoresListProps) {
  const { t } = useTranslation();
  if (!stores.length) return null;
  return (
    <ol className="divide-y divide-neutral-200 border-y border-neutral-200" data-testid="stores-list">
      {stores.map((store, index) => (
        <li
          key={store.slug}
          className={cx('flex gap-4 border-l-4 px-2 py-5 transition-colors', store.slug === activeId ? 'border-blush-600 bg-blush-50' : 'border-transparent')}
          onMouseEnter={() => onActive(store.slug)}
          onMouseLeave={() => onActive(null)}
          onFocus={() => onActive(store.slug)}
          onBlur={() => onActive(null)}
          data-testid="store-item"
          data-store={store.slug}
        >
          <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-black text-sm font-bold text-white">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-semibold">
              <UiLink to={`/store-locations/${store.slug}`} className="underline-offset-4 hover:underline" data-testid="store-link">
                {store.name}
              </UiLink>
            </h3>
            {store.distanceKm !== undefined ? <p className="mt-0.5 text-sm font-semibold text-blush-900" data-testid="store-distance">{distance(store.distanceKm)}</p> : null}
            <p className="mt-1 text-sm text-neutral-700">{store.address}, {store.city}</p>
            <StoresOpenStatus store={store} now={now} className="mt-2" />
            <StoresOffers store={store} compact />
            <p className="mt-2 text-sm">
              <span className="sr-only">{t('stores.phone')}: </span>
              <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">{store.phone}</a>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
