/**
 * Delivery: a radio card per option (standard, express, click & collect) with its fee and the
 * estimated dates in the page's language; an option the bag cannot use is disabled and says why
 * (a click-and-collect-only line). Click & collect lists the stores beside a small map and shows
 * the chosen store's opening hours.
 */
import type { CheckoutDto } from '@blush/shared/checkout-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { useCheckoutFormat } from '../hooks/use-checkout-format.ts';
import { FormFieldError, FormRadioCard } from '../../../components/form/FormControls.tsx';
import { CheckoutStoreMap } from './CheckoutStoreMap.tsx';

export interface CheckoutDeliveryProps {
  data: CheckoutDto;
  delivery: string;
  storeId: string;
  errors: Partial<Record<string, string>>;
  idFor: (key: string) => string;
  onDelivery: (id: string) => void;
  onStore: (id: string) => void;
}

export function CheckoutDelivery({ data, delivery, storeId, errors, idFor, onDelivery, onStore }: CheckoutDeliveryProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { dateRange } = useCheckoutFormat();
  const store = data.stores.find((s) => s.id === storeId);
  return (
    <>
      <fieldset aria-describedby={errors.delivery ? `${idFor('delivery')}-error` : undefined}>
        <legend className="sr-only">{t('checkout.delivery.legend')}</legend>
        <div id={idFor('delivery')} tabIndex={-1} className="space-y-3 outline-none" data-testid="delivery-options">
          {data.deliveryOptions.map((option) => (
            <FormRadioCard
              key={option.id}
              id={idFor(`delivery-${option.id}`)}
              name="delivery_option"
              value={option.id}
              checked={delivery === option.id}
              disabled={!option.available}
              onChange={onDelivery}
              title={option.name}
              aside={option.fee.amount === 0 ? t('checkout.summary.free') : format(option.fee)}
              reason={option.available ? null : (option.unavailableReason ?? t('checkout.delivery.unavailable'))}
              testId={`delivery-${option.id}`}
            >
              <span className="block">{option.description}</span>
              <span className="mt-1 block font-medium text-black">
                {t(option.id === 'click_and_collect' ? 'checkout.delivery.ready' : 'checkout.delivery.estimated', {
                  dates: dateRange(option.estimatedDelivery.from, option.estimatedDelivery.to),
                })}
              </span>
            </FormRadioCard>
          ))}
        </div>
        <FormFieldError id={`${idFor('delivery')}-error`} message={errors.delivery} />
      </fieldset>

      {delivery === 'click_and_collect' ? (
        <fieldset aria-describedby={errors.store ? `${idFor('store')}-error` : undefined} data-testid="store-picker">
          <legend className="text-base font-semibold">{t('checkout.delivery.store_legend')}</legend>
          {data.stores.length === 0 ? (
            <p className="mt-3 text-sm text-neutral-700">{t('checkout.delivery.no_stores')}</p>
          ) : (
            <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <CheckoutStoreMap stores={data.stores} chosenId={storeId} onChoose={onStore} caption={t('checkout.delivery.map_caption')} />
              <div id={idFor('store')} tabIndex={-1} className="space-y-2 outline-none md:max-h-96 md:overflow-y-auto" data-testid="store-list">
                {data.stores.map((s, index) => (
                  <FormRadioCard
                    key={s.id}
                    id={idFor(`store-${s.id}`)}
                    name="store_id"
                    value={s.id}
                    checked={storeId === s.id}
                    onChange={onStore}
                    title={
                      <>
                        <span aria-hidden="true" className="mr-2 inline-flex size-6 items-center justify-center rounded-full border border-black text-xs">
                          {index + 1}
                        </span>
                        {s.name}
                      </>
                    }
                    testId="store-option"
                  >
                    <span className="block">{s.address}</span>
                    <span className="block">{s.city}</span>
                  </FormRadioCard>
                ))}
              </div>
            </div>
          )}
          <FormFieldError id={`${idFor('store')}-error`} message={errors.store} />
          {store ? (
            <div className="mt-4 border border-neutral-200 bg-neutral-50 p-4 text-sm" data-testid="store-hours" aria-live="polite">
              <p className="font-semibold">{store.name}</p>
              <p className="mt-1">{store.address}, {store.city}</p>
              <p className="mt-1">
                {t('checkout.delivery.phone')}: <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-2">{store.phone}</a>
              </p>
              <p className="mt-2 font-semibold">{t('checkout.delivery.hours')}</p>
              <p className="whitespace-pre-line">{store.hours}</p>
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
