/** `/users/password/forgot`: ask for a reset link; the answer is the same whether the e-mail is on record or not. */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi } from '../hooks/use-account.ts';
import { AccountAuthShell } from './AccountAuthShell.tsx';
import { AccountEmailRequestForm } from './AccountEmailRequestForm.tsx';

export function AccountForgotPassword({ initialEmail }: { initialEmail?: string | undefined }) {
  const { t } = useTranslation();
  const api = useAccountApi();
  return (
    <AccountAuthShell title={t('account.forgot.title')} intro={<p>{t('account.forgot.intro')}</p>}>
      <AccountEmailRequestForm
        labelledBy="auth-title"
        submitLabel={t('account.forgot.submit')}
        pendingLabel={t('account.forgot.submitting')}
        successTitle={t('account.forgot.sent_title')}
        send={api.requestPasswordReset}
        {...(initialEmail ? { initialEmail } : {})}
      />
      <p className="mt-8 text-sm">
        <UiLink to="/sign_in" className="font-semibold underline underline-offset-2">
          {t('account.forgot.back')}
        </UiLink>
      </p>
    </AccountAuthShell>
  );
}
