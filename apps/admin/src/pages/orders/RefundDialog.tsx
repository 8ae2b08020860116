import { useState } from 'react';
import { Form } from 'react-aria-components';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import type { CurrencyCode } from '@blush/shared/markets';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Field, ModalDialog } from '../../components/ui.tsx';
import { minorUnits, money } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DialogButtons, type OrderDialogProps } from './OrderDialogs.tsx';

/**
 * A full or partial refund with its reason. One Idempotency-Key per opening of the dialog: pressing
 * Refund twice, or again after a lost answer, refunds once; opening the dialog again is a new refund.
 */
export function RefundDialog({ isOpen, detail, busy, error, onClose, onSubmit }: OrderDialogProps) {
  const { t, language } = useI18n();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { refundable } = detail;
  const exponent = CURRENCY_EXPONENT[refundable.currency as CurrencyCode] ?? 2;
  const max = money(refundable, language);

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={(o) => !o && onClose()} title={t('actions.refund_title', { number: detail.order.number })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const minor = amount.trim() ? minorUnits(amount, exponent) : undefined;
          onSubmit({ path: 'refunds', body: { reason: reason.trim(), ...(minor !== undefined ? { amount: minor } : {}) }, headers: { 'idempotency-key': key } });
        }}
      >
        <ErrorAlert error={error} />
        <Field
          label={t('actions.refund_amount', { currency: refundable.currency })}
          description={t('actions.refund_amount_help', { max })}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          validate={(value) => {
            // Checked here before anything is asked of the API (which refuses it as well).
            if (!value.trim()) return null;
            const minor = minorUnits(value, exponent);
            if (minor === undefined || minor <= 0) return t('errors.amount_invalid');
            return minor > refundable.amount ? t('errors.amount_too_large', { max }) : null;
          }}
          autoFocus
        />
        <Field label={t('actions.reason')} name="reason" isRequired maxLength={500} value={reason} onChange={setReason} />
        <DialogButtons busy={busy} confirm={t('actions.refund')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
