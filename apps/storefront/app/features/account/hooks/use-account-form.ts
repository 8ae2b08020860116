/**
 * The account forms on the form kit (components/form): `useSchemaForm` checked with the account
 * rules (`validation.ts`, built on the shared contracts' schemas) in the page language. A failed
 * submit (not leaving a field: mistakes show on submit, as these forms always did) marks every
 * field in error, opens the error summary ("Please correct 2 errors", a link to each field) and
 * moves focus to the first field in error; from then on the marks follow the values. The API's
 * answer lands on its fields (`serverFormErrors`, on the kit's `mapServerFieldErrors`) with its
 * message as the summary's headline; focus goes to the first field it names, else to the summary.
 * Render the summary with `<FormErrorSummary {...form.summaryProps}>`.
 */
import { useCallback } from 'react';
import { passwordRuleMessage } from '@blush/shared/account';
import type { FieldErrors } from '../../../components/form/server-errors.ts';
import type { FormErrorLink, FormErrorSummaryProps } from '../../../components/form/FormMessages.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { type ClientErrors, type ServerFormErrors, firstInvalid } from '../validation.ts';
import { useServerErrors } from './use-server-errors.ts';

export interface AccountFormOptions<V> {
  initialValues: V | (() => V);
  /** The account rules: an error key (`account.form.error.<key>`) by field. Keep it stable (module level or `useCallback`). */
  check: (values: V) => ClientErrors;
  /** Every field key, in page order (focus, the summary's links). */
  fields: readonly string[];
  /** Each field's label, so the summary's links say which field ("Email: This field is required."). */
  labels: Readonly<Partial<Record<string, string>>>;
}

export function useAccountForm<V>({ initialValues, check, fields, labels }: AccountFormOptions<V>) {
  const { t } = useTranslation();
  const text = useMessage();
  const toFormErrors = useServerErrors();
  const validate = useCallback(
    (values: V): FieldErrors => {
      const out: FieldErrors = {};
      for (const [field, key] of Object.entries(check(values))) {
        if (key) out[field] = key === 'password_mismatch' ? passwordRuleMessage('AUTH_MS_PV_007', text) : t(`account.form.error.${key}`);
      }
      return out;
    },
    [check, t, text],
  );
  // Mistakes show on submit, as these forms always did: a message appearing when a field is left
  // would move the submit button from under the pointer between press and release.
  const form = useSchemaForm<V>({ initialValues, validate, fieldOrder: () => fields, focusOnInvalid: 'field', showOnBlur: false });

  /** Change one field (its server error goes: the shopper is fixing it). */
  const set = <K extends keyof V & string>(key: K, value: V[K]) => form.update((values) => ({ ...values, [key]: value }), key);

  /**
   * The request failed, as `explain` read it: the API's message (or `message`) and its fields, focus
   * on the first field it names (or the summary).
   */
  const failServer = (server: ServerFormErrors, message: string = server.message): ServerFormErrors => {
    const first = firstInvalid(fields, server.fields);
    form.fail({ message, fields: server.fields, ...(first ? { focus: first } : {}) });
    return server;
  };
  /** `failServer` straight from the error. */
  const failWith = (error: unknown): ServerFormErrors => failServer(toFormErrors(error));

  const inError = fields.filter((key) => form.errors[key]);
  const title = form.summaryOpen ? (form.formError ?? t('account.form.error.summary', { count: inError.length })) : undefined;
  // One link per field in error; not one that only repeats the headline (the field says it too).
  const links: FormErrorLink[] = inError
    .filter((key) => form.errors[key] !== title)
    .map((key) => {
      // A consent's label is a sentence: its full stop goes before the colon.
      const label = labels[key]?.replace(/[.。]\s*$/, '');
      return { key, id: form.idFor(key), message: label ? t('account.form.error.summary_link', { label, message: form.errors[key] }) : form.errors[key]! };
    });
  const summaryProps: FormErrorSummaryProps = { id: form.summaryId, title, errors: links, onGoTo: form.goTo, testId: 'form-alert' };

  return { ...form, set, explain: toFormErrors, failServer, failWith, summaryProps };
}
