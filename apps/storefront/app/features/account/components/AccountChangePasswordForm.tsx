/**
 * `/account/details`, second half: change the password (current one, a new one with the live
 * rules, its confirmation) with `POST /user/password`. A member who signed up with Google and has
 * no password yet is pointed to "forgot password" to set one. On the form kit (`useAccountForm`).
 */
import { useCallback, useId, useState } from 'react';
import type { PasswordRuleCode } from '@blush/shared/account';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi } from '../hooks/use-account.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { type ClientErrors, checkNewPassword, checkRequired, compact } from '../validation.ts';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountPasswordField } from './AccountFields.tsx';
import { AccountNewPassword } from './AccountNewPassword.tsx';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type PasswordValues = typeof EMPTY;

export function AccountChangePasswordForm() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const { account } = useAccountContext();
  const email = account.user.email;
  const check = useCallback(
    (values: PasswordValues): ClientErrors =>
      compact({ current_password: checkRequired(values.current_password), ...checkNewPassword(values.password, values.password_confirmation, { email, purpose: 'change' }) }),
    [email],
  );
  const form = useAccountForm<PasswordValues>({
    initialValues: EMPTY,
    check,
    fields: FIELDS,
    labels: { current_password: t('account.form.current_password'), password: t('account.form.new_password'), password_confirmation: t('account.form.password_confirmation') },
  });
  const [serverRules, setServerRules] = useState<PasswordRuleCode[]>([]);
  const [done, setDone] = useState<string | undefined>(undefined);
  const notify = useNotify();

  const set = (field: keyof PasswordValues, value: string) => {
    form.set(field, value);
    setDone(undefined);
    if (field === 'password') setServerRules([]);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await api.changePassword(values);
      form.release();
      // Saved: the fields empty, the checks start over.
      form.restart(() => EMPTY);
      setDone(message);
      form.focus(id('done'));
      // Also the site's notification; quiet, as the focused message above is read.
      notify(message, { type: 'success', group: 'account', id: 'account-saved', announce: false });
    } catch (error) {
      setServerRules(form.failWith(error).rules);
    }
  });

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
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={id('title')} className="mt-6 space-y-5">
          <FormErrorSummary {...form.summaryProps} />
          <AccountPasswordField
            {...form.field('current_password')}
            label={t('account.form.current_password')}
            autoComplete="current-password"
            value={form.values.current_password}
            onChange={(e) => set('current_password', e.target.value)}
          />
          <AccountNewPassword
            idFor={(name) => form.idFor(name === 'rules' ? 'password-rules' : name)}
            label={t('account.form.new_password')}
            password={form.values.password}
            confirmation={form.values.password_confirmation}
            onPassword={(value) => set('password', value)}
            onConfirmation={(value) => set('password_confirmation', value)}
            errors={form.errors}
            email={email}
            purpose="change"
            serverFailures={serverRules}
            showErrors={form.submitted}
          />
          {done ? (
            <FormSuccess id={id('done')} title={t('account.details.password_changed')}>
              <p>{done}</p>
            </FormSuccess>
          ) : null}
          <FormSubmit label={t('account.details.change_password')} pendingLabel={t('account.form.saving')} pending={form.pending} />
        </form>
      )}
    </section>
  );
}
