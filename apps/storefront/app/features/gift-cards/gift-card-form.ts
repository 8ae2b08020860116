/**
 * The gift card form's values, its checks (in the page language, the API's rules: an amount of the
 * presets or within the country's limits and step, names, an e-mail, a message of at most the
 * country's length, a delivery day from today to the last allowed, both in the country's zone as
 * the API gives them) and the body of `POST /cart/gift-cards`.
 */
import type { GiftCardOptionsDto, PurchaseGiftCardBody } from '@blush/shared/giftcard-contracts';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import type { FieldErrors } from '../../components/form/use-schema-form.ts';
import type { TFunction } from '../../lib/i18n.ts';

export const CUSTOM_AMOUNT = 'custom';
export const NAME_MAX_LENGTH = 80;

export interface GiftCardValues {
  design: string;
  /** A preset (its minor units as text) or `custom`. */
  amount: string;
  /** The custom amount as typed, in major units ("75" or "75.50"). */
  custom_amount: string;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  delivery: 'now' | 'date';
  deliver_on: string;
}

export const FIELD_ORDER = ['design', 'amount', 'custom_amount', 'recipient_name', 'recipient_email', 'sender_name', 'message', 'deliver_on'] as const;

export function initialGiftCardValues(options: GiftCardOptionsDto, senderName = ''): GiftCardValues {
  const middle = options.presets[Math.min(1, options.presets.length - 1)];
  return {
    design: options.designs[0]?.id ?? '',
    amount: middle !== undefined ? String(middle) : CUSTOM_AMOUNT,
    custom_amount: '',
    recipient_name: '',
    recipient_email: '',
    sender_name: senderName,
    message: '',
    delivery: 'now',
    deliver_on: options.today,
  };
}

/** A typed amount in minor units, or null when it is not a plain amount (at most the currency's decimals). */
export function parseAmount(typed: string, options: GiftCardOptionsDto): number | null {
  const exponent = CURRENCY_EXPONENT[options.currency];
  const clean = typed.trim().replace(/[\s,]/g, '');
  const match = new RegExp(`^(\\d{1,9})(?:\\.(\\d{0,${exponent}}))?$`).exec(clean);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(exponent, '0');
  return Number(match[1]) * 10 ** exponent + (exponent ? Number(fraction) : 0);
}

/** The amount chosen, in minor units (null while the custom amount is not a number). */
export function chosenAmount(values: GiftCardValues, options: GiftCardOptionsDto): number | null {
  return values.amount === CUSTOM_AMOUNT ? parseAmount(values.custom_amount, options) : Number(values.amount);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkGiftCard(values: GiftCardValues, options: GiftCardOptionsDto, t: TFunction, money: (amount: number) => string): FieldErrors {
  const errors: FieldErrors = {};
  if (!options.designs.some((design) => design.id === values.design)) errors.design = t('gift_cards.errors.design');
  if (values.amount === CUSTOM_AMOUNT) {
    const amount = parseAmount(values.custom_amount, options);
    const range = { min: money(options.min), max: money(options.max) };
    if (!values.custom_amount.trim()) errors.custom_amount = t('gift_cards.errors.amount_required', range);
    else if (amount === null || amount < options.min || amount > options.max) errors.custom_amount = t('gift_cards.errors.amount_range', range);
    else if (amount % options.step !== 0) errors.custom_amount = t('gift_cards.errors.amount_step', { step: money(options.step) });
  } else if (!options.presets.includes(Number(values.amount))) errors.amount = t('gift_cards.errors.amount_choose');
  if (!values.recipient_name.trim()) errors.recipient_name = t('gift_cards.errors.recipient_name');
  if (!values.recipient_email.trim()) errors.recipient_email = t('gift_cards.errors.recipient_email');
  else if (!EMAIL.test(values.recipient_email.trim())) errors.recipient_email = t('gift_cards.errors.email_invalid');
  if (!values.sender_name.trim()) errors.sender_name = t('gift_cards.errors.sender_name');
  if (values.message.length > options.messageMaxLength) errors.message = t('gift_cards.errors.message_long', { count: options.messageMaxLength });
  if (values.delivery === 'date') {
    // ISO days compare as text; both ends are the API's days in the country's zone.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.deliver_on)) errors.deliver_on = t('gift_cards.errors.date_required');
    else if (values.deliver_on < options.today) errors.deliver_on = t('gift_cards.errors.date_past');
    else if (values.deliver_on > options.latestDeliveryDate) errors.deliver_on = t('gift_cards.errors.date_late', { count: daysBetween(options.today, options.latestDeliveryDate) });
  }
  return errors;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function purchaseBody(values: GiftCardValues, options: GiftCardOptionsDto): PurchaseGiftCardBody {
  return {
    design_id: values.design,
    amount: chosenAmount(values, options) ?? 0,
    recipient_name: values.recipient_name.trim(),
    recipient_email: values.recipient_email.trim(),
    sender_name: values.sender_name.trim(),
    message: values.message.trim(),
    deliver_on: values.delivery === 'now' ? 'now' : values.deliver_on,
  };
}

/** A field key of the form for a path of the API's `validation_failed`. */
export function fieldOfServerPath(path: string): string | undefined {
  const key = path.replace(/^body\./, '');
  if (key === 'design_id') return 'design';
  if (key === 'amount') return 'amount';
  if (key === 'deliver_on') return 'deliver_on';
  return (FIELD_ORDER as readonly string[]).includes(key) ? key : undefined;
}
