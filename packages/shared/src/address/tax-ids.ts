/** The business registration number printed on invoices (product guide §3): optional, checked by each country's rule. */
import type { CountryCode } from '../markets.ts';
import type { Translate } from '../message-format.ts';

/** What the country calls it is `address.registration_number.<country>` in the message catalogue. */
export interface RegistrationNumberRule {
  example: string;
  /** True when the normalised value (spaces, dots, hyphens and slashes removed, upper case) is valid. */
  test: (value: string) => boolean;
}

const digitsOf = (value: string) => [...value].map(Number);

/** Australian Business Number: 11 digits; subtract 1 from the first, weigh 10, 1, 3, 5 … 19, and the sum divides by 89. */
export function isValidAbn(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const digits = digitsOf(value);
  digits[0] = digits[0]! - 1;
  return digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 89 === 0;
}

/** Thai tax identification number (the citizen id or a company's): 13 digits, the last a mod-11 check digit. */
export function isValidThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = digitsOf(value);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/** New Zealand Business Number: a 13-digit GS1 global location number (starting 94), the last a GS1 check digit. */
export function isValidNzbn(value: string): boolean {
  if (!/^94\d{11}$/.test(value)) return false;
  const digits = digitsOf(value);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

export const REGISTRATION_NUMBERS: Readonly<Record<CountryCode, RegistrationNumberRule>> = {
  AU: { example: '51 824 753 556', test: isValidAbn },
  HK: { example: '12345678', test: (v) => /^\d{8}$/.test(v) },
  ID: { example: '01.234.567.8-901.000', test: (v) => /^(\d{15}|\d{16})$/.test(v) },
  // SSM: the 12-digit number of 2019 on (year, entity type 01–06, serial), or an older number with its check letter.
  MY: { example: '201901000005', test: (v) => /^(19|20)\d{2}0[1-6]\d{6}$/.test(v) || /^\d{1,7}[A-Z]$/.test(v) },
  NZ: { example: '9429041535714', test: isValidNzbn },
  PH: { example: '123-456-789-000', test: (v) => /^\d{9,12}$/.test(v) },
  // UEN: business (8 digits and a letter), local company (year, 5 digits, letter) or other entity (T/S/R, year, type, 4 digits, letter).
  SG: { example: '201912345K', test: (v) => /^(\d{8}[A-Z]|(19|20)\d{7}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/.test(v) },
  TH: { example: '0105536112014', test: isValidThaiTaxId },
};

export type RegistrationNumberCheck = { ok: true; value: string | null } | { ok: false };

/** Spaces, dots, hyphens and slashes removed, upper case. */
export function normaliseRegistrationNumber(value: string): string {
  return value.normalize('NFKC').replace(/[\s.\-/]/g, '').toUpperCase();
}

/** Optional: empty is fine (value null); otherwise the country's rule, and the normalised value is kept. */
export function validateRegistrationNumber(country: CountryCode, value: string | null | undefined): RegistrationNumberCheck {
  const normalised = normaliseRegistrationNumber(value ?? '');
  if (normalised === '') return { ok: true, value: null };
  return REGISTRATION_NUMBERS[country].test(normalised) ? { ok: true, value: normalised } : { ok: false };
}

/** What `country` calls its registration number ("ABN", "NPWP", "UEN" …), in the language of `text`. */
export function registrationNumberName(country: CountryCode, text: Translate): string {
  return text(`address.registration_number.${country}`);
}

export function registrationNumberMessage(country: CountryCode, text: Translate): string {
  return text('address.error.invalid_registration_number', { name: registrationNumberName(country, text) });
}
