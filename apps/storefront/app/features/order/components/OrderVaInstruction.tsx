/**
 * Paying into a bank virtual account (Indonesia): the bank, the account number with a copy button,
 * the amount, when it expires, the steps per channel (ATM, mobile banking …) as accordions, and
 * "Check payment status", which asks the bank (`enquire{Bank}Payment`); the page also polls, so it
 * says it updates by itself.
 */
import { useState } from 'react';
import type { PaymentDto } from '@blush/shared/checkout-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';

export interface OrderVaInstructionProps {
  payment: PaymentDto;
  busy: boolean;
  onCheck: () => void;
}

export function OrderVaInstruction({ payment, busy, onCheck }: OrderVaInstructionProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { dateTime } = useOrderFormat();
  const va = payment.virtualAccount!;
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(va.number);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="space-y-6" data-testid="va-instruction">
      <dl className="grid gap-4 border border-neutral-200 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-neutral-600">{t('order.va.bank')}</dt>
          <dd className="font-semibold" data-testid="va-bank">
            {va.bankName}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-600">{t('order.va.amount')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="va-amount">
            {format(payment.amount)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt id="va-number-label" className="text-sm text-neutral-600">
            {t('order.va.number')}
          </dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <span className="font-mono text-2xl tracking-wider" data-testid="va-number">
              {va.number}
            </span>
            <button
              type="button"
              onClick={() => void copy()}
              aria-describedby="va-number-label"
              className="inline-flex h-10 items-center border border-black px-4 text-sm font-semibold hover:bg-neutral-100"
            >
              {t('order.va.copy')}
            </button>
            <span role="status" className="text-sm text-emerald-800" data-testid="va-copied">
              {copied === 'copied' ? t('order.va.copied') : copied === 'failed' ? t('order.va.copy_failed') : ''}
            </span>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-neutral-600">{t('order.va.expires_at')}</dt>
          <dd data-testid="va-expires">{dateTime(payment.expiresAt)}</dd>
        </div>
      </dl>

      <div>
        <h2 className="text-lg font-semibold">{t('order.va.how_to_pay')}</h2>
        <div className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200" data-testid="va-steps">
          {va.instructions.map((channel, index) => (
            <details key={channel.title} open={index === 0} className="group py-1">
              <summary className="flex cursor-pointer items-center justify-between py-3 font-semibold">
                {channel.title}
                <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ol className="list-decimal space-y-1 pb-4 pl-6 text-sm">
                {channel.steps.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </details>
          ))}
        </div>
      </div>

      <p className="text-sm text-neutral-700" data-testid="va-auto-update">
        {t('order.va.auto_update')}
      </p>
      <button
        type="button"
        onClick={onCheck}
        disabled={busy}
        className="inline-flex h-11 items-center justify-center border border-black px-6 text-sm font-semibold hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? t('order.status.checking') : t('order.status.check')}
      </button>
    </div>
  );
}
