/**
 * The booking's questions and contact details on the form kit (product guide §3, §5): an error
 * summary with a link to each field, each field's message under it, the phone with its calling
 * code, and the API's field errors shown on the same fields. Submitting valid details goes on to
 * the review; nothing is booked yet.
 */
import { BOOKING_LIMITS } from '@blush/shared/booking';
import { COUNTRY_CODES, MARKETS } from '@blush/shared/markets';
import { countryName } from '@blush/shared/site';
import { FormField, FormFieldError, FormSelect, describedByIds } from '../../../components/form/FormControls.tsx';
import { FormErrorSummary, FormSubmit } from '../../../components/form/FormMessages.tsx';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { UI_INPUT_CLASS } from '../../../components/ui/UiFormField.tsx';
import { cx } from '../../../lib/cx.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import type { BookingQuestionDto, BookingValues } from '../booking-form.ts';

export interface HappeningContactFormProps {
  form: SchemaForm<BookingValues>;
  questions: readonly BookingQuestionDto[];
  onValid: (values: BookingValues) => void;
}

export function HappeningContactForm({ form, questions, onValid }: HappeningContactFormProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { values, update, field } = form;
  const set = (key: keyof Omit<BookingValues, 'answers'>) => (value: string) => update((v) => ({ ...v, [key]: value }), key);
  const answer = (id: string, value: string) => update((v) => ({ ...v, answers: { ...v.answers, [id]: value } }), `answers.${id}`);
  // Each field in error once, named by its label ("E-mail: Invalid email"): the §5 messages alone repeat ("Required field").
  const labels: Record<string, string> = {
    ...Object.fromEntries(questions.map((q) => [`answers.${q.id}`, q.label])),
    fullName: t('happening.form.full_name'),
    email: t('happening.form.email'),
    callingCode: t('happening.form.calling_code'),
    phone: t('happening.form.phone_number'),
  };
  const links = Object.entries(form.errors).map(([key, message]) => ({ key, id: form.idFor(key), message: `${labels[key] ?? key}: ${message}` }));
  const count = links.length;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5" data-testid="booking-form">
      <FormErrorSummary
        id={form.summaryId}
        title={form.summaryOpen ? (form.formError ?? t('happening.form.check', { count })) : undefined}
        errors={links}
        onGoTo={form.goTo}
      />
      {questions.map((question) => {
        const props = field(`answers.${question.id}`);
        if (question.kind === 'choice') {
          return (
            <FormSelect
              key={question.id}
              {...props}
              label={question.label}
              optional={!question.required}
              placeholder={t('happening.form.choose')}
              value={values.answers[question.id] ?? ''}
              onChange={(e) => answer(question.id, e.target.value)}
              options={question.choices.map((c) => ({ value: c.id, label: c.label }))}
            />
          );
        }
        const errorId = `${props.id}-error`;
        return (
          <div key={question.id} className="flex flex-col gap-1.5">
            <label htmlFor={props.id} className="text-sm font-semibold">
              {question.label}
              {question.required ? null : <span className="font-normal text-neutral-600"> {t('form.optional')}</span>}
            </label>
            <textarea
              id={props.id}
              name={props.name}
              rows={2}
              maxLength={BOOKING_LIMITS.answer + 50}
              aria-invalid={props.error ? true : undefined}
              aria-required={question.required ? true : undefined}
              aria-describedby={describedByIds(props.error ? errorId : undefined)}
              value={values.answers[question.id] ?? ''}
              onChange={(e) => answer(question.id, e.target.value)}
              onBlur={props.onBlur}
              className={cx(UI_INPUT_CLASS, 'h-auto py-2', props.error ? 'border-blush-700' : 'border-neutral-400')}
            />
            <FormFieldError id={errorId} message={props.error} />
          </div>
        );
      })}
      <FormField {...field('fullName')} label={t('happening.form.full_name')} autoComplete="name" value={values.fullName} onChange={(e) => set('fullName')(e.target.value)} />
      <FormField {...field('email')} label={t('happening.form.email')} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
      <fieldset>
        <legend className="text-sm font-semibold">{t('happening.form.phone')}</legend>
        <div className="mt-1.5 grid grid-cols-[minmax(0,9.5rem)_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
          <FormSelect
            {...field('callingCode')}
            label={t('happening.form.calling_code')}
            hideLabel
            preset
            autoComplete="tel-country-code"
            value={values.callingCode}
            onChange={(e) => set('callingCode')(e.target.value)}
            options={COUNTRY_CODES.map((code) => ({ value: MARKETS[code].callingCode, label: `${MARKETS[code].callingCode} ${countryName(code, text)}` }))}
          />
          <FormField
            {...field('phone')}
            label={t('happening.form.phone_number')}
            hideLabel
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            onChange={(e) => set('phone')(e.target.value)}
          />
        </div>
      </fieldset>
      <FormSubmit label={t('happening.form.review')} pendingLabel={t('happening.form.review')} pending={form.pending} testId="booking-review" />
    </form>
  );
}
