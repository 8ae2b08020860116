/**
 * The pieces every form of the shop shares (account, sign-in, checkout, order retry): the input
 * look, a visible label with an optional "(optional)", and the error line tied to its control by
 * id. The forms build their fields from these so the look and the accessibility stay one.
 */
import { UiIcon } from './UiIcon.tsx';

export const UI_INPUT_CLASS =
  'h-12 w-full rounded-none border bg-white px-3 text-base text-black placeholder:text-neutral-500 focus:border-black focus:outline-2 focus:outline-offset-0 focus:outline-black disabled:bg-neutral-100 read-only:bg-neutral-50';

/** Ids for `aria-describedby`, the empty ones left out (undefined when none). */
export const describedByIds = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

export function UiFieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-blush-700" data-testid="field-error">
      <UiIcon name="info" size={18} className="mt-px shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/**
 * A field's label; `optionalText` ("(optional)" in the page's language) when it may stay empty;
 * `hidden` keeps it for screen readers only (where a legend or the field next to it says it).
 */
export function UiFieldLabel({ htmlFor, label, optionalText, hidden }: { htmlFor: string; label: string; optionalText?: string | undefined; hidden?: boolean | undefined }) {
  if (hidden) {
    return (
      <label htmlFor={htmlFor} className="sr-only">
        {label}
      </label>
    );
  }
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold">
      {label}
      {optionalText ? <span className="font-normal text-neutral-600"> {optionalText}</span> : null}
    </label>
  );
}
