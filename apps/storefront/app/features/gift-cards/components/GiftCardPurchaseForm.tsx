/**
 * The gift card form (`/gift-cards`): a design (radio cards with the card drawn in its colours),
 * an amount (the country's presets, or another amount within its limits), the recipient's name
 * and e-mail, the sender's name, a message with a character counter, and delivery now or on a
 * day (today up to the API's last day, in the country's zone); "Add to bag" puts it in the bag
 * (`POST /cart/gift-cards`) and the header count follows. On the form kit: every field labelled,
 * its error tied to it, the summary announced and focused when something is wrong.
 */
import { useCallback, useId, useState } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { GiftCardOptionsDto } from '@blush/shared/giftcard-contracts';
import { formatMoney } from '@blush/shared/money';
import { FormField, FormFieldError, FormRadioCard } from '../../../components/form/FormControls.tsx';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { mapServerFieldErrors } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { giftCardApi } from '../gift-card-api.ts';
import { CUSTOM_AMOUNT, FIELD_ORDER, type GiftCardValues, NAME_MAX_LENGTH, checkGiftCard, chosenAmount, fieldOfServerPath, initialGiftCardValues, purchaseBody } from '../gift-card-form.ts';
import { GiftCardArt } from './GiftCardArt.tsx';
import { GiftCardMessageField } from './GiftCardMessageField.tsx';
import { Radio } from '../../../components/form/Radio.tsx';

export interface GiftCardPurchaseFormProps {
  options: GiftCardOptionsDto;
  /** The bag with the card in it: show it (the header's count). */
  onAdded: (bag: BagDto) => Promise<unknown>;
}

export function GiftCardPurchaseForm({ options, onAdded }: GiftCardPurchaseFormProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const uid = useId();
  const money = useCallback(
    (amount: number) => formatMoney({ amount, currency: options.currency }, locale.language, locale.country, { dropZeroFraction: true }),
    [options.currency, locale.language, locale.country],
  );
  const validate = useCallback((values: GiftCardValues) => checkGiftCard(values, options, t, money), [options, t, money]);
  const form = useSchemaForm<GiftCardValues>({ initialValues: () => initialGiftCardValues(options), validate, fieldOrder: () => FIELD_ORDER });
  const { values, update, field, idFor } = form;
  const [added, setAdded] = useState<string | null>(null);
  const set = <K extends keyof GiftCardValues>(key: K, value: GiftCardValues[K], errorKey: string = key) => {
    setAdded(null);
    update((v) => ({ ...v, [key]: value }), errorKey);
  };
  const design = options.designs.find((d) => d.id === values.design) ?? options.designs[0];
  const amount = chosenAmount(values, options);

  const onSubmit = form.handleSubmit(async (submitted) => {
    try {
      const { bag } = await giftCardApi(locale).addToBag(purchaseBody(submitted, options));
      await onAdded(bag);
      form.release();
      form.restart((v) => ({ ...initialGiftCardValues(options, v.sender_name), design: v.design }));
      setAdded(t('gift_cards.form.added', { amount: money(chosenAmount(submitted, options) ?? 0), name: submitted.recipient_name.trim() }));
      form.focus(`${uid}-added`);
    } catch (error) {
      if (isApiError(error) && error.status < 500 && !error.message.startsWith('HTTP ')) {
        const fields = mapServerFieldErrors(error.details, fieldOfServerPath, t('gift_cards.errors.field_invalid'));
        if (fields.amount && submitted.amount === CUSTOM_AMOUNT) {
          fields.custom_amount = fields.amount;
          delete fields.amount;
        }
        form.fail({ message: error.message, fields });
      } else form.fail({ message: t('gift_cards.form.failed') });
    }
  });

  const radio = 'size-5 shrink-0 accent-black';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${uid}-title`} className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="gift-card-form">
      <h2 id={`${uid}-title`} className="sr-only">
        {t('gift_cards.form.title')}
      </h2>
      <div className="space-y-8">
        <FormErrorSummary
          id={form.summaryId}
          title={form.summaryOpen ? (form.formError ?? t('gift_cards.form.errors_title', { count: form.summary.length })) : undefined}
          errors={form.summary}
          onGoTo={form.goTo}
        />

        <fieldset>
          <legend className="text-lg font-semibold">{t('gift_cards.form.design')}</legend>
          <div id={idFor('design')} tabIndex={-1} className="mt-3 grid grid-cols-2 gap-3 outline-none sm:grid-cols-3" data-testid="gift-card-designs">
            {options.designs.map((item) => (
              <label
                key={item.id}
                htmlFor={`${uid}-design-${item.id}`}
                className={cx('cursor-pointer border p-2 hover:border-black', values.design === item.id ? 'border-black ring-1 ring-black' : 'border-neutral-300')}
              >
                <GiftCardArt colors={item.colors} />
                <span className="mt-2 flex items-center gap-2 text-sm">
                  <Radio
                    id={`${uid}-design-${item.id}`}
                    name="design"
                    value={item.id}
                    checked={values.design === item.id}
                    onCheck={() => set('design', item.id)}
                    className={radio}
                  />
                  {item.name}
                </span>
              </label>
            ))}
          </div>
          <FormFieldError id={`${idFor('design')}-error`} message={form.errors.design} />
        </fieldset>

        <fieldset aria-describedby={`${uid}-amount-hint`}>
          <legend className="text-lg font-semibold">{t('gift_cards.form.amount')}</legend>
          <p id={`${uid}-amount-hint`} className="mt-1 text-sm text-neutral-600">
            {t('gift_cards.form.amount_hint', { min: money(options.min), max: money(options.max) })}
          </p>
          <div id={idFor('amount')} tabIndex={-1} className="mt-3 grid grid-cols-2 gap-3 outline-none sm:grid-cols-4" data-testid="gift-card-amounts">
            {[...options.presets.map(String), CUSTOM_AMOUNT].map((value) => (
              <FormRadioCard
                key={value}
                id={`${uid}-amount-${value}`}
                name="amount"
                value={value}
                checked={values.amount === value}
                onChange={(v) => set('amount', v)}
                title={value === CUSTOM_AMOUNT ? t('gift_cards.form.custom') : money(Number(value))}
              />
            ))}
          </div>
          <FormFieldError id={`${idFor('amount')}-error`} message={form.errors.amount} />
          {values.amount === CUSTOM_AMOUNT ? (
            <FormField
              {...field('custom_amount')}
              className="mt-4 max-w-xs"
              label={t('gift_cards.form.custom_label', { currency: options.currency })}
              inputMode="decimal"
              autoComplete="off"
              value={values.custom_amount}
              onChange={(e) => set('custom_amount', e.target.value)}
              hint={t('gift_cards.form.custom_hint', { min: money(options.min), max: money(options.max), step: money(options.step) })}
            />
          ) : null}
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold">{t('gift_cards.form.who')}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField {...field('recipient_name')} label={t('gift_cards.form.recipient_name')} autoComplete="off" maxLength={NAME_MAX_LENGTH} value={values.recipient_name} onChange={(e) => set('recipient_name', e.target.value)} />
            <FormField
              {...field('recipient_email')}
              label={t('gift_cards.form.recipient_email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={values.recipient_email}
              onChange={(e) => set('recipient_email', e.target.value)}
              hint={t('gift_cards.form.recipient_email_hint')}
            />
          </div>
          <FormField {...field('sender_name')} className="sm:max-w-[calc(50%-0.625rem)]" label={t('gift_cards.form.sender_name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} value={values.sender_name} onChange={(e) => set('sender_name', e.target.value)} />
          <GiftCardMessageField {...field('message')} value={values.message} max={options.messageMaxLength} onChange={(value) => set('message', value)} />
        </fieldset>

        <fieldset>
          <legend className="text-lg font-semibold">{t('gift_cards.form.delivery')}</legend>
          <div className="mt-3 space-y-3">
            <FormRadioCard id={`${uid}-delivery-now`} name="delivery" value="now" checked={values.delivery === 'now'} onChange={() => set('delivery', 'now', 'deliver_on')} title={t('gift_cards.form.deliver_now')}>
              {t('gift_cards.form.deliver_now_note')}
            </FormRadioCard>
            <FormRadioCard id={`${uid}-delivery-date`} name="delivery" value="date" checked={values.delivery === 'date'} onChange={() => set('delivery', 'date', 'deliver_on')} title={t('gift_cards.form.deliver_later')}>
              {t('gift_cards.form.deliver_later_note')}
            </FormRadioCard>
          </div>
          {values.delivery === 'date' ? (
            <FormField
              {...field('deliver_on')}
              className="mt-4 max-w-xs"
              type="date"
              label={t('gift_cards.form.deliver_on')}
              min={options.today}
              max={options.latestDeliveryDate}
              value={values.deliver_on}
              onChange={(e) => set('deliver_on', e.target.value)}
              hint={t('gift_cards.form.deliver_on_hint')}
            />
          ) : null}
        </fieldset>
      </div>

      <aside aria-labelledby={`${uid}-preview`} className="space-y-4 lg:sticky lg:top-6 lg:self-start">
        <h2 id={`${uid}-preview`} className="text-lg font-semibold">
          {t('gift_cards.form.preview')}
        </h2>
        {design ? <GiftCardArt colors={design.colors} amount={amount !== null && amount > 0 ? money(amount) : undefined} /> : null}
        <p className="text-sm text-neutral-700" data-testid="gift-card-preview-text">
          {design ? `${design.name}` : ''}
          {amount !== null && amount > 0 ? ` · ${money(amount)}` : ''}
          {values.recipient_name.trim() ? ` · ${t('gift_cards.line.to', { name: values.recipient_name.trim() })}` : ''}
        </p>
        <p className="text-xs text-neutral-600">{t('gift_cards.form.validity', { count: options.validityMonths })}</p>
        {added ? (
          <FormSuccess id={`${uid}-added`} title={added}>
            <UiLink to="/cart" className="font-semibold underline underline-offset-4 hover:no-underline" data-testid="gift-card-view-bag">
              {t('gift_cards.form.view_bag')}
            </UiLink>
          </FormSuccess>
        ) : null}
        <FormSubmit label={t('gift_cards.form.add')} pendingLabel={t('gift_cards.form.adding')} pending={form.pending} className="w-full sm:w-full" testId="gift-card-add" />
      </aside>
    </form>
  );
}
