import { useState } from 'react';
import { Form } from 'react-aria-components';
import { COUNTRY_CODES, type CountryCode, type CurrencyCode, MARKETS } from '@blush/shared/markets';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Field, ModalDialog, SelectField } from '../../components/ui.tsx';
import { minorUnits } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DialogButtons } from '../orders/OrderDialogs.tsx';

/** What a dialog sends: its body and its Idempotency-Key (one per opening: a second press or a retry changes nothing). */
export interface DialogSubmit {
  body: Record<string, unknown>;
  key: string;
}

interface DialogProps {
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (submit: DialogSubmit) => void;
}

const exponentOf = (currency: string) => CURRENCY_EXPONENT[currency as CurrencyCode] ?? 2;

/**
 * A signed amount in a currency ("-12.50" takes off); undefined when it is not a number or is 0.
 * Mounted only while open, so each opening gets a new key.
 */
export function signedMinor(text: string, currency: string): number | undefined {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const minor = minorUnits(negative ? trimmed.slice(1) : trimmed.replace(/^\+/, ''), exponentOf(currency));
  if (minor === undefined || minor === 0) return undefined;
  return negative ? -minor : minor;
}

/** Add to or take off a balance (a gift card's or a member's store credit) with a reason. */
/** The fields of an adjustment, of a gift card or of store credit: a signed amount in `currency` and a reason. */
export function AdjustmentFields({ currency, amount, onAmount, reason, onReason }: { currency: string; amount: string; onAmount: (v: string) => void; reason: string; onReason: (v: string) => void }) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('giftcards.adjust_amount', { currency })}
        description={t('giftcards.adjust_amount_help')}
        name="amount"
        inputMode="decimal"
        isRequired
        value={amount}
        onChange={onAmount}
        validate={(value) => (value.trim() && signedMinor(value, currency) === undefined ? t('errors.amount_invalid') : null)}
        autoFocus
      />
      <Field label={t('actions.reason')} name="reason" isRequired minLength={3} maxLength={300} value={reason} onChange={onReason} />
    </>
  );
}

export function AdjustDialog({ title, currency, busy, error, onClose, onSubmit, extra }: DialogProps & { title: string; currency: string; extra?: Record<string, unknown> }) {
  const { t } = useI18n();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={title}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const minor = signedMinor(amount, currency);
          if (minor !== undefined) onSubmit({ body: { ...extra, amount: minor, reason: reason.trim() }, key });
        }}
      >
        <ErrorAlert error={error} />
        <AdjustmentFields currency={currency} amount={amount} onAmount={setAmount} reason={reason} onReason={setReason} />
        <DialogButtons busy={busy} confirm={t('giftcards.adjust')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}

/** Void what is left on a card, with a reason. */
export function VoidDialog({ last4, busy, error, onClose, onSubmit }: DialogProps & { last4: string }) {
  const { t } = useI18n();
  const [key] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  return (
    <ModalDialog isOpen role="alertdialog" onOpenChange={(o) => !o && onClose()} title={t('giftcards.void_title', { last4 })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ body: { reason: reason.trim() }, key });
        }}
      >
        <ErrorAlert error={error} />
        <p>{t('giftcards.void_warning')}</p>
        <Field label={t('actions.reason')} name="reason" isRequired minLength={3} maxLength={300} value={reason} onChange={setReason} autoFocus />
        <DialogButtons busy={busy} danger confirm={t('giftcards.void')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}

/** Issue a card in a country's currency to a recipient, with a reason. */
export function IssueDialog({ busy, error, onClose, onSubmit }: DialogProps) {
  const { t } = useI18n();
  const [key] = useState(() => crypto.randomUUID());
  const [country, setCountry] = useState<CountryCode>('SG');
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const currency = MARKETS[country].currency;
  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={t('giftcards.issue_title')}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const minor = minorUnits(amount, exponentOf(currency));
          if (minor !== undefined && minor > 0) onSubmit({ body: { country, amount: minor, recipient_name: name.trim(), recipient_email: email.trim(), reason: reason.trim() }, key });
        }}
      >
        <ErrorAlert error={error} />
        <SelectField label={t('giftcards.country')} name="country" value={country} onChange={(v) => setCountry(v as CountryCode)} options={COUNTRY_CODES.map((c) => ({ value: c, label: `${c} (${MARKETS[c].currency})` }))} />
        <Field
          label={t('giftcards.amount', { currency })}
          name="amount"
          inputMode="decimal"
          isRequired
          value={amount}
          onChange={setAmount}
          validate={(value) => {
            const minor = value.trim() ? minorUnits(value, exponentOf(currency)) : 1;
            return minor === undefined || minor <= 0 ? t('errors.amount_invalid') : null;
          }}
        />
        <Field label={t('giftcards.recipient_name')} name="recipient_name" isRequired maxLength={80} value={name} onChange={setName} />
        <Field label={t('giftcards.recipient_email')} name="recipient_email" type="email" isRequired maxLength={254} value={email} onChange={setEmail} />
        <Field label={t('actions.reason')} name="reason" isRequired minLength={3} maxLength={300} value={reason} onChange={setReason} />
        <DialogButtons busy={busy} confirm={t('giftcards.issue')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
