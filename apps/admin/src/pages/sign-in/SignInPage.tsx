import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { staffSignInResponseSchema } from '@blush/shared/staff-contracts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, Field } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ME_KEY, type StaffMe, useMe } from '../../lib/session.ts';
import { EnrolmentPanel } from './EnrolmentPanel.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import { SignInFrame } from './SignInFrame.tsx';
import { SsoSignIn, ssoErrorMessage } from './SsoSignIn.tsx';

type Step = 'password' | 'second_factor' | 'enrolment';

/** Where to go after signing in: a path of this app only (never another origin). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * Staff sign-in (decision 0029): e-mail and password, then the authenticator's code or a recovery
 * code; a staff member without an authenticator enrols one here (QR code and key, first code, the
 * ten recovery codes shown once). Beside them, when configured, the company account (single sign-on,
 * decision 0034); a refused one comes back with `?sso_error=`, said in the live region.
 */
export function SignInPage() {
  const { t } = useI18n();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<unknown>();
  const [notice, setNotice] = useState<string>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A refused company sign-in, until the password is tried: the alert is inserted with the app, so it is announced.
  const ssoError = ssoErrorMessage(params.get('sso_error'));

  // Already signed in (a bookmark of the sign-in page): straight on. Not once the steps have started:
  // enrolment shows the recovery codes after the session is already open.
  if (step === 'password' && !busy && me.data) return <Navigate to={next} replace />;

  const signedIn = (staff: StaffMe) => {
    queryClient.setQueryData(ME_KEY, staff);
    void navigate(next, { replace: true });
  };
  /** The second step's session ended (too slow, or locked by wrong codes): back to the password. */
  const restart = (message: string | undefined, cause?: unknown) => {
    setStep('password');
    setPassword('');
    setNotice(message);
    setError(cause);
  };

  const submitPassword = async () => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    if (ssoError) setParams((current) => (current.delete('sso_error'), current), { replace: true });
    try {
      const started = await apiRequest('/sessions', staffSignInResponseSchema, { method: 'POST', body: { email, password } });
      setStep(started.status === 'needs_enrolment' ? 'enrolment' : 'second_factor');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'second_factor') return <SecondFactorForm onSignedIn={signedIn} onRestart={restart} />;
  if (step === 'enrolment') return <EnrolmentPanel onDone={() => void queryClient.invalidateQueries({ queryKey: ME_KEY }).then(() => navigate(next, { replace: true }))} onRestart={restart} />;

  return (
    <SignInFrame title={t('sign_in.title')}>
      <ErrorAlert error={error} message={notice ?? (ssoError && !error ? t(ssoError) : undefined)} />
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submitPassword();
        }}
      >
        <Field label={t('sign_in.email')} name="email" type="email" autoComplete="username" isRequired value={email} onChange={setEmail} />
        <Field label={t('sign_in.password')} name="password" type="password" autoComplete="current-password" isRequired value={password} onChange={setPassword} />
        <Button type="submit" isDisabled={busy} className="w-full">
          {t('sign_in.submit')}
        </Button>
      </Form>
      <SsoSignIn next={next} />
    </SignInFrame>
  );
}
