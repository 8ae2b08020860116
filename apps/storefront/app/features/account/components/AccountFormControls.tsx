/**
 * Form controls of the account and sign-in pages: every input has a visible label, its hint and
 * error are tied to it with `aria-describedby`, an invalid one has `aria-invalid`, and the
 * form-level error sits in an assertive live region that focus moves to when nothing else fits.
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useState } from 'react';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UI_INPUT_CLASS, UiFieldError, UiFieldLabel, describedByIds } from '../../../components/ui/UiFormField.tsx';
import { cx } from '../../../lib/cx.ts';
import { COUNTRY_CODES, MARKETS } from '@blush/shared/markets';
import { countryName } from '@blush/shared/site';
import { useTranslation } from '../../../lib/i18n.ts';

export const INPUT_CLASS = UI_INPUT_CLASS;

const describedBy = describedByIds;

/** The control's `name`: the field name at the end of its id (`«r1»-first_name` → `first_name`), for autofill. */
const nameOf = (id: string) => id.slice(id.lastIndexOf('-') + 1);

export const AccountFieldError = UiFieldError;

function Label({ htmlFor, label, optional, hidden }: { htmlFor: string; label: string; optional?: boolean | undefined; hidden?: boolean | undefined }) {
  const { t } = useTranslation();
  return <UiFieldLabel htmlFor={htmlFor} label={label} optionalText={optional ? t('account.form.optional') : undefined} hidden={hidden} />;
}

export interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** More ids for `aria-describedby` (a password checklist). */
  describedBy?: string | undefined;
  /** Something inside the input's box, at the end (the show/hide password button). */
  trailing?: ReactNode;
}

export function AccountField({ id, label, error, hint, optional, describedBy: extra, trailing, className, ...input }: AccountFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} optional={optional} />
      <div className="relative">
        <input
          id={id}
          name={nameOf(id)}
          aria-invalid={error ? true : undefined}
          aria-required={optional || input.readOnly ? undefined : true}
          aria-describedby={describedBy(hint ? hintId : undefined, extra, error ? errorId : undefined)}
          className={cx(INPUT_CLASS, error ? 'border-blush-700' : 'border-neutral-400', trailing ? 'pr-14' : '')}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      <AccountFieldError id={errorId} message={error} />
    </div>
  );
}

export interface AccountPasswordFieldProps extends Omit<AccountFieldProps, 'type' | 'trailing'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide button (a toggle: `aria-pressed`). */
export function AccountPasswordField(props: AccountPasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <AccountField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={t('account.form.show_password')}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-14 items-center justify-center text-xs font-semibold underline underline-offset-2 hover:text-blush-700"
        >
          <span aria-hidden="true">{visible ? t('account.form.hide') : t('account.form.show')}</span>
        </button>
      }
    />
  );
}

export interface AccountSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Visually hide the label (it is still the select's name), e.g. the calling code next to the number. */
  hideLabel?: boolean;
}

export function AccountSelect({ id, label, error, options, hideLabel, className, ...select }: AccountSelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} hidden={hideLabel} />
      <div className="relative">
        <select
          id={id}
          name={nameOf(id)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(INPUT_CLASS, 'appearance-none pr-10', error ? 'border-blush-700' : 'border-neutral-400')}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <UiIcon name="chevron-down" size={18} className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2" />
      </div>
      <AccountFieldError id={errorId} message={error} />
    </div>
  );
}

export interface AccountCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Shown after the label, outside it (a link to the policy). */
  after?: ReactNode;
}

export function AccountCheckbox({ id, label, error, after, className, ...input }: AccountCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={nameOf(id)}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-black"
          {...input}
        />
        <div className="text-sm leading-6">
          <label htmlFor={id}>{label}</label>
          {after ? <> {after}</> : null}
        </div>
      </div>
      <div className="pl-8">
        <AccountFieldError id={errorId} message={error} />
      </div>
    </div>
  );
}

/**
 * The form-level error: an assertive live region that is always in the page (so a new message is
 * announced) and can take focus.
 */
export function AccountFormAlert({ id, message, children }: { id: string; message: string | undefined; children?: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      data-testid="form-alert"
      className={cx(message ? 'flex items-start gap-2 border-l-4 border-blush-700 bg-blush-50 px-4 py-3 text-sm outline-none focus-visible:outline-2' : 'sr-only')}
    >
      {message ? (
        <>
          <UiIcon name="info" size={20} className="mt-px shrink-0 text-blush-700" />
          <div>
            <p>{message}</p>
            {children}
          </div>
        </>
      ) : null}
    </div>
  );
}

export interface AccountSubmitProps {
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  className?: string;
}

/** The submit button: disabled while the request runs (and before hydration), saying so. */
export function AccountSubmit({ label, pendingLabel, pending, disabled, className }: AccountSubmitProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-disabled={pending || disabled ? true : undefined}
      className={cx(
        'inline-flex h-12 w-full items-center justify-center gap-2 bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-500 sm:w-auto sm:min-w-48',
        className,
      )}
    >
      {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A success message that takes focus and is announced. */
export function AccountSuccess({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <div id={id} role="status" tabIndex={-1} className="border-l-4 border-emerald-700 bg-emerald-50 px-4 py-4 outline-none focus-visible:outline-2">
      <p className="flex items-center gap-2 font-semibold">
        <UiIcon name="check" size={20} className="text-emerald-800" />
        {title}
      </p>
      {children ? <div className="mt-2 text-sm">{children}</div> : null}
    </div>
  );
}

export interface AccountMobileFieldsProps {
  /** The DOM id of a field by name (`calling_code`, `mobile_number`). */
  idFor: (name: 'calling_code' | 'mobile_number') => string;
  callingCode: string;
  number: string;
  errors: { calling_code?: string | undefined; mobile_number?: string | undefined };
  onCallingCode: (value: string) => void;
  onNumber: (value: string) => void;
}

/** Mobile number: the calling code of one of the eight markets, then the number. */
export function AccountMobileFields({ idFor, callingCode, number, errors, onCallingCode, onNumber }: AccountMobileFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid grid-cols-[minmax(0,10.5rem)_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
      <AccountSelect
        id={idFor('calling_code')}
        label={t('account.form.calling_code')}
        autoComplete="tel-country-code"
        value={callingCode}
        onChange={(e) => onCallingCode(e.target.value)}
        error={errors.calling_code}
        options={COUNTRY_CODES.map((code) => ({ value: MARKETS[code].callingCode, label: `${MARKETS[code].callingCode} ${countryName(code, i18n.language)}` }))}
      />
      <AccountField
        id={idFor('mobile_number')}
        label={t('account.form.mobile_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(e) => onNumber(e.target.value)}
        error={errors.mobile_number}
      />
    </div>
  );
}


/** An e-mail address field, set up for phones' keyboards and password managers. */
export function AccountEmailField(props: Omit<AccountFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return <AccountField label={t('account.form.email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
