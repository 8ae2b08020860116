/**
 * `/sandbox/3ds/{id}` (internal test page): a pretend 3-D Secure challenge for a card payment.
 * "Approve" or "Decline" answers it (`POST /sandbox/payments/{id}/challenge`), then the shopper
 * goes back to the order page, which shows the outcome.
 */
import { useState } from 'react';
import { useSafeNavigate } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSandboxPayment } from '../hooks/use-sandbox-payment.ts';
import { SandboxPaymentFacts, SandboxShell, sandboxErrorMessage } from './SandboxPaymentPage.tsx';

export function SandboxChallengePage({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const sandbox = useSandboxPayment(paymentId);
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const payment = sandbox.payment;

  const answer = async (approve: boolean) => {
    if (busy || !payment) return;
    setBusy(approve ? 'approve' : 'decline');
    setError(undefined);
    try {
      const next = await sandbox.api.challenge(paymentId, approve);
      navigate(`/orders/${encodeURIComponent(next.orderId)}`);
    } catch (failure) {
      setError(sandboxErrorMessage(failure, t('sandbox.failed')));
      setBusy(null);
    }
  };

  return (
    <SandboxShell title={t('sandbox.challenge_title')}>
      {!payment ? (
        sandbox.error && !sandbox.loading ? (
          <p role="alert">{sandboxErrorMessage(sandbox.error, t('sandbox.load_failed'))}</p>
        ) : (
          <p role="status">{t('sandbox.loading')}</p>
        )
      ) : (
        <>
          <p className="text-sm text-neutral-700">{t('sandbox.challenge_body')}</p>
          <SandboxPaymentFacts payment={payment} />
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => void answer(true)} disabled={busy !== null} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500" data-testid="challenge-approve">
              {busy === 'approve' ? t('sandbox.working') : t('sandbox.approve')}
            </button>
            <button type="button" onClick={() => void answer(false)} disabled={busy !== null} className="inline-flex h-11 items-center border border-black px-6 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60" data-testid="challenge-decline">
              {busy === 'decline' ? t('sandbox.working') : t('sandbox.decline')}
            </button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-blush-700">
              {error}
            </p>
          ) : null}
        </>
      )}
    </SandboxShell>
  );
}
