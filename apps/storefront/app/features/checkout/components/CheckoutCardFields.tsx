/**
 * Card details: the number (grouped in fours as it is typed), expiry month and year, CVC and the
 * name on the card, with the browser's card autofill. The values live in the form's state only
 * (never storage). `CheckoutCardForm` is the same fields as a form of their own, for the order
 * page's "Retry payment" (the order route hands it to the order feature).
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { CARD_FIELDS, type CardField, type CardValues, EMPTY_CARD, cardBody, checkCard, expiryYears, formatCardNumber } from '../card.ts';
import type { CardBody } from '../checkout-api.ts';
import { FormField, FormSelect } from '../../../components/form/FormControls.tsx';

export interface CheckoutCardFieldsProps {
  /** The DOM id of a card field. */
  idFor: (field: CardField) => string;
  values: CardValues;
  errors: Partial<Record<CardField, string>>;
  onChange: (field: CardField, value: string) => void;
  onBlur?: (field: CardField) => void;
  disabled?: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export function CheckoutCardFields({ idFor, values, errors, onChange, onBlur, disabled }: CheckoutCardFieldsProps) {
  const { t } = useTranslation();
  const blur = (field: CardField) => () => onBlur?.(field);
  return (
    <div className="space-y-4" data-testid="card-fields">
      <FormField
        id={idFor('number')}
        label={t('checkout.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        spellCheck={false}
        maxLength={23}
        value={values.number}
        onChange={(e) => onChange('number', formatCardNumber(e.target.value))}
        onBlur={blur('number')}
        error={errors.number}
        disabled={disabled}
      />
      <fieldset>
        <legend className="text-sm font-semibold">{t('checkout.card.expiry')}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-3">
          <FormSelect
            id={idFor('expiry_month')}
            label={t('checkout.card.expiry_month')}
            autoComplete="cc-exp-month"
            placeholder={t('checkout.card.month_placeholder')}
            options={MONTHS.map((month) => ({ value: String(Number(month)), label: month }))}
            value={values.expiry_month}
            onChange={(e) => onChange('expiry_month', e.target.value)}
            onBlur={blur('expiry_month')}
            error={errors.expiry_month}
            disabled={disabled}
            hideLabel
          />
          <FormSelect
            id={idFor('expiry_year')}
            label={t('checkout.card.expiry_year')}
            autoComplete="cc-exp-year"
            placeholder={t('checkout.card.year_placeholder')}
            options={expiryYears().map((year) => ({ value: String(year), label: String(year) }))}
            value={values.expiry_year}
            onChange={(e) => onChange('expiry_year', e.target.value)}
            onBlur={blur('expiry_year')}
            error={errors.expiry_year}
            disabled={disabled}
            hideLabel
          />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <FormField
          id={idFor('cvc')}
          label={t('checkout.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          onChange={(e) => onChange('cvc', e.target.value.replace(/\D/g, ''))}
          onBlur={blur('cvc')}
          hint={t('checkout.card.cvc_hint')}
          error={errors.cvc}
          disabled={disabled}
        />
        <FormField
          id={idFor('name')}
          label={t('checkout.card.name')}
          autoComplete="cc-name"
          maxLength={100}
          value={values.name}
          onChange={(e) => onChange('name', e.target.value)}
          onBlur={blur('name')}
          error={errors.name}
          disabled={disabled}
        />
      </div>
      <p className="text-xs text-neutral-600">{t('checkout.card.not_stored')}</p>
    </div>
  );
}

export interface CheckoutCardFormProps {
  /** Pay with the card; a rejection's message is shown by the caller. */
  onSubmit: (card: CardBody) => Promise<void> | void;
  pending: boolean;
  submitLabel: string;
}

/** The card fields as a form of their own ("Retry payment" on the order page). */
export function CheckoutCardForm({ onSubmit, pending, submitLabel }: CheckoutCardFormProps) {
  const { t } = useTranslation();
  const uid = useId();
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const idFor = (field: CardField) => `${uid}-card-${field}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = checkCard(values);
    const messages = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`checkout.card.error.${key}`)]));
    setErrors(messages);
    const first = CARD_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(idFor(first))?.focus();
      return;
    }
    await onSubmit(cardBody(values));
    // The details are not kept once sent.
    setValues(EMPTY_CARD);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" data-testid="card-form">
      <CheckoutCardFields
        idFor={idFor}
        values={values}
        errors={errors}
        disabled={pending}
        onChange={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }));
          if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
        }}
      />
      <button
        type="submit"
        disabled={pending}
        className="inline-flex h-12 w-full items-center justify-center gap-2 bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-500 sm:w-auto"
      >
        {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
        {pending ? t('checkout.card.paying') : submitLabel}
      </button>
    </form>
  );
}
