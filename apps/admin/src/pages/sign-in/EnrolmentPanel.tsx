import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { recoveryCodesResponseSchema, totpEnrolmentResponseSchema } from '@blush/shared/staff-contracts';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, Field } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { SignInFrame } from './SignInFrame.tsx';

type Enrolment = z.infer<typeof totpEnrolmentResponseSchema>;

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolling an authenticator between the password and the first sign-in: the QR code and its key,
 * the first code to confirm, then the ten recovery codes, shown once.
 */
export function EnrolmentPanel({ onDone, onRestart }: { onDone: () => void; onRestart: (message: string | undefined, cause?: unknown) => void }) {
  const { t } = useI18n();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (React's development double effect would otherwise start a second secret).
    if (started.current) return;
    started.current = true;
    apiRequest('/sessions/totp-enrolment', totpEnrolmentResponseSchema, { method: 'POST' }).then(setEnrolment, (failure: unknown) =>
      isApiError(failure, 'sign_in_required') ? onRestart(t('errors.session_expired')) : setError(failure),
    );
  }, [onRestart, t]);

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setCodes((await apiRequest('/sessions/totp-enrolment/confirm', recoveryCodesResponseSchema, { method: 'POST', body: { code: code.trim() } })).recovery_codes);
    } catch (failure) {
      setCode('');
      if (isApiError(failure, 'sign_in_required')) return onRestart(t('errors.session_expired'));
      if (isApiError(failure, 'second_factor_locked')) return onRestart(undefined, failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    return (
      <SignInFrame title={t('sign_in.recovery_title')} focus>
        <p className="text-sm text-stone-700">{t('sign_in.recovery_intro')}</p>
        <ol className="grid grid-cols-2 gap-2 rounded-md bg-stone-100 p-4 font-mono text-base" aria-label={t('sign_in.recovery_title')}>
          {codes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </ol>
        <Button onPress={onDone} className="w-full">
          {t('sign_in.recovery_saved')}
        </Button>
      </SignInFrame>
    );
  }

  return (
    <SignInFrame title={t('sign_in.enrol_title')} focus>
      <ErrorAlert error={error} />
      <p className="text-sm text-stone-700">{t('sign_in.enrol_help')}</p>
      {enrolment ? (
        <>
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`} alt={t('sign_in.qr_alt')} width={200} height={200} className="mx-auto bg-white" />
          <p className="text-sm">
            {t('sign_in.secret')}: <code className="break-all font-mono text-base">{grouped(enrolment.secret)}</code>
          </p>
          <Form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Field label={t('sign_in.confirm_code')} name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} isRequired value={code} onChange={setCode} />
            <Button type="submit" isDisabled={busy} className="w-full">
              {t('sign_in.confirm')}
            </Button>
          </Form>
        </>
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </SignInFrame>
  );
}
