/**
 * `/users/password/reset?token=`: the page loader has verified the token. An expired one shows the
 * catalogue message ("Reset link expired: ask for a new one") with a link to ask again; a valid one
 * asks for the new password with the live rules. After the reset the member signs in.
 */
import { type FormEvent, useId, useState } from 'react';
import type { PasswordRuleCode } from '@blush/shared/account';
import { passwordRuleMessage } from '@blush/shared/account';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi } from '../hooks/use-account.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { checkNewPassword, firstInvalid } from '../validation.ts';
import { AccountAuthShell } from './AccountAuthShell.tsx';
import { FormAlert, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountNewPassword } from './AccountNewPassword.tsx';

export interface AccountResetPasswordProps {
  token: string;
  /** The catalogue message when the link is expired or unknown; undefined when it is valid. */
  expiredMessage: string | undefined;
}

function Expired({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3">
        {message}
      </div>
      <UiLink to="/users/password/forgot" className="inline-flex h-12 w-full items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
        {t('account.reset.request_new')}
      </UiLink>
    </div>
  );
}

export function AccountResetPassword({ token, expiredMessage }: AccountResetPasswordProps) {
  const { t, i18n } = useTranslation();
  const api = useAccountApi();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const hydrated = useHydrated();
  const uid = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [serverRules, setServerRules] = useState<PasswordRuleCode[]>([]);
  const [showRuleErrors, setShowRuleErrors] = useState(false);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [expired, setExpired] = useState(expiredMessage);
  const [done, setDone] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const id = (field: string) => `${uid}-${field}`;

  if (expired) {
    return (
      <AccountAuthShell title={t('account.reset.expired_title')}>
        <Expired message={expired} />
      </AccountAuthShell>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setShowRuleErrors(true);
    const client = checkNewPassword(password, confirmation, { purpose: 'change' });
    if (Object.keys(client).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(client).map(([field, key]) => [field, key === 'password_mismatch' ? passwordRuleMessage('AUTH_MS_PV_007', i18n.language) : t(`account.form.error.${key}`)]),
        ),
      );
      focus(id(firstInvalid(['password', 'password_confirmation'], client)!));
      return;
    }
    setErrors({});
    setFormError(undefined);
    setPending(true);
    try {
      const { message } = await api.resetPassword({ token, password, password_confirmation: confirmation });
      setDone(message);
      focus(id('done'));
    } catch (error) {
      const server = toFormErrors(error);
      if (server.code === 'reset_link_expired') {
        setExpired(server.message);
        return;
      }
      setErrors(server.fields);
      setServerRules(server.rules);
      setFormError(server.message);
      focus(id('alert'));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <AccountAuthShell title={t('account.reset.done_title')}>
        <FormSuccess id={id('done')} title={t('account.reset.done_title')}>
          <p>{done}</p>
        </FormSuccess>
        <UiLink to="/sign_in" className="mt-6 inline-flex h-12 w-full items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('account.reset.sign_in')}
        </UiLink>
      </AccountAuthShell>
    );
  }

  return (
    <AccountAuthShell title={t('account.reset.title')} intro={<p>{t('account.reset.intro')}</p>}>
      <form noValidate method="post" onSubmit={onSubmit} aria-labelledby="auth-title" className="space-y-5">
        <FormAlert id={id('alert')} message={formError} />
        <AccountNewPassword
          idFor={id}
          label={t('account.form.new_password')}
          password={password}
          confirmation={confirmation}
          onPassword={(value) => {
            setPassword(value);
            setServerRules([]);
          }}
          onConfirmation={setConfirmation}
          errors={errors}
          purpose="change"
          serverFailures={serverRules}
          showErrors={showRuleErrors}
        />
        <FormSubmit label={t('account.reset.submit')} pendingLabel={t('account.reset.submitting')} pending={pending} disabled={!hydrated} className="sm:w-full" />
      </form>
    </AccountAuthShell>
  );
}
