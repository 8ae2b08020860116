/**
 * Payment: a radio card per method the country offers (`paymentMethods`, named by the API). A card
 * shows the card fields; PayNow, PromptPay and QRIS say that a QR code comes after the order, to
 * scan with a banking app; a virtual account asks for the bank (`banks`).
 */
import type { CheckoutDto } from '@blush/shared/checkout-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CardField, CardValues } from '../card.ts';
import { isQrMethod } from '../checkout-form.ts';
import { CheckoutCardFields } from './CheckoutCardFields.tsx';
import { FormFieldError, FormRadioCard, FormSelect } from '../../../components/form/FormControls.tsx';

export interface CheckoutPaymentProps {
  data: CheckoutDto;
  payment: string;
  bank: string;
  card: CardValues;
  errors: Partial<Record<string, string>>;
  idFor: (key: string) => string;
  onPayment: (id: string) => void;
  onBank: (id: string) => void;
  onCard: (field: CardField, value: string) => void;
  onBlur: (key: string) => void;
  disabled?: boolean;
}

export function CheckoutPayment({ data, payment, bank, card, errors, idFor, onPayment, onBank, onCard, onBlur, disabled }: CheckoutPaymentProps) {
  const { t } = useTranslation();
  const cardErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('card.')).map(([key, message]) => [key.slice(5), message]));
  return (
    <>
      <fieldset aria-describedby={errors.payment ? `${idFor('payment')}-error` : undefined}>
        <legend className="sr-only">{t('checkout.payment.legend')}</legend>
        <div id={idFor('payment')} tabIndex={-1} className="space-y-3 outline-none" data-testid="payment-methods">
          {data.paymentMethods.map((method) => (
            <FormRadioCard
              key={method.id}
              id={idFor(`payment-${method.id}`)}
              name="payment_method"
              value={method.id}
              checked={payment === method.id}
              onChange={onPayment}
              title={method.name}
              testId={`payment-${method.id}`}
            >
              {method.description}
            </FormRadioCard>
          ))}
        </div>
        <FormFieldError id={`${idFor('payment')}-error`} message={errors.payment} />
      </fieldset>

      {payment === 'card' ? (
        <CheckoutCardFields idFor={(field) => idFor(`card.${field}`)} values={card} errors={cardErrors} onChange={onCard} onBlur={(field) => onBlur(`card.${field}`)} {...(disabled ? { disabled } : {})} />
      ) : null}
      {isQrMethod(payment) ? (
        <p className="flex items-start gap-2 bg-neutral-50 p-4 text-sm" data-testid="qr-note">
          {t('checkout.payment.qr_note', { method: data.paymentMethods.find((m) => m.id === payment)?.name ?? '' })}
        </p>
      ) : null}
      {payment === 'virtual_account' ? (
        <div className="space-y-3">
          <FormSelect
            id={idFor('bank')}
            label={t('checkout.payment.bank')}
            placeholder={t('checkout.payment.bank_placeholder')}
            options={data.banks.map((b) => ({ value: b.id, label: b.name }))}
            value={bank}
            onChange={(e) => onBank(e.target.value)}
            onBlur={() => onBlur('bank')}
            error={errors.bank}
          />
          <p className="bg-neutral-50 p-4 text-sm">{t('checkout.payment.va_note')}</p>
        </div>
      ) : null}
    </>
  );
}
