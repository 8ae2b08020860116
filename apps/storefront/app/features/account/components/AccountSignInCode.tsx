/**
 * The second sign-in step while an account is locked after an attack (docs/decisions/0017): the
 * 6-digit code e-mailed to the owner. The API's notice is the field's description, so a screen
 * reader hears it with the field that takes focus; "send a new code" asks again with the same
 * e-mail and password, and the owner can go back to change them.
 */
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';
import { useTranslation } from '../../../lib/i18n.ts';
import { FormField } from '../../../components/form/FormControls.tsx';

export interface AccountSignInCodeProps {
  id: string;
  name?: string;
  onBlur?: () => void;
  email: string;
  /** The API's `sign_in_code_required` message, or our note after asking for a new code. */
  notice: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  pending: boolean;
  onResend: () => void;
  onBack: () => void;
}

export function AccountSignInCode({ id, name, onBlur, email, notice, value, onChange, error, pending, onResend, onBack }: AccountSignInCodeProps) {
  const { t } = useTranslation();
  const minutes = Math.round(SIGN_IN_GUARD.codeTtlSeconds / 60);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-testid="sign-in-code-step">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('account.sign_in.code_title')}
      </h2>
      <p id={`${id}-notice`} role="status" className="border-l-4 border-black bg-neutral-50 px-4 py-3 text-sm">
        {notice}
      </p>
      <FormField
        id={id}
        name={name}
        onBlur={onBlur}
        label={t('account.sign_in.code_label')}
        hint={t('account.sign_in.code_hint', { email, minutes })}
        describedBy={`${id}-notice`}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, SIGN_IN_GUARD.codeDigits))}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={SIGN_IN_GUARD.codeDigits}
        spellCheck={false}
        className="max-w-60"
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <button type="button" onClick={onResend} disabled={pending} className="font-semibold underline underline-offset-2 hover:text-blush-700 disabled:opacity-60">
          {t('account.sign_in.code_resend')}
        </button>
        <button type="button" onClick={onBack} disabled={pending} className="underline underline-offset-2 hover:text-blush-700 disabled:opacity-60">
          {t('account.sign_in.code_back')}
        </button>
      </div>
    </section>
  );
}
