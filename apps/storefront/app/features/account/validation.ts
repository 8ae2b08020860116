/**
 * Checking the account forms as the shopper types and on submit, with the same rules the API
 * applies (`@blush/shared/account`, `account-contracts`), and turning the API's error answers
 * (`password_rules`, `validation_failed`, `consent_required` …) into errors on the right fields.
 * Client-side problems are message keys under `account.form.error` (the form translates them);
 * server-side ones come already translated.
 */
import {
  CONSENT_KINDS,
  type ConsentKind,
  MANDATORY_CONSENTS,
  PASSWORD_RULE_CODES,
  type PasswordRuleCode,
  isOldEnough,
  passwordRuleFailures,
} from '@blush/shared/account';
import { dateSchema, emailSchema, mobileSchema } from '@blush/shared/account-contracts';
import { mapServerFieldErrors } from '../../components/form/server-errors.ts';
import { isApiError } from '../../lib/api-core.ts';

/** Client-side error keys (`account.form.error.<key>`). */
export type ErrorKey =
  | 'required'
  | 'email_invalid'
  | 'too_long'
  | 'mobile_invalid'
  | 'date_invalid'
  | 'date_future'
  | 'too_young'
  | 'password_rules'
  | 'password_mismatch'
  | 'consent'
  | 'code_format'
  | 'invalid';

export type ClientErrors = Partial<Record<string, ErrorKey>>;

export const NAME_MAX_LENGTH = 50;

/** Today in the shopper's time zone, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest date of birth of someone over 14 today (the date input's `max`). */
export function latestDateOfBirth(today: string, years = 14): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  // 29 February in a year without one: the 28th is the day before the birthday.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export function checkEmail(value: string): ErrorKey | undefined {
  if (!value.trim()) return 'required';
  return emailSchema.safeParse(value).success ? undefined : 'email_invalid';
}

export function checkName(value: string): ErrorKey | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return trimmed.length > NAME_MAX_LENGTH ? 'too_long' : undefined;
}

export function checkMobileNumber(value: string): ErrorKey | undefined {
  if (!value.trim()) return 'required';
  return mobileSchema.shape.number.safeParse(value).success ? undefined : 'mobile_invalid';
}

export function checkDateOfBirth(value: string, today: string): ErrorKey | undefined {
  if (!value) return 'required';
  if (!dateSchema.safeParse(value).success) return 'date_invalid';
  if (value > today) return 'date_future';
  return isOldEnough(value, today) ? undefined : 'too_young';
}

export function checkRequired(value: string): ErrorKey | undefined {
  return value.trim() ? undefined : 'required';
}

/** Errors of a new password and its confirmation (registration, reset, change). */
export function checkNewPassword(
  password: string,
  confirmation: string,
  options: { email?: string; purpose: 'register' | 'change' },
): { password?: ErrorKey; password_confirmation?: ErrorKey } {
  const failures = passwordRuleFailures({ password, email: options.email, purpose: options.purpose });
  const out: { password?: ErrorKey; password_confirmation?: ErrorKey } = {};
  if (!password) out.password = 'required';
  else if (failures.length > 0) out.password = 'password_rules';
  if (!confirmation) out.password_confirmation = 'required';
  else if (confirmation !== password) out.password_confirmation = 'password_mismatch';
  return out;
}

export interface RegistrationValues {
  email: string;
  password: string;
  password_confirmation: string;
  first_name: string;
  last_name: string;
  calling_code: string;
  mobile_number: string;
  date_of_birth: string;
  country: string;
  language: string;
  consents: Readonly<Record<ConsentKind, boolean>>;
}

/** The registration form's fields in the order they appear (focus goes to the first with an error). */
export const REGISTRATION_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'calling_code',
  'mobile_number',
  'date_of_birth',
  'country',
  'language',
  ...CONSENT_KINDS.map((kind) => `consent_${kind}` as const),
] as const;

export function validateRegistration(values: RegistrationValues, today: string): ClientErrors {
  const errors: ClientErrors = {
    first_name: checkName(values.first_name),
    last_name: checkName(values.last_name),
    email: checkEmail(values.email),
    ...checkNewPassword(values.password, values.password_confirmation, { email: values.email, purpose: 'register' }),
    calling_code: checkRequired(values.calling_code),
    mobile_number: checkMobileNumber(values.mobile_number),
    date_of_birth: checkDateOfBirth(values.date_of_birth, today),
    country: checkRequired(values.country),
    language: checkRequired(values.language),
  };
  for (const kind of MANDATORY_CONSENTS) if (!values.consents[kind]) errors[`consent_${kind}`] = 'consent';
  return compact(errors);
}

export function compact<T>(errors: Partial<Record<string, T | undefined>>): Partial<Record<string, T>> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Partial<Record<string, T>>;
}

/** The first field of `order` that has an error. */
export function firstInvalid(order: readonly string[], errors: Readonly<Partial<Record<string, unknown>>>): string | undefined {
  return order.find((field) => errors[field] !== undefined) ?? Object.keys(errors).find((field) => errors[field] !== undefined);
}

export interface ServerFormErrors {
  /** Field → the API's translated message. */
  fields: Partial<Record<string, string>>;
  /** Password rules the API says the new password breaks. */
  rules: PasswordRuleCode[];
  /** The message for the whole form (always the API's message). */
  message: string;
  code: string;
}

/** API field names (`body.mobile.number`) → the form's field names (`mobile_number`). */
export function formField(apiField: string): string {
  const field = apiField.replace(/^(body|query|params)\./, '');
  if (field === 'mobile' || field === 'mobile.number') return 'mobile_number';
  if (field === 'mobile.calling_code') return 'calling_code';
  if (field.startsWith('consents.')) return `consent_${field.slice('consents.'.length)}`;
  return field.replace(/\./g, '_');
}

const isRuleCode = (value: unknown): value is PasswordRuleCode => (PASSWORD_RULE_CODES as readonly unknown[]).includes(value);

/**
 * The client-side key for a field the API found invalid: the API's per-field text is the
 * validator's (English), so the form says it in the page language instead.
 */
export function invalidFieldKey(field: string): ErrorKey {
  if (field === 'email') return 'email_invalid';
  if (field === 'mobile_number') return 'mobile_invalid';
  if (field === 'date_of_birth') return 'date_invalid';
  return 'invalid';
}

/**
 * What an API error means for a form: messages on fields, password rules, and the form-level
 * message. `fieldMessage` words a field `validation_failed` names (see `invalidFieldKey`).
 */
export function serverFormErrors(error: unknown, fallbackMessage: string, fieldMessage?: (field: string) => string): ServerFormErrors {
  if (!isApiError(error)) return { fields: {}, rules: [], message: fallbackMessage, code: 'internal_error' };
  const details = (error.details ?? {}) as { rules?: unknown; missing?: unknown };
  const out: ServerFormErrors = { fields: {}, rules: [], message: error.message, code: error.code };
  switch (error.code) {
    case 'validation_failed':
      // The form kit's mapping of `details.fields` (either shape) onto the form's field names.
      for (const [field, message] of Object.entries(mapServerFieldErrors(error.details, formField, error.message))) {
        out.fields[field] = fieldMessage?.(field) ?? message;
      }
      break;
    case 'password_rules':
      if (Array.isArray(details.rules)) {
        out.rules = (details.rules as Array<{ code?: unknown }>).map((r) => r?.code).filter(isRuleCode);
      }
      if (out.rules.includes('AUTH_MS_PV_007') && out.rules.length === 1) out.fields.password_confirmation = error.message;
      else out.fields.password = error.message;
      break;
    case 'email_taken':
      out.fields.email = error.message;
      break;
    case 'too_young':
      out.fields.date_of_birth = error.message;
      break;
    case 'wrong_current_password':
      out.fields.current_password = error.message;
      break;
    case 'consent_required':
      if (Array.isArray(details.missing)) {
        for (const kind of details.missing) if (typeof kind === 'string') out.fields[`consent_${kind}`] = error.message;
      }
      break;
    case 'calling_code_mismatch':
      out.fields.calling_code = error.message;
      break;
    default:
      break;
  }
  return out;
}
