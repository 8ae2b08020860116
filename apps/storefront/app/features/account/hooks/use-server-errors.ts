import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { type ServerFormErrors, invalidFieldKey, serverFormErrors } from '../validation.ts';

/** `serverFormErrors` in the page language: the API's messages, and ours for fields it found invalid. */
export function useServerErrors(): (error: unknown) => ServerFormErrors {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => serverFormErrors(error, t('account.form.error.unexpected'), (field) => t(`account.form.error.${invalidFieldKey(field)}`)),
    [t],
  );
}
