/**
 * A new password: the field, the live rule checklist it is described by, and the confirmation —
 * the same on registration, password change and reset.
 */
import type { PasswordRuleCode } from '@blush/shared/account';
import { useTranslation } from '../../../lib/i18n.ts';
import { AccountPasswordField } from './AccountFields.tsx';
import { AccountPasswordRules } from './AccountPasswordRules.tsx';

export interface AccountNewPasswordProps {
  /** The DOM id of a part by name. */
  idFor: (name: 'password' | 'password_confirmation' | 'rules') => string;
  label: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string | undefined; password_confirmation?: string | undefined };
  email?: string | undefined;
  purpose: 'register' | 'change';
  serverFailures: readonly PasswordRuleCode[];
  showErrors: boolean;
}

export function AccountNewPassword(props: AccountNewPasswordProps) {
  const { t } = useTranslation();
  const rulesId = props.idFor('rules');
  return (
    <>
      <AccountPasswordField
        id={props.idFor('password')}
        name="password"
        label={props.label}
        autoComplete="new-password"
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        error={props.errors.password}
        describedBy={rulesId}
      />
      <AccountPasswordRules id={rulesId} password={props.password} email={props.email} purpose={props.purpose} serverFailures={props.serverFailures} showErrors={props.showErrors} />
      <AccountPasswordField
        id={props.idFor('password_confirmation')}
        name="password_confirmation"
        label={t('account.form.password_confirmation')}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(e) => props.onConfirmation(e.target.value)}
        error={props.errors.password_confirmation}
      />
    </>
  );
}
