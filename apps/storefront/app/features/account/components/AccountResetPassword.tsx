/**
 * `/users/password/reset?token=`: the page loader has verified the token. An expired one shows the
 * catalogue message ("Reset link expired: ask for a new one") with a link to ask again; a valid one
 * asks for the new password with the live rules. After the reset the member signs in. On the form
 * kit (`useAccountForm`).
 */
import { useState } from 'react';
import type { PasswordRuleCode } from '@blush/shared/account';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi } from '../hooks/use-account.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { type ClientErrors, checkNewPassword } from '../validation.ts';
import { AccountAuthShell } from './AccountAuthShell.tsx';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
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

interface ResetValues {
  password: string;
  password_confirmation: string;
}

const FIELDS = ['password', 'password_confirmation'] as const;
const check = (values: ResetValues): ClientErrors => checkNewPassword(values.password, values.password_confirmation, { purpose: 'change' });

export function AccountResetPassword({ token, expiredMessage }: AccountResetPasswordProps) {
  const { t } = useTranslation();
  const api = useAccountApi();
  const hydrated = useHydrated();
  const form = useAccountForm<ResetValues>({
    initialValues: { password: '', password_confirmation: '' },
    check,
    fields: FIELDS,
    labels: { password: t('account.form.new_password'), password_confirmation: t('account.form.password_confirmation') },
  });
  const [serverRules, setServerRules] = useState<PasswordRuleCode[]>([]);
  const [expired, setExpired] = useState(expiredMessage);
  const [done, setDone] = useState<string | undefined>(undefined);
  const doneId = `${form.summaryId}-done`;

  if (expired) {
    return (
      <AccountAuthShell title={t('account.reset.expired_title')}>
        <Expired message={expired} />
      </AccountAuthShell>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password, password_confirmation }) => {
    try {
      const { message } = await api.resetPassword({ token, password, password_confirmation });
      form.release();
      setDone(message);
      form.focus(doneId);
    } catch (error) {
      const server = form.explain(error);
      if (server.code === 'reset_link_expired') {
        form.release();
        setExpired(server.message);
        return;
      }
      setServerRules(server.rules);
      form.failServer(server);
    }
  });

  if (done) {
    return (
      <AccountAuthShell title={t('account.reset.done_title')}>
        <FormSuccess id={doneId} title={t('account.reset.done_title')}>
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
      <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby="auth-title" className="space-y-5">
        <FormErrorSummary {...form.summaryProps} />
        <AccountNewPassword
          idFor={(name) => form.idFor(name === 'rules' ? 'password-rules' : name)}
          label={t('account.form.new_password')}
          password={form.values.password}
          confirmation={form.values.password_confirmation}
          onPassword={(value) => {
            form.set('password', value);
            setServerRules([]);
          }}
          onConfirmation={(value) => form.set('password_confirmation', value)}
          errors={form.errors}
          purpose="change"
          serverFailures={serverRules}
          showErrors={form.submitted}
        />
        <FormSubmit label={t('account.reset.submit')} pendingLabel={t('account.reset.submitting')} pending={form.pending} disabled={!hydrated} className="sm:w-full" />
      </form>
    </AccountAuthShell>
  );
}
