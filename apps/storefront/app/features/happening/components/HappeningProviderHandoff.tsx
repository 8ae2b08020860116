/**
 * Booking with an external provider (decision 0026): the shopper chooses the store here, and the
 * booking button hands over to the provider's booking page for that store, in their language; the
 * provider sends them back to `/happening/services/booxi/success` or `/cancel`. If the provider
 * cannot be reached, the shopper stays here and is told so.
 */
import { useId, useState } from 'react';
import type { ActivityDto } from '@blush/shared/booking-contracts';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useHappeningApi } from '../happening-api.ts';
import { HappeningStorePicker } from './HappeningStorePicker.tsx';

export function HappeningProviderHandoff({ activity, go = (url: string) => window.location.assign(url) }: { activity: ActivityDto; go?: (url: string) => void }) {
  const { t } = useTranslation();
  const api = useHappeningApi();
  const uid = useId();
  const [store, setStore] = useState<string | null>(activity.stores.length === 1 ? activity.stores[0]!.id : null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handOver = async () => {
    if (!store || pending) return;
    setPending(true);
    setError(null);
    try {
      go(await api.handoff(activity.id, store));
    } catch (failure) {
      setPending(false);
      setError(isApiError(failure) && failure.status < 500 ? failure.message : t('happening.handoff.failed'));
    }
  };

  return (
    <section aria-labelledby={`${uid}-title`} className="border-t border-neutral-200 pt-8" data-testid="booking-handoff">
      <h2 id={`${uid}-title`} className="text-xl font-bold">
        {t(`happening.book.title.${activity.kind}`)}
      </h2>
      <div className="mt-6 space-y-6">
        <section aria-labelledby={`${uid}-store`} className="space-y-3">
          <h3 id={`${uid}-store`} className="text-base font-semibold">
            {t('happening.book.store')}
          </h3>
          <HappeningStorePicker name={`${uid}-store-choice`} legendId={`${uid}-store`} stores={activity.stores} selected={store} onSelect={setStore} />
        </section>
        <p className="text-sm text-neutral-700">{t('happening.handoff.note')}</p>
        {error ? (
          <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3 text-sm" data-testid="handoff-error">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void handOver()}
          disabled={!store}
          aria-busy={pending}
          className="inline-flex h-12 w-full items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-500 sm:w-auto"
          data-testid="handoff-button"
        >
          {pending ? t('happening.handoff.pending') : t('happening.handoff.button')}
        </button>
      </div>
    </section>
  );
}
