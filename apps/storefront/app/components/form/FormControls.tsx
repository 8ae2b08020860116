/**
 * The form kit's controls, one set for every form of the shop (account, sign-in, checkout, the
 * order page's card form, booking next): every control has a visible label (or one for screen
 * readers only where a legend says it), its hint and error are tied to it with `aria-describedby`,
 * an invalid one has `aria-invalid`, a required one `aria-required`. Radio cards are native radios
 * inside their label, so arrow keys move between them and a disabled one says why. The values,
 * the checks and the errors come from `useSchemaForm` (or the form's own state).
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { UiIcon } from '../ui/UiIcon.tsx';
import { UI_INPUT_CLASS, UiFieldError, UiFieldLabel, describedByIds } from '../ui/UiFormField.tsx';
import { cx } from '../../lib/cx.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Radio } from './Radio.tsx';

export { UI_INPUT_CLASS as FORM_INPUT_CLASS, UiFieldError as FormFieldError, describedByIds };

/** The control's default `name`: the field name at the end of its id (`«r1»-first_name` → `first_name`), for autofill. */
export const nameOfId = (id: string) => id.slice(id.lastIndexOf('-') + 1);

/** The ids of a field's hint and error line. */
export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

function Label({ htmlFor, label, optional, hidden }: { htmlFor: string; label: string; optional?: boolean | undefined; hidden?: boolean | undefined }) {
  const { t } = useTranslation();
  return <UiFieldLabel htmlFor={htmlFor} label={label} optionalText={optional ? t('form.optional') : undefined} hidden={hidden} />;
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={hintIdOf(id)} className="text-xs text-neutral-600">
      {hint}
    </p>
  );
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Visually hide the label (it still names the input), e.g. where a legend already says it. */
  hideLabel?: boolean;
  /** More ids for `aria-describedby` (a password checklist). */
  describedBy?: string | undefined;
  /** Something inside the input's box, at the end (the show/hide password button). */
  trailing?: ReactNode;
}

/** A text-like input (text, e-mail, tel, date, password …) with its label, hint and error. */
export function FormField({ id, label, error, hint, optional, hideLabel, describedBy, trailing, className, ...input }: FormFieldProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} optional={optional} hidden={hideLabel} />
      <div className="relative">
        <input
          id={id}
          name={nameOfId(id)}
          aria-invalid={error ? true : undefined}
          aria-required={optional || input.readOnly ? undefined : true}
          aria-describedby={describedByIds(hint ? hintIdOf(id) : undefined, describedBy, error ? errorIdOf(id) : undefined)}
          className={cx(UI_INPUT_CLASS, error ? 'border-blush-700' : 'border-neutral-400', trailing ? 'pr-14' : '')}
          {...input}
        />
        {trailing}
      </div>
      <Hint id={id} hint={hint} />
      <UiFieldError id={errorIdOf(id)} message={error} />
    </div>
  );
}

export interface FormSelectOption {
  value: string;
  label: string;
}

export interface FormSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<FormSelectOption>;
  /** Option groups (Hong Kong's districts by area) after `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<FormSelectOption> }>;
  /** The first, empty choice ("Select…"). */
  placeholder?: string;
  optional?: boolean;
  /** The select always has a value (a calling code): no `aria-required`. */
  preset?: boolean;
  hint?: ReactNode;
  /** Visually hide the label (it still names the select), e.g. the calling code next to the number. */
  hideLabel?: boolean;
}

export function FormSelect({ id, label, error, options, groups, placeholder, optional, preset, hint, hideLabel, className, ...select }: FormSelectProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} optional={optional} hidden={hideLabel} />
      <div className="relative">
        <select
          id={id}
          name={nameOfId(id)}
          aria-invalid={error ? true : undefined}
          aria-required={optional || preset ? undefined : true}
          aria-describedby={describedByIds(hint ? hintIdOf(id) : undefined, error ? errorIdOf(id) : undefined)}
          className={cx(UI_INPUT_CLASS, 'appearance-none pr-10', error ? 'border-blush-700' : 'border-neutral-400')}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <UiIcon name="chevron-down" size={18} className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2" />
      </div>
      <Hint id={id} hint={hint} />
      <UiFieldError id={errorIdOf(id)} message={error} />
    </div>
  );
}

export interface FormCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Shown after the label, outside it (a link to the policy). */
  after?: ReactNode;
}

export function FormCheckbox({ id, label, error, after, className, ...input }: FormCheckboxProps) {
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={nameOfId(id)}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-black"
          {...input}
        />
        <div className="text-sm leading-6">
          <label htmlFor={id}>{label}</label>
          {after ? <> {after}</> : null}
        </div>
      </div>
      {error ? (
        <div className="pl-8">
          <UiFieldError id={errorIdOf(id)} message={error} />
        </div>
      ) : null}
    </div>
  );
}

export interface FormRadioCardProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  /** Right-hand side of the title row (a fee). */
  aside?: ReactNode;
  children?: ReactNode;
  /** Why it cannot be chosen (shown, and tied to the radio). */
  reason?: string | null | undefined;
  describedBy?: string | undefined;
  testId?: string;
}

/** A radio with a card around it: the whole card is its label. */
export function FormRadioCard({ id, name, value, checked, disabled, onChange, title, aside, children, reason, describedBy, testId }: FormRadioCardProps) {
  const detailId = `${id}-detail`;
  const reasonId = `${id}-reason`;
  return (
    <label
      htmlFor={id}
      data-testid={testId}
      className={cx(
        'flex gap-3 border p-4 transition-colors',
        disabled ? 'cursor-not-allowed border-neutral-200 bg-neutral-50 text-neutral-500' : 'cursor-pointer hover:border-black',
        checked && !disabled ? 'border-black ring-1 ring-black' : !disabled && 'border-neutral-300',
      )}
    >
      <Radio
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onCheck={() => onChange(value)}
        aria-labelledby={describedByIds(`${id}-title`, aside ? `${id}-aside` : undefined)}
        aria-describedby={describedByIds(children ? detailId : undefined, reason ? reasonId : undefined, describedBy)}
        className="mt-0.5 size-5 shrink-0 accent-black"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span id={`${id}-title`} className="font-semibold">
            {title}
          </span>
          {aside ? (
            <span id={`${id}-aside`} className="text-sm tabular-nums">
              {aside}
            </span>
          ) : null}
        </span>
        {children ? (
          <span id={detailId} className="mt-1 block text-sm text-neutral-700">
            {children}
          </span>
        ) : null}
        {reason ? (
          <span id={reasonId} className="mt-1 block text-sm text-blush-700">
            {reason}
          </span>
        ) : null}
      </span>
    </label>
  );
}
