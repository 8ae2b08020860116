/**
 * `/account/details`, second half: change the password (current one, a new one with the live
 * rules, its confirmation) with `POST /user/password`. A member who signed up with Google and has
 * no password yet is pointed to "forgot password" to set one.
 */
import { type FormEvent, useId, useState } from 'react';
import { type PasswordRuleCode, passwordRuleMessage } from '@blush/shared/account';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi } from '../hooks/use-account.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { checkNewPassword, checkRequired, compact, firstInvalid } from '../validation.ts';
import { FormAlert, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountPasswordField } from './AccountFields.tsx';
import { AccountNewPassword } from './AccountNewPassword.tsx';

const FIELDS = ['current_password', 'password', 'password_confirmation'];
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function AccountChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const api = useAccountApi();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const { account } = useAccountContext();
  const email = account.user.email;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [serverRules, setServerRules] = useState<PasswordRuleCode[]>([]);
  const [showRuleErrors, setShowRuleErrors] = useState(false);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const set = (field: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDone(undefined);
    if (field === 'password') setServerRules([]);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setShowRuleErrors(true);
    const client = compact({
      current_password: checkRequired(values.current_password),
      ...checkNewPassword(values.password, values.password_confirmation, { email, purpose: 'change' }),
    });
    if (Object.keys(client).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(client).map(([field, key]) => [field, key === 'password_mismatch' ? passwordRuleMessage('AUTH_MS_PV_007', i18n.language) : t(`account.form.error.${key}`)]),
        ),
      );
      setFormError(undefined);
      focus(id(firstInvalid(FIELDS, client)!));
      return;
    }
    setErrors({});
    setFormError(undefined);
    setPending(true);
    try {
      const { message } = await api.changePassword(values);
      setValues(EMPTY);
      setShowRuleErrors(false);
      setDone(message);
      focus(id('done'));
    } catch (error) {
      const server = toFormErrors(error);
      setErrors(server.fields);
      setServerRules(server.rules);
      setFormError(server.message);
      const first = firstInvalid(FIELDS, server.fields);
      focus(first ? id(first) : id('alert'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={id('title')}>
      <h2 id={id('title')} className="text-xl font-semibold">
        {t('account.details.password_title')}
      </h2>
      {!account.user.has_password ? (
        <p className="mt-4 text-sm text-neutral-700">
          {t('account.details.no_password')}{' '}
          <UiLink to="/users/password/forgot" className="font-semibold underline underline-offset-2">
            {t('account.details.set_password')}
          </UiLink>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby={id('title')} className="mt-6 space-y-5">
          <FormAlert id={id('alert')} message={formError} />
          <AccountPasswordField
            id={id('current_password')}
            label={t('account.form.current_password')}
            autoComplete="current-password"
            value={values.current_password}
            onChange={(e) => set('current_password', e.target.value)}
            error={errors.current_password}
          />
          <AccountNewPassword
            idFor={id}
            label={t('account.form.new_password')}
            password={values.password}
            confirmation={values.password_confirmation}
            onPassword={(value) => set('password', value)}
            onConfirmation={(value) => set('password_confirmation', value)}
            errors={errors}
            email={email}
            purpose="change"
            serverFailures={serverRules}
            showErrors={showRuleErrors}
          />
          {done ? (
            <FormSuccess id={id('done')} title={t('account.details.password_changed')}>
              <p>{done}</p>
            </FormSuccess>
          ) : null}
          <FormSubmit label={t('account.details.change_password')} pendingLabel={t('account.form.saving')} pending={pending} />
        </form>
      )}
    </section>
  );
}
