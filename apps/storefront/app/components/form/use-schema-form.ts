/**
 * One hook for a form's state, driven by its schema: the values, which fields were left or the form
 * submitted (an error shows from then on), the client errors the schema finds, the server's errors
 * by field (mapped from the API's `details.fields` paths) that win until the field changes, the
 * form-level message, the busy flag, and focus moved to the error summary (or the first field in
 * error) when a submit fails. Controls come from `FormControls.tsx`, the summary from
 * `FormMessages.tsx`; `field(key)` gives a control its id, name, error and blur handler.
 *
 *     const form = useSchemaForm({ initialValues, validate: fromZod(schema, messageOf) });
 *     <form onSubmit={form.handleSubmit(async (values) => { try { … } catch (e) { form.fail(…) } })}>
 */
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from './server-errors.ts';
import { useFocusRequest } from './use-focus-request.ts';

export type { FieldErrors };

/** A zod-like schema: anything with `safeParse` returning issues with a path (zod 4's `ZodType`). */
export interface ParseableSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; code?: string; message: string }> } };
}

/**
 * A `validate` from a zod schema (one of `packages/shared`'s contracts): each issue's path joined
 * with `.` is the field key, its message comes from `messageOf` (our own words, translated) or the
 * schema's; the first issue of a field wins.
 */
export function fromZod<V>(schema: ParseableSchema, messageOf?: (issue: { key: string; code?: string | undefined; message: string }) => string): (values: V) => FieldErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= messageOf ? messageOf({ key, code: issue.code, message: issue.message }) : issue.message;
    }
    return errors;
  };
}

export interface SchemaFormOptions<V> {
  initialValues: V | (() => V);
  /** Every mistake by field key, in the page's language (`fromZod(schema)` or the form's own rules). */
  validate: (values: V) => FieldErrors;
  /** The field keys in page order (summary, first field); default: the keys of the errors as found. */
  fieldOrder?: (values: V) => readonly string[];
  /** Where focus goes when a submit finds mistakes: the error summary (default) or the first field in error. */
  focusOnInvalid?: 'summary' | 'field';
  /** A DOM id for a field key; default `<useId>-<key with . as ->`. */
  idFor?: (key: string) => string;
  /**
   * Show a field's mistake once the shopper leaves it (default), or only after a submit: a short
   * form whose message appearing on blur would move the submit button from under the pointer.
   */
  showOnBlur?: boolean;
}

export interface FailOptions {
  /** The form-level message (the summary's headline). */
  message?: string | undefined;
  /** Errors to show on fields (from `mapServerFieldErrors`). */
  fields?: FieldErrors;
  /** Where focus goes: the summary (default), a field key, or nowhere (`false`). */
  focus?: string | false;
}

export function useSchemaForm<V>({ initialValues, validate, fieldOrder, focusOnInvalid = 'summary', idFor: customIdFor, showOnBlur = true }: SchemaFormOptions<V>) {
  const uid = useId();
  const idFor = customIdFor ?? ((key: string) => `${uid}-${key.replace(/\./g, '-')}`);
  const summaryId = `${uid}-errors`;
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const focus = useFocusRequest();

  const clientErrors = useMemo(() => validate(values), [validate, values]);
  const order = fieldOrder ? fieldOrder(values) : [...new Set([...Object.keys(serverErrors), ...Object.keys(clientErrors)])];
  const errors: FieldErrors = {};
  for (const key of order) {
    const message = serverErrors[key] ?? (submitted || touched.has(key) ? clientErrors[key] : undefined);
    if (message) errors[key] = message;
  }
  const errorKeys = order.filter((key) => errors[key]);
  // The summary names each mistake once (month and year of an expiry share theirs).
  const summaryKeys = errorKeys.filter((key, index) => errorKeys.findIndex((other) => errors[other] === errors[key]) === index);

  /** Set by `restart` until a value changes: focus moving on to a message is not the shopper leaving a field. */
  const quiet = useRef(false);

  const forget = (key: string) => {
    if (serverErrors[key]) setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };
  /** Change the values; the server's error on `key` goes (the shopper is fixing it). */
  const update = (change: (values: V) => V, key: string) => {
    quiet.current = false;
    setValues(change);
    forget(key);
  };
  const touch = (key: string) => {
    if (showOnBlur && !quiet.current) setTouched((set) => (set.has(key) ? set : new Set(set).add(key)));
  };

  /** Focus a field from the summary: the control, or the checked (else first) radio of a group. */
  const goTo = (key: string) => {
    const element = document.getElementById(idFor(key));
    const target = element && element.tagName !== 'DIV' ? element : (element?.querySelector<HTMLElement>('input:checked, input:not(:disabled)') ?? element);
    target?.focus();
  };

  /**
   * Start the checks over with new values (nothing left or submitted yet), keeping the server's
   * errors and the form-level message: a failed sign-in empties the password without calling it
   * missing, a saved form empties its fields.
   */
  const restart = (change: (values: V) => V = (same) => same) => {
    quiet.current = true;
    setValues(change);
    setTouched(new Set());
    setSubmitted(false);
  };

  const release = () => {
    busy.current = false;
    setPending(false);
  };

  /** The request failed: say why (and where), free the form, move focus. */
  const fail = ({ message, fields = {}, focus: to }: FailOptions) => {
    release();
    setServerErrors(fields);
    setFormError(message);
    if (to !== false) focus(to ? idFor(to) : summaryId);
  };

  /**
   * The submit handler: a second press while busy does nothing; mistakes show and focus moves;
   * valid values go to `onValid`, the form busy until it calls `fail` (or throws). On success the
   * form stays busy (the page moves on); call `release()` to free it.
   */
  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    const found = validate(values);
    const first = (fieldOrder ? fieldOrder(values) : Object.keys(found)).find((key) => found[key]) ?? Object.keys(found)[0];
    if (first) {
      setServerErrors({});
      setFormError(undefined);
      focus(focusOnInvalid === 'field' ? idFor(first) : summaryId);
      return;
    }
    await run(() => onValid(values));
  };

  /**
   * Send without the checks (an action beside the submit, e.g. "send a new code"): nothing while
   * busy, else busy until `fail` (or a throw), the last messages cleared.
   */
  const run = async (task: () => Promise<void> | void) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFormError(undefined);
    setServerErrors({});
    try {
      await task();
    } catch (error) {
      release();
      throw error;
    }
  };

  const field = (key: string) => ({ id: idFor(key), name: key, error: errors[key], onBlur: () => touch(key) });

  return {
    values,
    setValues,
    update,
    touch,
    field,
    idFor,
    summaryId,
    /** The errors shown now, by key. */
    errors,
    /** The summary's links: each mistake once, in page order. */
    summary: summaryKeys.map((key) => ({ key, id: idFor(key), message: errors[key]! })),
    /** Whether the summary shows: a form-level message, or mistakes after a submit. */
    summaryOpen: !!formError || (submitted && errorKeys.length > 0),
    submitted,
    formError,
    setFormError,
    pending,
    release,
    restart,
    run,
    fail,
    goTo,
    handleSubmit,
    focus,
  };
}

export type SchemaForm<V> = ReturnType<typeof useSchemaForm<V>>;
