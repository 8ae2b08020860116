/**
 * The API's `400 validation_failed` answer mapped back onto a form's fields. The API reports its
 * own checks as `details.fields = { "shipping_address.postcode": "…" }` and schema failures as
 * `details.fields = [{ field: "body.email", message: "…" }]`; a form names its fields by key
 * (`shipping.postcode`) and says which key a path belongs to.
 */
export type FieldErrors = Partial<Record<string, string>>;

/** The fields of a `validation_failed` answer as [path, message] pairs, whichever shape it came in. */
export function serverFieldErrors(details: unknown): Array<[string, string]> {
  const fields = (details ?? {}) as { fields?: unknown };
  if (Array.isArray(fields.fields)) {
    return (fields.fields as Array<{ field?: unknown; message?: unknown }>)
      .filter((item) => typeof item?.field === 'string')
      .map((item) => [item.field as string, typeof item.message === 'string' ? item.message : '']);
  }
  if (fields.fields && typeof fields.fields === 'object') {
    return Object.entries(fields.fields as Record<string, unknown>).map(([field, message]) => [field, typeof message === 'string' ? message : '']);
  }
  return [];
}

/** The default path → key: drop `body.` (`body.email` → `email`, `recipient.mobile` stays). */
export const keyOfPath = (path: string): string | undefined => path.replace(/^body\./, '') || undefined;

/**
 * Server field errors by the form's keys: the first message per field (or `fallback` when the API
 * sent none); paths the form has no field for are left out (the form-level message covers them).
 */
export function mapServerFieldErrors(details: unknown, fieldOf: (path: string) => string | undefined = keyOfPath, fallback = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of serverFieldErrors(details)) {
    const key = fieldOf(path);
    if (key) errors[key] ??= message || fallback;
  }
  return errors;
}
