/**
 * What a form says as a whole: the error summary (an assertive live region that is always in the
 * page, so a new message is announced, and that focus moves to when a submit fails, with a link to
 * each field in error), the submit button that says it is busy, and the success message.
 */
import type { ReactNode } from 'react';
import { UiIcon } from '../ui/UiIcon.tsx';
import { cx } from '../../lib/cx.ts';

export interface FormErrorLink {
  /** The field's key (the error summary's React key). */
  key: string;
  /** The id of the field's control (or of the group that holds its radios). */
  id: string;
  message: string;
}

export interface FormErrorSummaryProps {
  id: string;
  /** The headline: the form-level error, or "2 things to check". Nothing: the summary is empty (but stays in the page). */
  title: string | undefined;
  /** One link per mistake, in page order. */
  errors?: ReadonlyArray<FormErrorLink>;
  /** Go to a field (the summary's links): focus it, or the first radio of its group. */
  onGoTo?: (key: string) => void;
  /** More under the headline (a link to the unlock page). */
  children?: ReactNode;
  testId?: string;
  className?: string;
}

/** The error summary: headline, then links to the fields. Give focus to its `id` when a submit fails. */
export function FormErrorSummary({ id, title, errors = [], onGoTo, children, testId = 'error-summary', className }: FormErrorSummaryProps) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      data-testid={testId}
      className={cx(title ? 'border-l-4 border-blush-700 bg-blush-50 px-4 py-4 text-sm outline-none focus-visible:outline-2' : 'sr-only', title ? className : undefined)}
    >
      {title ? (
        <div className="flex items-start gap-2">
          <UiIcon name="info" size={20} className="mt-px shrink-0 text-blush-700" />
          <div>
            <p className="font-semibold" data-testid="form-error">
              {title}
            </p>
            {children}
            {errors.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {errors.map((error) => (
                  <li key={error.key}>
                    <a
                      href={`#${error.id}`}
                      className="underline underline-offset-2 hover:no-underline"
                      onClick={(event) => {
                        if (!onGoTo) return;
                        event.preventDefault();
                        onGoTo(error.key);
                      }}
                    >
                      {error.message}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The short form-level error (sign-in, account forms): the same live region as the summary, with
 * the message as plain text and room for a link under it.
 */
export function FormAlert({ id, message, children }: { id: string; message: string | undefined; children?: ReactNode }) {
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

export interface FormSubmitProps {
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  className?: string;
  testId?: string;
}

/** The submit button: disabled while the request runs (and before hydration), saying so. */
export function FormSubmit({ label, pendingLabel, pending, disabled, className, testId }: FormSubmitProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-disabled={pending || disabled ? true : undefined}
      data-testid={testId}
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
export function FormSuccess({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
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
