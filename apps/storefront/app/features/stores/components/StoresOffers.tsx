/**
 * What a store offers: click-and-collect, and the beauty services, classes and events it holds
 * (the store's `happening`, from the bookings module).
 */
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export function storeOffers(store: Pick<StoreLocationDto, 'clickAndCollect' | 'happening'>): Array<'click_and_collect' | 'services' | 'classes' | 'events'> {
  return [
    ...(store.clickAndCollect ? (['click_and_collect'] as const) : []),
    ...(store.happening?.services ? (['services'] as const) : []),
    ...(store.happening?.classes ? (['classes'] as const) : []),
    ...(store.happening?.events ? (['events'] as const) : []),
  ];
}

/** Where the happening area lists each kind (its tabs). */
const HAPPENING = { services: '/happening/services', classes: '/happening/services?tab=classes', events: '/happening/services?tab=events' } as const;

export function StoresOffers({ store, compact = false }: { store: Pick<StoreLocationDto, 'clickAndCollect' | 'happening'>; compact?: boolean }) {
  const { t } = useTranslation();
  const offers = storeOffers(store);
  if (!offers.length) return null;
  return (
    <ul className={cx(compact ? 'mt-2 flex flex-wrap gap-2' : 'mt-3 space-y-2')} aria-label={compact ? t('stores.offers.title') : undefined} data-testid="store-offers">
      {offers.map((offer) =>
        compact ? (
          <li key={offer} className="bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-800">
            {t(`stores.offers.${offer}`)}
          </li>
        ) : (
          <li key={offer} className="flex gap-2 text-sm">
            <UiIcon name="check" size={20} className="shrink-0 text-green-700" />
            <span>
              {offer === 'click_and_collect' ? (
                <span className="font-semibold">{t(`stores.offers.${offer}`)}</span>
              ) : (
                <UiLink to={HAPPENING[offer]} className="font-semibold underline underline-offset-2">
                  {t(`stores.offers.${offer}`)}
                </UiLink>
              )}
              <span className="block text-neutral-700">{t(`stores.offers.${offer}_body`)}</span>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
