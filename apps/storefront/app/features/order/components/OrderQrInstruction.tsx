/**
 * Paying by QR code (PayNow, PromptPay, QRIS): the code the API drew (SVG markup of our own API,
 * shown as an image so nothing in it can run), the amount, a countdown to its expiry (the visible
 * clock ticks every second; screen readers hear the minutes left, once a minute), "Check payment
 * status", and once it has expired "QR code expired." with "Get a new QR code".
 */
import type { PaymentDto } from '@blush/shared/checkout-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { clock, useOrderFormat } from '../hooks/use-order-format.ts';

export interface OrderQrInstructionProps {
  payment: PaymentDto;
  now: number;
  expired: boolean;
  qrExpiredText: string;
  busy: 'checking' | 'renewing' | null;
  onCheck: () => void;
  onRenew: () => void;
  /** Whether a new code may be asked for (the order's payment window is open). */
  canRenew: boolean;
}

const SCHEME_NAMES = { paynow: 'PayNow', promptpay: 'PromptPay', qris: 'QRIS' } as const;

export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function OrderQrInstruction({ payment, now, expired, qrExpiredText, busy, onCheck, onRenew, canRenew }: OrderQrInstructionProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { time } = useOrderFormat();
  const qr = payment.qr!;
  const left = Date.parse(payment.expiresAt) - now;
  const minutes = Math.max(1, Math.ceil(left / 60_000));
  const amount = format(payment.amount);

  if (expired) {
    return (
      <div className="space-y-4" data-testid="qr-expired">
        <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3 font-semibold">
          {qrExpiredText}
        </p>
        {canRenew ? (
          <>
            <p className="text-sm text-neutral-700">{t('order.qr.renew_body')}</p>
            <button
              type="button"
              onClick={onRenew}
              disabled={busy !== null}
              className="inline-flex h-12 items-center justify-center gap-2 bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-500"
            >
              {busy === 'renewing' ? t('order.qr.renewing') : t('order.qr.renew')}
            </button>
          </>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid gap-6 sm:grid-cols-[16rem_minmax(0,1fr)]" data-testid="qr-instruction">
      <figure className="mx-auto w-64 border border-neutral-200 bg-white p-3 sm:mx-0">
        <img src={qrImageSrc(qr.svg)} alt={t('order.qr.alt', { method: SCHEME_NAMES[qr.scheme], amount })} width={232} height={232} className="block size-58 [image-rendering:pixelated]" data-testid="qr-image" />
        <figcaption className="mt-2 text-center text-xs text-neutral-600">{t('order.qr.caption', { method: SCHEME_NAMES[qr.scheme] })}</figcaption>
      </figure>
      <div className="space-y-4">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4 sm:justify-start">
            <dt className="text-neutral-600">{t('order.qr.amount')}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="qr-amount">
              {amount}
            </dd>
          </div>
          <div className="flex justify-between gap-4 sm:justify-start">
            <dt className="text-neutral-600">{t('order.qr.expires_at')}</dt>
            <dd>{time(payment.expiresAt)}</dd>
          </div>
        </dl>
        <p className="text-sm">
          <span aria-hidden="true" data-testid="qr-clock">
            {t('order.qr.time_left', { time: clock(left) })}
          </span>
          {/* Announced once a minute, not every second. */}
          <span className="sr-only" aria-live="polite" data-testid="qr-minutes">
            {t('order.qr.minutes_left', { count: minutes })}
          </span>
        </p>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>{t('order.qr.step_open')}</li>
          <li>{t('order.qr.step_scan')}</li>
          <li>{t('order.qr.step_confirm', { amount })}</li>
        </ol>
        <p className="text-xs text-neutral-600">{t('order.qr.auto_update')}</p>
        <button
          type="button"
          onClick={onCheck}
          disabled={busy !== null}
          className="inline-flex h-11 items-center justify-center border border-black px-6 text-sm font-semibold hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === 'checking' ? t('order.status.checking') : t('order.status.check')}
        </button>
      </div>
    </div>
  );
}
