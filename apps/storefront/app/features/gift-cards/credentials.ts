/**
 * A gift card's number and PIN as a shopper types them (the number in groups of four, spaces or
 * dashes allowed), checked before they are sent: 16 digits and a 6-digit PIN.
 */
import { GIFT_CARD_NUMBER_PATTERN, GIFT_CARD_PIN_PATTERN } from '@blush/shared/giftcard-contracts';
import type { FieldErrors } from '../../components/form/use-schema-form.ts';
import type { TFunction } from '../../lib/i18n.ts';

export interface CardCredentials {
  number: string;
  pin: string;
}

export const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '');

/** "1234567812345678" → "1234 5678 1234 5678" as it is typed (at most 16 digits). */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function checkCredentials(values: CardCredentials, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  if (!digitsOf(values.number)) errors.number = t('gift_cards.errors.number_required');
  else if (!GIFT_CARD_NUMBER_PATTERN.test(digitsOf(values.number))) errors.number = t('gift_cards.errors.number_invalid');
  if (!values.pin.trim()) errors.pin = t('gift_cards.errors.pin_required');
  else if (!GIFT_CARD_PIN_PATTERN.test(values.pin.trim())) errors.pin = t('gift_cards.errors.pin_invalid');
  return errors;
}

export const credentialsBody = (values: CardCredentials) => ({ number: digitsOf(values.number), pin: values.pin.trim() });
