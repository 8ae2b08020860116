import { useState } from 'react';
import { Form } from 'react-aria-components';
import { staffMeResponseSchema } from '@blush/shared/staff-contracts';
import { ErrorAlert, useErrorMessage } from '../../components/ErrorAlert.tsx';
import { Button, Field } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { StaffMe } from '../../lib/session.ts';
import { SignInFrame } from './SignInFrame.tsx';

/** The second step: the authenticator's 6 digits, or one recovery code. */
export function SecondFactorForm({ onSignedIn, onRestart }: { onSignedIn: (me: StaffMe) => void; onRestart: (message: string | undefined, cause?: unknown) => void }) {
  const { t } = useI18n();
  const messageOf = useErrorMessage();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const body = recovery ? { recovery_code: code.trim() } : { code: code.trim() };
      onSignedIn(await apiRequest('/sessions/second-factor', staffMeResponseSchema, { method: 'POST', body }));
    } catch (failure) {
      setBusy(false);
      setCode('');
      // The step's five minutes are over, or wrong codes locked the account: its session is gone.
      if (isApiError(failure, 'sign_in_required')) return onRestart(t('errors.session_expired'));
      if (isApiError(failure, 'second_factor_locked')) return onRestart(messageOf(failure));
      setError(failure);
    }
  };

  return (
    <SignInFrame title={t('sign_in.second_factor_title')}>
      <ErrorAlert error={error} />
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {recovery ? (
          <Field key="recovery" label={t('sign_in.recovery_code')} description={t('sign_in.recovery_help')} name="recovery_code" autoComplete="off" isRequired minLength={10} maxLength={16} value={code} onChange={setCode} autoFocus />
        ) : (
          <Field
            key="code"
            label={t('sign_in.code')}
            description={t('sign_in.second_factor_help')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            isRequired
            value={code}
            onChange={(value) => setCode(value.replace(/\s/g, ''))}
            autoFocus
          />
        )}
        <Button type="submit" isDisabled={busy} className="w-full">
          {t('sign_in.verify')}
        </Button>
      </Form>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          onPress={() => {
            setRecovery(!recovery);
            setCode('');
            setError(undefined);
          }}
        >
          {recovery ? t('sign_in.use_code') : t('sign_in.use_recovery')}
        </Button>
        <Button variant="secondary" onPress={() => onRestart(undefined)}>
          {t('sign_in.start_over')}
        </Button>
      </div>
    </SignInFrame>
  );
}
