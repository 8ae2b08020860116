/**
 * `/sandbox/payments/{id}` (internal test page, product guide §2 sandbox): a payment as the gateway
 * holds it — order number, method, amount, status, the QR payload or the virtual account — and
 * "Pay", "Fail", "Expire", which make the gateway do so (it sends the signed webhook), then a
 * link back to the order.
 */
import { useState } from 'react';
import type { SandboxPaymentDto } from '@blush/shared/sandbox-payment-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { useSandboxPayment } from '../hooks/use-sandbox-payment.ts';
import type { SandboxOutcome } from '../sandbox-api.ts';

export function SandboxShell({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10" aria-labelledby="sandbox-title" data-testid="sandbox-page">
      <p className="inline-block bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-[0.08em] text-amber-900">{t('sandbox.badge')}</p>
      <h1 id="sandbox-title" className="mt-3 text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

export const sandboxErrorMessage = (error: unknown, fallback: string) =>
  isApiError(error) && error.status < 500 && !error.message.startsWith('HTTP ') ? error.message : fallback;

export function SandboxPaymentFacts({ payment }: { payment: SandboxPaymentDto }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 border-b border-neutral-200 py-2" data-testid={testId}>
      <dt className="text-neutral-600">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <dl className="border-t border-neutral-200 text-sm">
      {row(t('sandbox.order'), payment.orderNumber, 'sandbox-order')}
      {row(t('sandbox.method'), t(`sandbox.methods.${payment.method}`), 'sandbox-method')}
      {row(t('sandbox.amount'), format(payment.amount), 'sandbox-amount')}
      {row(t('sandbox.status'), t(`sandbox.statuses.${payment.status}`), 'sandbox-status')}
      {payment.qr ? row(t('sandbox.qr_payload'), <code className="break-all font-mono text-xs">{payment.qr.payload}</code>, 'sandbox-qr') : null}
      {payment.virtualAccount ? row(t('sandbox.virtual_account'), `${payment.virtualAccount.bank.toUpperCase()} ${payment.virtualAccount.number}`, 'sandbox-va') : null}
      {payment.card ? row(t('sandbox.card'), `${payment.card.brand} •••• ${payment.card.last4}`) : null}
    </dl>
  );
}

const OUTCOMES: readonly SandboxOutcome[] = ['pay', 'fail', 'expire'];

export function SandboxPaymentPage({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const sandbox = useSandboxPayment(paymentId);
  const [busy, setBusy] = useState<SandboxOutcome | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const payment = sandbox.payment;

  const act = async (outcome: SandboxOutcome) => {
    if (busy) return;
    setBusy(outcome);
    setResult(null);
    try {
      const next = await sandbox.api.act(paymentId, outcome);
      sandbox.set(next);
      setResult({ ok: true, text: t('sandbox.done', { status: t(`sandbox.statuses.${next.status}`) }) });
    } catch (error) {
      setResult({ ok: false, text: sandboxErrorMessage(error, t('sandbox.failed')) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SandboxShell title={t('sandbox.payment_title')}>
      {!payment ? (
        sandbox.error && !sandbox.loading ? (
          <p role="alert">{sandboxErrorMessage(sandbox.error, t('sandbox.load_failed'))}</p>
        ) : (
          <p role="status">{t('sandbox.loading')}</p>
        )
      ) : (
        <>
          <SandboxPaymentFacts payment={payment} />
          <div className="flex flex-wrap gap-3">
            {OUTCOMES.map((outcome) => (
              <button
                key={outcome}
                type="button"
                onClick={() => void act(outcome)}
                disabled={busy !== null}
                className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500"
                data-testid={`sandbox-${outcome}`}
              >
                {busy === outcome ? t('sandbox.working') : t(`sandbox.${outcome}`)}
              </button>
            ))}
          </div>
          <p role={result?.ok === false ? 'alert' : 'status'} className="text-sm" data-testid="sandbox-result">
            {result?.text ?? ''}
          </p>
          <UiLink to={`/orders/${encodeURIComponent(payment.orderId)}`} className="inline-block text-sm font-semibold underline underline-offset-4" data-testid="sandbox-order-link">
            {t('sandbox.back_to_order')}
          </UiLink>
        </>
      )}
    </SandboxShell>
  );
}
