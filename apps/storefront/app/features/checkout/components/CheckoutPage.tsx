/**
 * The checkout page (`/checkout`): one page in clear sections — contact, delivery, the shipping
 * address (or who collects), invoice details, payment — and the review with the cost summary of
 * the chosen delivery option and "Place order". Two columns on a desktop (the summary stays in
 * view on the right), one on a phone (the summary comes before the review).
 *
 * Loaded in the browser (`GET /checkout`); an empty bag, or one with a line out of stock or not
 * sold here, goes back to the bag with the reason. Fields are checked as the shopper leaves them
 * and all at once on "Place order" (the shared address rules, in the shopper's language); errors
 * sit next to their fields and in a summary at the top with links to them.
 *
 * The form's state is the form kit's `useSchemaForm` (components/form); placing the order and
 * mapping the API's refusals back onto the fields is `usePlaceOrder` (hooks/use-place-order.ts).
 */
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { REGISTRATION_NUMBERS, type AddressField, type RecipientField, addressFieldLabel, registrationNumberName } from '@blush/shared/address';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { CheckoutDto } from '@blush/shared/checkout-contracts';
import { COUNTRY_CODES, MARKETS } from '@blush/shared/markets';
import type { OrderDto } from '@blush/shared/order-contracts';
import { countryName } from '@blush/shared/site';
import { FormCheckbox, FormField, FormSelect } from '../../../components/form/FormControls.tsx';
import { FormErrorSummary } from '../../../components/form/FormMessages.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { UiLink, useSafeNavigate } from '../../../components/ui/UiLink.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { signInHref } from '../../../lib/session.ts';
import { useFormatMoney, useSiteLocale } from '../../../lib/site.ts';
import type { CheckoutApi } from '../checkout-api.ts';
import { type AddressValues, type CheckoutValues, checkValues, chosenOption, collecting, fieldOrder, initialValues, paidInFull, shipsNothing } from '../checkout-form.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { BACK_TO_BAG_NOTICE_MS, usePlaceOrder } from '../hooks/use-place-order.ts';
import { CheckoutAddressFields } from './CheckoutAddressFields.tsx';
import { CheckoutDelivery } from './CheckoutDelivery.tsx';
import { CheckoutPayment } from './CheckoutPayment.tsx';
import { CheckoutReviewLines } from './CheckoutReviewLines.tsx';
import { CheckoutSection } from './CheckoutSection.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';

/** The parts of checkout another feature (gift cards, through the route) adds. */
export interface CheckoutSlots {
  /** Paying with gift cards and store credit, at the top of the payment step; `reload` after a change. */
  payment?: (props: { bag: BagDto; reload: () => Promise<CheckoutDto | undefined>; announce: (text: string) => void }) => ReactNode;
  /** More lines of the review (`li`: the gift cards being bought). */
  reviewLines?: (bag: BagDto) => ReactNode;
}

export interface CheckoutPageProps {
  slots?: CheckoutSlots;
  /** Catalogue messages (product guide §8) in the page language, for going back to the bag. */
  messages: { bagEmpty: string; outOfStock: string };
  /** The order is placed: the bag is empty now (the route updates the header's count). */
  onOrderPlaced?: (order: OrderDto) => void;
}

function CheckoutLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" data-testid="checkout-loading">
      <p role="status" className="sr-only">
        {t('checkout.loading')}
      </p>
      <div className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 animate-pulse bg-neutral-100" />
        ))}
      </div>
      <div className="h-72 animate-pulse bg-neutral-100" />
    </div>
  );
}

export function CheckoutPage({ messages, onOrderPlaced, slots }: CheckoutPageProps) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const navigate = useSafeNavigate();
  const notify = useNotify();
  const ids = useId();
  const data = checkout.data;
  // A bag of only gift cards is not empty.
  const empty = !!data && data.bag.lines.length === 0 && !data.bag.giftCardLines?.length;
  const leaving = !!data && (empty || !data.bag.canCheckout);
  const emptyError = isApiError(checkout.error) && checkout.error.code === 'bag_empty';

  // Nothing to check out: back to the bag, saying why.
  useEffect(() => {
    if (!data && !emptyError) return;
    if (emptyError || empty) {
      notify(messages.bagEmpty, { type: 'warn', duration: BACK_TO_BAG_NOTICE_MS, group: 'checkout' });
      navigate('/cart', { replace: true });
    } else if (data && !data.bag.canCheckout) {
      notify(data.bag.blockers[0]?.message ?? messages.outOfStock, { type: 'error', duration: BACK_TO_BAG_NOTICE_MS, group: 'checkout' });
      navigate('/cart', { replace: true });
    }
  }, [data, empty, emptyError, messages, navigate, notify]);

  return (
    <section className="mx-auto w-full max-w-screen-xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12" aria-labelledby={`${ids}-title`} data-testid="checkout-page">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id={`${ids}-title`} className="text-3xl font-semibold tracking-tight">
          {t('checkout.title')}
        </h1>
        <UiLink to="/cart" className="text-sm font-semibold underline underline-offset-4 hover:no-underline">
          {t('checkout.back_to_bag')}
        </UiLink>
      </div>
      {!data || leaving ? (
        checkout.error && !checkout.loading && !emptyError ? (
          <div role="alert" className="mt-8 space-y-3 border border-neutral-200 p-5">
            <p>{isApiError(checkout.error) && checkout.error.status < 500 && !checkout.error.message.startsWith('HTTP ') ? checkout.error.message : t('checkout.load_failed')}</p>
            <button type="button" onClick={() => void checkout.reload()} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
              {t('checkout.retry')}
            </button>
          </div>
        ) : (
          <CheckoutLoading />
        )
      ) : (
        <CheckoutForm data={data} api={checkout.api} reload={checkout.reload} reloading={checkout.loading} onOrderPlaced={onOrderPlaced} slots={slots} />
      )}
    </section>
  );
}

interface CheckoutFormProps {
  data: CheckoutDto;
  api: CheckoutApi;
  reload: () => Promise<CheckoutDto | undefined>;
  reloading: boolean;
  onOrderPlaced: ((order: OrderDto) => void) | undefined;
  slots: CheckoutSlots | undefined;
}

function CheckoutForm({ data, api, reload, reloading, onOrderPlaced, slots }: CheckoutFormProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { country } = useSiteLocale();
  const format = useFormatMoney();
  const uid = useId();

  const context = { country, text, data, t };
  const validate = useCallback((values: CheckoutValues) => checkValues(values, { country, text, data, t }), [country, text, data, t]);
  const form = useSchemaForm<CheckoutValues>({ initialValues: () => initialValues(data, country), validate, fieldOrder: (values) => fieldOrder(country, values, shipsNothing(data)) });
  const submit = usePlaceOrder({ data, api, reload, form, context, t, onOrderPlaced });
  const { values, update, touch, idFor, errors: shown, pending: placing } = form;
  const option = chosenOption(data, values);
  const summary = option?.summary ?? data.bag.summary;
  const guest = data.member === null;
  const noShipping = shipsNothing(data);
  const taking = collecting(values) && !noShipping;
  // Steps are numbered as shown: without a delivery to choose, the later ones move up.
  const step = (n: number) => (noShipping && n > 2 ? n - 1 : n);
  const covered = paidInFull(data, values);
  const [announcement, setAnnouncement] = useState('');

  const setRecipient = (field: RecipientField, value: string) => update((v) => ({ ...v, recipient: { ...v.recipient, [field]: value } }), `recipient.${field}`);
  const setAddress = (section: 'shipping' | 'billing') => (field: AddressField, value: string) =>
    update((v) => ({ ...v, [section]: { ...(v[section] as AddressValues), [field]: value } }), `${section}.${field}`);

  const registration = REGISTRATION_NUMBERS[country];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${uid}-form-title`} className="mt-6" data-testid="checkout-form">
      <h2 id={`${uid}-form-title`} className="sr-only">
        {t('checkout.form_title')}
      </h2>
      <FormErrorSummary
        id={form.summaryId}
        title={form.summaryOpen ? (form.formError ?? t('checkout.errors_title', { count: form.summary.length })) : undefined}
        errors={form.summary}
        onGoTo={form.goTo}
        className="mb-6"
      />

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="space-y-10 lg:col-start-1 lg:row-start-1">
          <CheckoutSection id={`${uid}-contact`} step={1} title={t('checkout.contact.title')}>
            <FormField
              id={idFor('email')}
              label={t('checkout.contact.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={values.email}
              onChange={(e) => update((v) => ({ ...v, email: e.target.value }), 'email')}
              onBlur={() => touch('email')}
              hint={t('checkout.contact.email_hint')}
              error={shown.email}
            />
            {guest ? (
              <p className="text-sm text-neutral-700" data-testid="sign-in-prompt">
                {t('checkout.contact.have_account')}{' '}
                <UiLink to={signInHref('/checkout')} className="font-semibold underline underline-offset-4 hover:no-underline">
                  {t('checkout.contact.sign_in')}
                </UiLink>
              </p>
            ) : null}
          </CheckoutSection>

          {noShipping ? null : (
            <CheckoutSection id={`${uid}-delivery`} step={2} title={t('checkout.delivery.title')}>
              <CheckoutDelivery
                data={data}
                delivery={values.delivery}
                storeId={values.storeId}
                errors={shown}
                idFor={idFor}
                onDelivery={(id) => update((v) => ({ ...v, delivery: id as CheckoutValues['delivery'] }), 'delivery')}
                onStore={(id) => update((v) => ({ ...v, storeId: id }), 'store')}
              />
            </CheckoutSection>
          )}

          <CheckoutSection id={`${uid}-address`} step={step(3)} title={noShipping ? t('checkout.address.gift_cards_title') : taking ? t('checkout.address.collect_title') : t('checkout.address.title')}>
            {taking ? <p className="text-sm text-neutral-700">{t('checkout.address.collect_note')}</p> : null}
            {noShipping ? (
              <p className="text-sm text-neutral-700" data-testid="no-shipping-note">
                {t('checkout.address.gift_cards_note')}
              </p>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              {(['first_name', 'last_name'] as const).map((field) => (
                <FormField
                  key={field}
                  id={idFor(`recipient.${field}`)}
                  label={addressFieldLabel(country, field, text)}
                  autoComplete={field === 'first_name' ? 'given-name' : 'family-name'}
                  maxLength={50}
                  value={values.recipient[field]}
                  onChange={(e) => setRecipient(field, e.target.value)}
                  onBlur={() => touch(`recipient.${field}`)}
                  error={shown[`recipient.${field}`]}
                />
              ))}
            </div>
            <fieldset>
              <legend className="text-sm font-semibold">{addressFieldLabel(country, 'mobile', text)}</legend>
              <div className="mt-1.5 grid grid-cols-[minmax(0,9.5rem)_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
                <FormSelect
                  id={idFor('recipient.calling_code')}
                  label={addressFieldLabel(country, 'calling_code', text)}
                  autoComplete="tel-country-code"
                  hideLabel
                  value={values.recipient.calling_code}
                  onChange={(e) => setRecipient('calling_code', e.target.value)}
                  onBlur={() => touch('recipient.calling_code')}
                  error={shown['recipient.calling_code']}
                  options={COUNTRY_CODES.map((code) => ({ value: MARKETS[code].callingCode, label: `${MARKETS[code].callingCode} ${countryName(code, text)}` }))}
                />
                <FormField
                  id={idFor('recipient.mobile')}
                  label={addressFieldLabel(country, 'mobile', text)}
                  hideLabel
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={20}
                  value={values.recipient.mobile}
                  onChange={(e) => setRecipient('mobile', e.target.value)}
                  onBlur={() => touch('recipient.mobile')}
                  hint={noShipping ? t('checkout.address.mobile_hint_order') : t('checkout.address.mobile_hint')}
                  error={shown['recipient.mobile']}
                />
              </div>
            </fieldset>
            {!taking && !noShipping ? (
              <CheckoutAddressFields
                country={country}
                section="shipping"
                values={values.shipping}
                errors={shown}
                idFor={idFor}
                onChange={setAddress('shipping')}
                onBlur={(field) => touch(`shipping.${field}`)}
              />
            ) : null}
          </CheckoutSection>

          <CheckoutSection id={`${uid}-invoice`} step={step(4)} title={t('checkout.invoice.title')}>
            <FormField
              id={idFor('registration_number')}
              label={t('checkout.invoice.registration', { name: registrationNumberName(country, text) })}
              optional
              autoComplete="off"
              spellCheck={false}
              maxLength={30}
              value={values.registrationNumber}
              onChange={(e) => update((v) => ({ ...v, registrationNumber: e.target.value }), 'registration_number')}
              onBlur={() => touch('registration_number')}
              hint={t('checkout.invoice.registration_hint', { example: registration.example })}
              error={shown.registration_number}
            />
            <FormCheckbox
              id={idFor('billing_same')}
              label={taking || noShipping ? t('checkout.invoice.add_billing') : t('checkout.invoice.same_as_shipping')}
              checked={taking || noShipping ? !values.billingSame : values.billingSame}
              onChange={(e) => update((v) => ({ ...v, billingSame: taking || noShipping ? !e.target.checked : e.target.checked }), 'billing_same')}
            />
            {!values.billingSame ? (
              <fieldset>
                <legend className="mb-3 text-base font-semibold">{t('checkout.invoice.billing_title')}</legend>
                <CheckoutAddressFields
                  country={country}
                  section="billing"
                  values={values.billing}
                  errors={shown}
                  idFor={idFor}
                  onChange={setAddress('billing')}
                  onBlur={(field) => touch(`billing.${field}`)}
                />
              </fieldset>
            ) : null}
          </CheckoutSection>

          <CheckoutSection id={`${uid}-payment`} step={step(5)} title={t('checkout.payment.title')}>
            {slots?.payment?.({ bag: data.bag, reload, announce: setAnnouncement })}
            {covered ? (
              <p className="border-l-4 border-emerald-700 bg-emerald-50 px-4 py-3 text-sm" data-testid="paid-in-full">
                {t('gift_cards.tender.paid_in_full')}
              </p>
            ) : (
            <CheckoutPayment
              data={data}
              payment={values.payment}
              bank={values.bank}
              card={values.card}
              errors={shown}
              idFor={idFor}
              onPayment={(id) => update((v) => ({ ...v, payment: id as CheckoutValues['payment'] }), 'payment')}
              onBank={(id) => update((v) => ({ ...v, bank: id }), 'bank')}
              onCard={(field, value) => update((v) => ({ ...v, card: { ...v.card, [field]: value } }), `card.${field}`)}
              onBlur={touch}
              disabled={placing}
            />
            )}
          </CheckoutSection>
        </div>

        <aside aria-labelledby={`${uid}-summary`} className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="border border-neutral-200 bg-neutral-50 p-5 sm:p-6" aria-busy={reloading}>
            <h2 id={`${uid}-summary`} className="text-lg font-semibold tracking-tight">
              {t('checkout.summary.title')}
            </h2>
            <div className="mt-4">
              <CheckoutSummary summary={summary} itemsCount={data.bag.itemsCount} deliveryName={option?.name} shipsNothing={noShipping} guest={guest} />
            </div>
          </div>
        </aside>

        <div className="lg:col-start-1 lg:row-start-2">
          <CheckoutSection id={`${uid}-review`} step={step(6)} title={t('checkout.review.title')}>
            <CheckoutReviewLines bag={data.bag} extra={slots?.reviewLines?.(data.bag)} />
            <p className="text-sm text-neutral-700" data-testid="terms-note">
              {t('checkout.review.terms_before')}{' '}
              <UiLink to="/terms?section=Legal+Terms" className="underline underline-offset-2 hover:no-underline">
                {t('checkout.review.terms')}
              </UiLink>{' '}
              {t('checkout.review.terms_and')}{' '}
              <UiLink to="/privacy" className="underline underline-offset-2 hover:no-underline">
                {t('checkout.review.privacy')}
              </UiLink>
              {t('checkout.review.terms_after')}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-lg font-semibold tabular-nums" data-testid="review-total">
                <span className="mr-2 text-sm font-normal text-neutral-600">{t('checkout.summary.total')}</span>
                {format(summary.total)}
              </p>
              <button
                type="submit"
                disabled={placing || reloading}
                aria-disabled={placing || reloading ? true : undefined}
                className="inline-flex h-12 w-full items-center justify-center gap-2 bg-black px-10 text-sm font-bold uppercase tracking-[0.08em] text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-500 sm:w-auto"
                data-testid="place-order"
              >
                {placing ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
                {placing ? t('checkout.place.placing') : t('checkout.place.button')}
              </button>
            </div>
            <p role="status" aria-live="polite" className="sr-only">
              {placing ? t('checkout.place.placing') : announcement}
            </p>
          </CheckoutSection>
        </div>
      </div>
    </form>
  );
}
