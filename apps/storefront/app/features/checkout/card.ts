/**
 * Card details as typed: the number in groups of four, expiry month and year, CVC and the name on
 * the card. They live only in the form's state and go straight to `POST /orders/{id}/payments`;
 * nothing of them is written to storage, a URL or the attempt's fingerprint.
 */
import type { CardBody } from './checkout-api.ts';

export interface CardValues {
  number: string;
  expiry_month: string;
  expiry_year: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardValues;
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry_month', 'expiry_year', 'cvc', 'name'];

export const EMPTY_CARD: CardValues = { number: '', expiry_month: '', expiry_year: '', cvc: '', name: '' };

/** Key of the message (under `checkout.card.error`) for each kind of mistake. */
export type CardErrorKey = 'number_required' | 'number_invalid' | 'expiry_required' | 'expired' | 'cvc_invalid' | 'name_required';

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The years a card may expire in: this year and the next 15. */
export function expiryYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 16 }, (_, i) => year + i);
}

/** What is wrong with the card details, by field (empty when nothing). */
export function checkCard(card: CardValues, now: Date = new Date()): Partial<Record<CardField, CardErrorKey>> {
  const errors: Partial<Record<CardField, CardErrorKey>> = {};
  const digits = card.number.replace(/\D/g, '');
  if (digits === '') errors.number = 'number_required';
  else if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) errors.number = 'number_invalid';
  const month = Number(card.expiry_month);
  const year = Number(card.expiry_year);
  if (!card.expiry_month) errors.expiry_month = 'expiry_required';
  if (!card.expiry_year) errors.expiry_year = 'expiry_required';
  if (card.expiry_month && card.expiry_year && (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))) {
    errors.expiry_month = 'expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'cvc_invalid';
  if (card.name.trim() === '') errors.name = 'name_required';
  return errors;
}

/** The card as `POST /orders/{id}/payments` takes it (call after `checkCard` found nothing). */
export function cardBody(card: CardValues): CardBody {
  return {
    number: formatCardNumber(card.number),
    expiry_month: Number(card.expiry_month),
    expiry_year: Number(card.expiry_year),
    cvc: card.cvc.trim(),
    name: card.name.trim().slice(0, 100),
  };
}
