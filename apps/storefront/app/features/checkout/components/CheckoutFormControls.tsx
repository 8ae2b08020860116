/**
 * Form controls of the checkout (and of the card form the order page shows again): every control
 * has a visible label; its hint and error are tied to it with `aria-describedby`; an invalid one
 * has `aria-invalid`. Radio cards are native radios inside their label, so arrow keys move
 * between them and a disabled one says why.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UI_INPUT_CLASS, UiFieldError, UiFieldLabel, describedByIds } from '../../../components/ui/UiFormField.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const INPUT_CLASS = UI_INPUT_CLASS;

const joinIds = describedByIds;

export const CheckoutFieldError = UiFieldError;

function Label({ htmlFor, label, optional, hidden }: { htmlFor: string; label: string; optional?: boolean | undefined; hidden?: boolean | undefined }) {
  const { t } = useTranslation();
  return <UiFieldLabel htmlFor={htmlFor} label={label} optionalText={optional ? t('checkout.form.optional') : undefined} hidden={hidden} />;
}

export interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Visually hide the label (it still names the input), e.g. where a legend already says it. */
  hideLabel?: boolean;
}

export function CheckoutField({ id, label, error, hint, optional, hideLabel, className, ...input }: CheckoutFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} optional={optional} hidden={hideLabel} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={optional || input.readOnly ? undefined : true}
        aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
        className={cx(INPUT_CLASS, error ? 'border-blush-700' : 'border-neutral-400')}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      <CheckoutFieldError id={errorId} message={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface CheckoutSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<SelectOption>;
  /** Option groups (Hong Kong's districts by area) instead of `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<SelectOption> }>;
  /** The first, empty choice ("Select…"). */
  placeholder?: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Visually hide the label (it still names the select), e.g. the calling code next to the number. */
  hideLabel?: boolean;
}

export function CheckoutSelect({ id, label, error, options, groups, placeholder, optional, hint, hideLabel, className, ...select }: CheckoutSelectProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} optional={optional} hidden={hideLabel} />
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
          className={cx(INPUT_CLASS, 'appearance-none pr-10', error ? 'border-blush-700' : 'border-neutral-400')}
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
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      <CheckoutFieldError id={errorId} message={error} />
    </div>
  );
}

export interface CheckoutCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
}

export function CheckoutCheckbox({ id, label, className, ...input }: CheckoutCheckboxProps) {
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-black" {...input} />
      <label htmlFor={id} className="text-sm leading-6">
        {label}
      </label>
    </div>
  );
}

export interface CheckoutRadioCardProps {
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
export function CheckoutRadioCard({ id, name, value, checked, disabled, onChange, title, aside, children, reason, describedBy, testId }: CheckoutRadioCardProps) {
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
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        aria-labelledby={joinIds(`${id}-title`, aside ? `${id}-aside` : undefined)}
        aria-describedby={joinIds(children ? detailId : undefined, reason ? reasonId : undefined, describedBy)}
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

/** A numbered section of the page with its heading. */
export function CheckoutSection({ id, step, title, children, className }: { id: string; step: number; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cx('border-t border-neutral-200 pt-6', className)}>
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold tracking-tight">
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-black text-sm text-white">
          {step}
        </span>
        {title}
      </h2>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
