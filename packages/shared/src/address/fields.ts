/**
 * The fields of a shipping address and of its recipient, and the catalogue keys of their labels and
 * of the messages of a failed check (`address.label.*`, `address.error.*`; decision 0021).
 */
import type { MessageKey } from '../message-format.ts';

/** The address fields every format picks from; what each is called differs by country (`label`). */
export const ADDRESS_FIELDS = ['line1', 'line2', 'district', 'city', 'region', 'postcode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The recipient's details that go with a shipping address (product guide §3: recipient, mobile with calling code). */
export const RECIPIENT_FIELDS = ['first_name', 'last_name', 'calling_code', 'mobile'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

export type AddressFormField = RecipientField | AddressField | 'country';

/** Longest street line, and longest name (recipient names, suburb, district, city). */
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const ADDRESS_NAME_MAX_LENGTH = 50;

/** A field label's key under `address.label` in the message catalogue ("Suburb", "Postal code", "Kelurahan, Kecamatan" …). */
export type AddressLabelKey = MessageKey extends infer K ? (K extends `address.label.${infer Label}` ? Label : never) : never;

/** A failed check's key under `address.error`. `{field}` is the field's label in the same language; `{digits}` the postcode's length; `{max}` the longest allowed; `{name}` the registration number's name. */
export type AddressErrorKey = MessageKey extends infer K ? (K extends `address.error.${infer Error}` ? Error : never) : never;
