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
 * Placing: `POST /orders` with the attempt's `Idempotency-Key` (`attempt.ts`: the same key for a
 * reload or a second press, a new one once the bag or a detail changes), the chosen option's total
 * as `expected_total` and the fraud screening's token; then `POST /orders/{id}/payments` with the
 * card or the bank; then the order page, which follows the payment.
 */
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { REGISTRATION_NUMBERS, type AddressField, type RecipientField, addressFieldLabel } from '@blush/shared/address';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { CheckoutDto } from '@blush/shared/checkout-contracts';
import { COUNTRY_CODES, MARKETS } from '@blush/shared/markets';
import type { OrderDto } from '@blush/shared/order-contracts';
import { countryName } from '@blush/shared/site';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink, useSafeNavigate } from '../../../components/ui/UiLink.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { signInHref } from '../../../lib/session.ts';
import { useFormatMoney, useSiteLocale } from '../../../lib/site.ts';
import { attemptFingerprint, attemptKey, forgetAttempt } from '../attempt.ts';
import { EMPTY_CARD, cardBody } from '../card.ts';
import type { CheckoutApi, StartPaymentBody } from '../checkout-api.ts';
import {
  type AddressValues,
  type CheckoutValues,
  type FieldErrors,
  checkValues,
  chosenOption,
  collecting,
  fieldOfServerPath,
  fieldOrder,
  serverFieldErrors,
  initialValues,
  orderBody,
} from '../checkout-form.ts';
import { type FraudScreening, loadFraudScreening } from '../fraud.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { CheckoutAddressFields } from './CheckoutAddressFields.tsx';
import { CheckoutDelivery } from './CheckoutDelivery.tsx';
import { CheckoutCheckbox, CheckoutField, CheckoutSection, CheckoutSelect } from './CheckoutFormControls.tsx';
import { CheckoutPayment } from './CheckoutPayment.tsx';
import { CheckoutReviewLines } from './CheckoutReviewLines.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';

export interface CheckoutPageProps {
  /** Catalogue messages (SPEC.md §8) in the page language, for going back to the bag. */
  messages: { bagEmpty: string; outOfStock: string };
  /** The order is placed: the bag is empty now (the route updates the header's count). */
  onOrderPlaced?: (order: OrderDto) => void;
}

/** How long the notice saying why the shopper is back in the bag stays. */
const BACK_TO_BAG_NOTICE_MS = 8000;

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

export function CheckoutPage({ messages, onOrderPlaced }: CheckoutPageProps) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const navigate = useSafeNavigate();
  const notify = useNotify();
  const ids = useId();
  const data = checkout.data;
  const leaving = !!data && (data.bag.lines.length === 0 || !data.bag.canCheckout);
  const emptyError = isApiError(checkout.error) && checkout.error.code === 'bag_empty';

  // Nothing to check out: back to the bag, saying why.
  useEffect(() => {
    if (!data && !emptyError) return;
    if (emptyError || (data && data.bag.lines.length === 0)) {
      notify(messages.bagEmpty, { type: 'warn', duration: BACK_TO_BAG_NOTICE_MS });
      navigate('/cart', { replace: true });
    } else if (data && !data.bag.canCheckout) {
      notify(data.bag.blockers[0]?.message ?? messages.outOfStock, { type: 'error', duration: BACK_TO_BAG_NOTICE_MS });
      navigate('/cart', { replace: true });
    }
  }, [data, emptyError, messages, navigate, notify]);

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
        <CheckoutForm data={data} api={checkout.api} reload={checkout.reload} reloading={checkout.loading} onOrderPlaced={onOrderPlaced} />
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
}

/** What makes two attempts the same order, apart from the details sent. */
const bagFingerprint = (bag: BagDto) => ({
  id: bag.id,
  lines: bag.lines.map((line) => [line.id, line.variant.id, line.quantity]),
  promotion: bag.promotion?.code ?? null,
  gifts: bag.gifts.map((gift) => gift.id),
  samples: bag.samples.map((sample) => sample.id),
  reward: bag.reward?.redemptionId ?? null,
});

function CheckoutForm({ data, api, reload, reloading, onOrderPlaced }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { country } = useSiteLocale();
  const navigate = useSafeNavigate();
  const notify = useNotify();
  const format = useFormatMoney();
  const focus = useFocusRequest();
  const uid = useId();
  const idFor = (key: string) => `${uid}-${key.replace(/\./g, '-')}`;
  const summaryId = `${uid}-errors`;

  const [values, setValues] = useState<CheckoutValues>(() => initialValues(data, country));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const fraud = useRef<Promise<FraudScreening> | null>(null);

  // The fraud screening client, with the layout's site id, as the page loads.
  useEffect(() => {
    fraud.current = loadFraudScreening(data.fraudSiteId);
  }, [data.fraudSiteId]);

  const context = { country, language, data, t };
  const clientErrors = useMemo(() => checkValues(values, { country, language, data, t }), [values, country, language, data, t]);
  const order = fieldOrder(country, values);
  const shown: FieldErrors = {};
  for (const key of order) {
    const message = serverErrors[key] ?? (submitted || touched.has(key) ? clientErrors[key] : undefined);
    if (message) shown[key] = message;
  }
  const shownKeys = order.filter((key) => shown[key]);
  // The summary names each mistake once (month and year of an expiry share theirs).
  const summaryKeys = shownKeys.filter((key, index) => shownKeys.findIndex((other) => shown[other] === shown[key]) === index);
  const option = chosenOption(data, values);
  const summary = option?.summary ?? data.bag.summary;
  const guest = data.member === null;
  const taking = collecting(values);

  const forget = (key: string) => {
    if (serverErrors[key]) setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const touch = (key: string) => setTouched((set) => (set.has(key) ? set : new Set(set).add(key)));
  const update = (change: (v: CheckoutValues) => CheckoutValues, key: string) => {
    setValues(change);
    forget(key);
  };
  const setRecipient = (field: RecipientField, value: string) => update((v) => ({ ...v, recipient: { ...v.recipient, [field]: value } }), `recipient.${field}`);
  const setAddress = (section: 'shipping' | 'billing') => (field: AddressField, value: string) =>
    update((v) => ({ ...v, [section]: { ...(v[section] as AddressValues), [field]: value } }), `${section}.${field}`);

  const goToField = (key: string) => {
    const element = document.getElementById(idFor(key));
    const target = element && element.tagName !== 'DIV' ? element : (element?.querySelector<HTMLElement>('input:checked, input:not(:disabled)') ?? element);
    target?.focus();
  };

  /** The API refused the order: say why, where it belongs. */
  const refused = async (error: unknown) => {
    if (!isApiError(error) || error.status >= 500 || error.message.startsWith('HTTP ')) {
      setFormError(t('checkout.place.failed'));
      focus(summaryId);
      return;
    }
    switch (error.code) {
      case 'out_of_stock':
      case 'variant_unavailable_in_country':
      case 'bag_empty':
        forgetAttempt();
        notify(error.message, { type: 'error', duration: BACK_TO_BAG_NOTICE_MS });
        navigate('/cart');
        return;
      case 'validation_failed': {
        const fields: FieldErrors = {};
        for (const [path, message] of serverFieldErrors(error.details)) {
          const key = fieldOfServerPath(path);
          if (key) fields[key] ??= message || t('checkout.place.field_invalid');
        }
        setServerErrors(fields);
        setFormError(Object.keys(fields).length > 0 ? t('checkout.place.check_fields') : error.message);
        focus(summaryId);
        return;
      }
      case 'payment_method_unavailable':
        setServerErrors({ payment: error.message });
        setFormError(error.message);
        focus(summaryId);
        void reload();
        return;
      case 'idempotency_conflict':
        forgetAttempt();
        setFormError(error.message);
        focus(summaryId);
        void reload();
        return;
      case 'price_changed':
      case 'promotion_invalid':
        // The new total (or the bag without the promotion) comes with the reloaded checkout.
        setFormError(error.message);
        focus(summaryId);
        void reload();
        return;
      default:
        setFormError(error.message);
        focus(summaryId);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way does nothing (and would send the same key).
    if (placingRef.current) return;
    setSubmitted(true);
    const found = checkValues(values, context);
    if (Object.keys(found).length > 0) {
      setServerErrors({});
      setFormError(undefined);
      focus(summaryId);
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    setFormError(undefined);
    setServerErrors({});
    try {
      const token = await fraud.current?.then((client) => client.token()).catch(() => undefined);
      const body = orderBody(values, context, token);
      const { fraud_token: _token, ...details } = body;
      const key = attemptKey(attemptFingerprint({ bag: bagFingerprint(data.bag), details }));
      let placed: OrderDto;
      try {
        placed = (await api.placeOrder(body, key)).order;
      } catch (error) {
        placingRef.current = false;
        setPlacing(false);
        await refused(error);
        return;
      }
      forgetAttempt();
      onOrderPlaced?.(placed);
      const payment: StartPaymentBody = values.payment === 'card' ? { card: cardBody(values.card) } : values.payment === 'virtual_account' ? { bank: values.bank as NonNullable<StartPaymentBody['bank']> } : {};
      try {
        await api.startPayment(placed.id, payment, crypto.randomUUID());
      } catch {
        // The order page shows how its payment stands and offers to pay again.
      }
      setValues((v) => ({ ...v, card: EMPTY_CARD }));
      navigate(`/orders/${encodeURIComponent(placed.id)}`);
    } catch (error) {
      placingRef.current = false;
      setPlacing(false);
      await refused(error);
    }
  };

  const registration = REGISTRATION_NUMBERS[country];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${uid}-form-title`} className="mt-6" data-testid="checkout-form">
      <h2 id={`${uid}-form-title`} className="sr-only">
        {t('checkout.form_title')}
      </h2>
      <div
        id={summaryId}
        role="alert"
        tabIndex={-1}
        data-testid="error-summary"
        className={cx(formError || (submitted && shownKeys.length > 0) ? 'mb-6 border-l-4 border-blush-700 bg-blush-50 px-4 py-4 text-sm outline-none focus-visible:outline-2' : 'sr-only')}
      >
        {formError || (submitted && shownKeys.length > 0) ? (
          <div className="flex items-start gap-2">
            <UiIcon name="info" size={20} className="mt-px shrink-0 text-blush-700" />
            <div>
              <p className="font-semibold" data-testid="form-error">
                {formError ?? t('checkout.errors_title', { count: summaryKeys.length })}
              </p>
              {summaryKeys.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {summaryKeys.map((key) => (
                    <li key={key}>
                      <a
                        href={`#${idFor(key)}`}
                        className="underline underline-offset-2 hover:no-underline"
                        onClick={(event) => {
                          event.preventDefault();
                          goToField(key);
                        }}
                      >
                        {shown[key]}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="space-y-10 lg:col-start-1 lg:row-start-1">
          <CheckoutSection id={`${uid}-contact`} step={1} title={t('checkout.contact.title')}>
            <CheckoutField
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

          <CheckoutSection id={`${uid}-address`} step={3} title={taking ? t('checkout.address.collect_title') : t('checkout.address.title')}>
            {taking ? <p className="text-sm text-neutral-700">{t('checkout.address.collect_note')}</p> : null}
            <div className="grid gap-5 sm:grid-cols-2">
              {(['first_name', 'last_name'] as const).map((field) => (
                <CheckoutField
                  key={field}
                  id={idFor(`recipient.${field}`)}
                  label={addressFieldLabel(country, field, language)}
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
              <legend className="text-sm font-semibold">{addressFieldLabel(country, 'mobile', language)}</legend>
              <div className="mt-1.5 grid grid-cols-[minmax(0,9.5rem)_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
                <CheckoutSelect
                  id={idFor('recipient.calling_code')}
                  label={addressFieldLabel(country, 'calling_code', language)}
                  autoComplete="tel-country-code"
                  hideLabel
                  value={values.recipient.calling_code}
                  onChange={(e) => setRecipient('calling_code', e.target.value)}
                  onBlur={() => touch('recipient.calling_code')}
                  error={shown['recipient.calling_code']}
                  options={COUNTRY_CODES.map((code) => ({ value: MARKETS[code].callingCode, label: `${MARKETS[code].callingCode} ${countryName(code, language)}` }))}
                />
                <CheckoutField
                  id={idFor('recipient.mobile')}
                  label={addressFieldLabel(country, 'mobile', language)}
                  hideLabel
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={20}
                  value={values.recipient.mobile}
                  onChange={(e) => setRecipient('mobile', e.target.value)}
                  onBlur={() => touch('recipient.mobile')}
                  hint={t('checkout.address.mobile_hint')}
                  error={shown['recipient.mobile']}
                />
              </div>
            </fieldset>
            {!taking ? (
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

          <CheckoutSection id={`${uid}-invoice`} step={4} title={t('checkout.invoice.title')}>
            <CheckoutField
              id={idFor('registration_number')}
              label={t('checkout.invoice.registration', { name: registration.name[language] })}
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
            <CheckoutCheckbox
              id={idFor('billing_same')}
              label={taking ? t('checkout.invoice.add_billing') : t('checkout.invoice.same_as_shipping')}
              checked={taking ? !values.billingSame : values.billingSame}
              onChange={(e) => update((v) => ({ ...v, billingSame: taking ? !e.target.checked : e.target.checked }), 'billing_same')}
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

          <CheckoutSection id={`${uid}-payment`} step={5} title={t('checkout.payment.title')}>
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
          </CheckoutSection>
        </div>

        <aside aria-labelledby={`${uid}-summary`} className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="border border-neutral-200 bg-neutral-50 p-5 sm:p-6" aria-busy={reloading}>
            <h2 id={`${uid}-summary`} className="text-lg font-semibold tracking-tight">
              {t('checkout.summary.title')}
            </h2>
            <div className="mt-4">
              <CheckoutSummary summary={summary} itemsCount={data.bag.itemsCount} deliveryName={option?.name} guest={guest} />
            </div>
          </div>
        </aside>

        <div className="lg:col-start-1 lg:row-start-2">
          <CheckoutSection id={`${uid}-review`} step={6} title={t('checkout.review.title')}>
            <CheckoutReviewLines bag={data.bag} />
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
              {placing ? t('checkout.place.placing') : ''}
            </p>
          </CheckoutSection>
        </div>
      </div>
    </form>
  );
}
