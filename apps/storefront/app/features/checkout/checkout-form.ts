/**
 * The checkout form's values, their checks and the `POST /orders` body they make. Addresses are
 * checked with the shared `validateAddress` / `validateRecipient` (the same rules as the API, with
 * messages in the shopper's language), the registration number with the country's rule, the
 * e-mail with the order contract's own schema. Field keys (`email`, `shipping.postcode`,
 * `card.number` …) name the errors, the DOM ids and the links of the error summary.
 */
import {
  ADDRESS_FORMATS,
  type AddressField,
  RECIPIENT_FIELDS,
  type RecipientField,
  registrationNumberMessage,
  validateAddress,
  validateRecipient,
  validateRegistrationNumber,
} from '@blush/shared/address';
import type { CheckoutDto, DeliveryQuote } from '@blush/shared/checkout-contracts';
import { type CountryCode, MARKETS } from '@blush/shared/markets';
import type { Translate } from '@blush/shared/message-format';
import { type DeliveryMethod, type PaymentMethod, type PlaceOrderBody, placeOrderBodySchema } from '@blush/shared/order-contracts';
import type { TFunction } from '../../lib/i18n.ts';
import type { FieldErrors } from '../../components/form/server-errors.ts';
import { CARD_FIELDS, type CardValues, EMPTY_CARD, checkCard } from './card.ts';

export type AddressValues = Record<AddressField, string>;

export interface CheckoutValues {
  email: string;
  delivery: DeliveryMethod | '';
  storeId: string;
  recipient: Record<RecipientField, string>;
  shipping: AddressValues;
  /** Delivery: the billing address is the shipping address. Click & collect: no billing address is given. */
  billingSame: boolean;
  billing: AddressValues;
  registrationNumber: string;
  payment: PaymentMethod | '';
  bank: string;
  card: CardValues;
}

export type { FieldErrors };

export const EMPTY_ADDRESS: AddressValues = { line1: '', line2: '', district: '', city: '', region: '', postcode: '' };

/** Whether a payment method is paid by scanning a QR code (the shared list of QR methods). */
export { isQrMethod } from '@blush/shared/order-contracts';

/** The first values: the member's details, the country's calling code, the first option and method that can be used. */
export function initialValues(data: CheckoutDto, country: CountryCode): CheckoutValues {
  const member = data.member;
  return {
    email: member?.email ?? '',
    delivery: data.deliveryOptions.find((option) => option.available)?.id ?? '',
    storeId: '',
    recipient: {
      first_name: member?.firstName ?? '',
      last_name: member?.lastName ?? '',
      calling_code: member?.callingCode ?? MARKETS[country].callingCode,
      mobile: member?.mobile ?? '',
    },
    shipping: { ...EMPTY_ADDRESS },
    billingSame: true,
    billing: { ...EMPTY_ADDRESS },
    registrationNumber: '',
    payment: data.paymentMethods[0]?.id ?? '',
    bank: '',
    card: { ...EMPTY_CARD },
  };
}

/** The delivery option chosen, if it can be used. */
/** A bag of gift cards alone: they are sent by e-mail, so there is no delivery to choose and no address to give. */
export const shipsNothing = (data: CheckoutDto): boolean => data.bag.lines.length === 0 && (data.bag.giftCardLines?.length ?? 0) > 0;

export function chosenOption(data: CheckoutDto, values: CheckoutValues): DeliveryQuote | undefined {
  // Nothing ships: the order goes as standard (no fee) whatever was picked before.
  const id = shipsNothing(data) ? 'standard' : values.delivery;
  return data.deliveryOptions.find((option) => option.id === id && option.available);
}

export const collecting = (values: CheckoutValues) => values.delivery === 'click_and_collect';

/**
 * Gift cards and store credit pay all of it (the chosen option's total, else the bag's, is 0 with
 * something taken off): no payment method to choose, the order is paid when placed.
 */
export function paidInFull(data: CheckoutDto, values: CheckoutValues): boolean {
  const summary = chosenOption(data, values)?.summary ?? data.bag.summary;
  const covered = summary.giftCardRedeemed.amount + (summary.storeCreditRedeemed?.amount ?? 0);
  return summary.total.amount === 0 && covered > 0;
}

/** Whether the billing address form shows: delivery with "same as shipping" unticked, or click & collect with "add a billing address" ticked. */
export const billingFormShown = (values: CheckoutValues) => !values.billingSame;

/** Every field key in the order the page shows them (for the error summary and the focus). */
export function fieldOrder(country: CountryCode, values: CheckoutValues, noShipping = false): string[] {
  const address = (prefix: string) => ADDRESS_FORMATS[country].fields.map(({ field }) => `${prefix}.${field}`);
  return [
    'email',
    ...(noShipping ? [] : ['delivery', 'store']),
    ...RECIPIENT_FIELDS.map((field) => `recipient.${field}`),
    ...(collecting(values) || noShipping ? [] : address('shipping')),
    'registration_number',
    ...(billingFormShown(values) ? address('billing') : []),
    'payment',
    'bank',
    ...CARD_FIELDS.map((field) => `card.${field}`),
  ];
}

export interface CheckContext {
  country: CountryCode;
  /** The shared rules' messages in the page language (`useMessage()`). */
  text: Translate;
  data: CheckoutDto;
  t: TFunction;
}

const prefixed = (prefix: string, errors: Partial<Record<string, string>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]));

const addressInput = (country: CountryCode, values: AddressValues) => ({ ...values, country });

/** Every mistake in the form, by field key, in the shopper's language. */
export function checkValues(values: CheckoutValues, { country, text, data, t }: CheckContext): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = t('checkout.contact.email_required');
  else if (!placeOrderBodySchema.shape.email.safeParse(email).success) errors.email = t('checkout.contact.email_invalid');

  const noShipping = shipsNothing(data);
  if (!chosenOption(data, values)) errors.delivery = t('checkout.delivery.required');
  if (!noShipping && collecting(values) && !data.stores.some((store) => store.id === values.storeId)) errors.store = t('checkout.delivery.store_required');

  const recipient = validateRecipient(values.recipient, text);
  if (!recipient.ok) Object.assign(errors, prefixed('recipient', recipient.errors));

  if (!collecting(values) && !noShipping) {
    const shipping = validateAddress(country, addressInput(country, values.shipping), text);
    if (!shipping.ok) Object.assign(errors, prefixed('shipping', shipping.errors));
  }
  if (billingFormShown(values)) {
    const billing = validateAddress(country, addressInput(country, values.billing), text);
    if (!billing.ok) Object.assign(errors, prefixed('billing', billing.errors));
  }

  if (!validateRegistrationNumber(country, values.registrationNumber).ok) errors.registration_number = registrationNumberMessage(country, text);

  if (paidInFull(data, values)) return errors;
  if (!data.paymentMethods.some((method) => method.id === values.payment)) errors.payment = t('checkout.payment.required');
  else if (values.payment === 'virtual_account' && !data.banks.some((bank) => bank.id === values.bank)) errors.bank = t('checkout.payment.bank_required');
  else if (values.payment === 'card') {
    for (const [field, key] of Object.entries(checkCard(values.card))) errors[`card.${field}`] = t(`checkout.card.error.${key}`);
  }
  return errors;
}

/** The address as sent: the recipient and the normalised fields of the country's format (region by code). */
function addressBody(country: CountryCode, values: AddressValues, recipient: Record<RecipientField, string>, text: Translate): Record<string, string> {
  const checked = validateAddress(country, addressInput(country, values), text);
  if (!checked.ok) throw new Error('The address was not checked before sending.');
  const fields = Object.entries(checked.address).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { ...recipient, ...Object.fromEntries(fields) };
}

/**
 * The `POST /orders` body of valid `values` (call after `checkValues` found nothing): the total the
 * shopper sees for the chosen option is `expected_total`. Card details are not part of it.
 */
export function orderBody(values: CheckoutValues, { country, text, data }: Omit<CheckContext, 't'>, fraudToken: string | undefined): PlaceOrderBody {
  const option = chosenOption(data, values);
  const recipient = validateRecipient(values.recipient, text);
  if (!option || !recipient.ok) throw new Error('The form was not checked before sending.');
  const registration = validateRegistrationNumber(country, values.registrationNumber);
  const noShipping = shipsNothing(data);
  const shipping = collecting(values) || noShipping ? undefined : addressBody(country, values.shipping, recipient.recipient, text);
  const billing = billingFormShown(values) ? addressBody(country, values.billing, recipient.recipient, text) : shipping;
  return {
    email: values.email.trim().toLowerCase(),
    recipient: recipient.recipient,
    delivery_option: option.id,
    ...(collecting(values) && !noShipping ? { store_id: values.storeId } : {}),
    ...(shipping ? { shipping_address: shipping } : {}),
    ...(billing ? { billing_address: billing } : {}),
    ...(registration.ok && registration.value ? { registration_number: registration.value } : {}),
    payment_method: values.payment as PaymentMethod,
    ...(values.payment === 'virtual_account' ? { bank: values.bank } : {}),
    expected_total: option.summary.total.amount,
    ...(fraudToken ? { fraud_token: fraudToken } : {}),
  };
}

/**
 * The form field of a `validation_failed` path from the API (`body.shipping_address.postcode`,
 * `body.recipient.mobile`, `body.email` …), or undefined when the form has no such field.
 */
export function fieldOfServerPath(path: string): string | undefined {
  const parts = path.replace(/^body\./, '').split('.').filter(Boolean);
  const [head, sub] = parts;
  if (!head) return undefined;
  if (head === 'recipient' && sub) return `recipient.${sub === 'number' ? 'mobile' : sub}`;
  if ((head === 'shipping_address' || head === 'billing_address') && sub) {
    if ((RECIPIENT_FIELDS as readonly string[]).includes(sub)) return `recipient.${sub}`;
    if (sub === 'country') return undefined;
    return `${head === 'shipping_address' ? 'shipping' : 'billing'}.${sub}`;
  }
  if (head === 'store_id') return 'store';
  if (head === 'payment_method') return 'payment';
  if (head === 'delivery_option') return 'delivery';
  if (head === 'email' || head === 'registration_number' || head === 'bank') return head;
  return undefined;
}

/** The fields of a `validation_failed` answer as [path, message] pairs (the form kit reads both shapes the API sends). */
export { serverFieldErrors } from '../../components/form/server-errors.ts';
