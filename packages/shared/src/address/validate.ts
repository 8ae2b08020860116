/**
 * Checking a shipping address and its recipient, and the zod schema the API uses (the storefront's
 * checkout uses the same functions to check a form as the shopper types). Messages come from the
 * `text` given (a language's catalogue: `translator(language)` on a server, the page's messages in
 * the browser).
 */
import { z } from 'zod';
import { mobileSchema } from '../account-contracts.ts';
import { type CountryCode, COUNTRY_CODES, MARKETS, parseCountry } from '../markets.ts';
import type { Translate } from '../message-format.ts';
import { ADDRESS_LINE_MAX_LENGTH, ADDRESS_NAME_MAX_LENGTH, type AddressField, type AddressFormField, type RecipientField } from './fields.ts';
import { ADDRESS_FORMATS, addressFieldLabel } from './formats.ts';
import { findRegion } from './regions.ts';
import { shipsTo } from './ships-to.ts';

export interface Address {
  country: CountryCode;
  line1: string;
  line2: string | null;
  /** Suburb, district, barangay, kelurahan or subdistrict as typed; for HK the district code. */
  district: string | null;
  city: string;
  /** The region's code (state, province, region, HK area); null where the country has none. */
  region: string | null;
  /** Digits only, spaces removed; null where the country has no postcodes. */
  postcode: string | null;
}

export interface Recipient {
  first_name: string;
  last_name: string;
  calling_code: string;
  /** Digits only, as account-contracts' mobile rule normalises it. */
  mobile: string;
}

export type ShippingAddress = Recipient & Address;

type Input = Readonly<Record<string, string | null | undefined>>;
export type AddressInput = Partial<Readonly<Record<AddressField | 'country', string | null | undefined>>>;
export type RecipientInput = Partial<Readonly<Record<RecipientField, string | null | undefined>>>;

export type AddressCheck = { ok: true; address: Address } | { ok: false; errors: Partial<Record<AddressField | 'country', string>> };
export type RecipientCheck = { ok: true; recipient: Recipient } | { ok: false; errors: Partial<Record<RecipientField, string>> };

/** Letters of any script with their marks (Thai vowels and tones), spaces and the punctuation of names. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\s.'’-]+$/u;
/** Street lines, suburbs and cities may also have digits and the punctuation of addresses ("#12-34", "Lot 5/7", "Jl. Sudirman No. 1"). */
const ADDRESS_CHARACTERS = /^[\p{L}\p{M}\p{N}\s.,'’\-–/#&()°:;"+]+$/u;

/** Trimmed, inner runs of white space (new lines included) made one space; empty is null. */
function clean(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

const LINE_FIELDS: ReadonlySet<AddressField> = new Set(['line1', 'line2']);

/**
 * Check a shipping address against `country`'s format: every required field present, lengths
 * (street lines 100 characters, other names 50), characters, the postcode's digits (spaces
 * removed) and a region from the list (given by code or any of its names; the code is kept).
 * Fields the country does not use are dropped. When `input.country` is given it must be `country`.
 */
export function validateAddress(country: CountryCode, input: AddressInput, text: Translate): AddressCheck {
  const format = ADDRESS_FORMATS[country];
  const errors: Partial<Record<AddressField | 'country', string>> = {};
  const label = (field: AddressFormField) => addressFieldLabel(country, field, text);
  const values: Partial<Record<AddressField, string | null>> = {};

  if (input.country != null && input.country.trim() !== '' && parseCountry(input.country) !== country) {
    errors.country = text('errors.does_not_ship_to_country');
  }

  for (const { field, required } of format.fields) {
    const value = clean(input[field]);
    if (value === null) {
      if (required) errors[field] = text('address.error.required', { field: label(field) });
      values[field] = null;
      continue;
    }
    if (field === 'region' || (field === 'district' && country === 'HK')) {
      values[field] = value; // checked against the lists below
      continue;
    }
    if (field === 'postcode') {
      const digits = value.normalize('NFKC').replace(/\s+/g, '');
      const rule = format.postcode!;
      if (new RegExp(`^\\d{${rule.digits}}$`).test(digits)) values.postcode = digits;
      else errors.postcode = text(`address.error.${rule.message}`, { digits: rule.digits });
      continue;
    }
    const max = LINE_FIELDS.has(field) ? ADDRESS_LINE_MAX_LENGTH : ADDRESS_NAME_MAX_LENGTH;
    if ([...value].length > max) errors[field] = text('address.error.too_long', { field: label(field), max });
    else if (!ADDRESS_CHARACTERS.test(value)) errors[field] = text('address.error.invalid_characters', { field: label(field) });
    else values[field] = value;
  }

  if (format.regions) {
    const given = values.region ?? null;
    let region = given === null ? undefined : findRegion(format.regions, given);
    if (given !== null && !region) errors.region = text('address.error.unknown_region', { field: label('region') });
    if (country === 'HK' && values.district) {
      // The district must be in the chosen area; with no area chosen, the district tells which.
      const district = values.district;
      const areas = region ? [region] : given === null ? format.regions : [];
      const area = areas.find((candidate) => findRegion(candidate.districts ?? [], district));
      if (area) {
        values.district = findRegion(area.districts ?? [], district)!.code;
        if (!region) {
          region = area;
          delete errors.region;
        }
      } else if (given === null || region) {
        errors.district = text('address.error.unknown_region', { field: label('district') });
      }
    }
    if (region) values.region = region.code;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    address: {
      country,
      line1: values.line1!,
      line2: values.line2 ?? null,
      district: values.district ?? null,
      city: format.impliedCity ?? values.city!,
      region: format.regions ? values.region! : null,
      postcode: format.postcode ? values.postcode! : null,
    },
  };
}

/** The calling codes of the countries served; the mobile number itself follows account-contracts' `mobileSchema`. */
const SERVED_CALLING_CODES: ReadonlySet<string> = new Set(COUNTRY_CODES.map((code) => MARKETS[code].callingCode));

/**
 * Check the recipient of a shipment: first and last name (50 characters, letters of any script),
 * a calling code of a country served (`calling_code_mismatch` otherwise, as at registration) and a
 * mobile number by the same rule as a member's (account-contracts' `mobileSchema`).
 */
export function validateRecipient(input: RecipientInput, text: Translate): RecipientCheck {
  const errors: Partial<Record<RecipientField, string>> = {};
  const label = (field: RecipientField) => text(`address.label.${field}`);
  const names: Partial<Record<'first_name' | 'last_name', string>> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = clean(input[field]);
    if (value === null) errors[field] = text('address.error.required', { field: label(field) });
    else if ([...value].length > ADDRESS_NAME_MAX_LENGTH) errors[field] = text('address.error.too_long', { field: label(field), max: ADDRESS_NAME_MAX_LENGTH });
    else if (!NAME_CHARACTERS.test(value)) errors[field] = text('address.error.invalid_characters', { field: label(field) });
    else names[field] = value;
  }

  const callingCode = clean(input.calling_code)?.replace(/\s+/g, '') ?? null;
  if (callingCode === null) errors.calling_code = text('address.error.required', { field: label('calling_code') });
  else if (!mobileSchema.shape.calling_code.safeParse(callingCode).success || !SERVED_CALLING_CODES.has(callingCode)) {
    errors.calling_code = text('errors.calling_code_mismatch');
  }

  let mobile: string | null = null;
  if (clean(input.mobile) === null) errors.mobile = text('address.error.required', { field: label('mobile') });
  else {
    const parsed = mobileSchema.shape.number.safeParse(clean(input.mobile));
    if (parsed.success) mobile = parsed.data;
    else errors.mobile = text('address.error.invalid_mobile');
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, recipient: { first_name: names.first_name!, last_name: names.last_name!, calling_code: callingCode!, mobile: mobile! } };
}

/**
 * The zod schema of a shipping address posted to the `site` (recipient and address in one object,
 * as the checkout form sends it). The destination must be one the site ships to (the issue on
 * `country` carries `params.code = 'does_not_ship_to_country'`); every other rule is
 * `validateRecipient` and `validateAddress`, so the API and the form cannot disagree. Messages are
 * those of `text`; the output is the normalised `ShippingAddress`.
 */
export function addressSchema(site: CountryCode, text: Translate) {
  const format = ADDRESS_FORMATS[site];
  const uses = (field: AddressField) => format.fields.find((entry) => entry.field === field);
  const input = (name: AddressFormField, required: boolean) => {
    const base = z.string({ error: () => text('address.error.required', { field: addressFieldLabel(site, name, text) }) }).max(500);
    return required ? base : base.nullish();
  };
  return z
    .object({
      first_name: input('first_name', true),
      last_name: input('last_name', true),
      line1: input('line1', true),
      line2: input('line2', false),
      district: input('district', uses('district')?.required ?? false),
      city: input('city', uses('city')?.required ?? false),
      region: input('region', uses('region')?.required ?? false),
      postcode: input('postcode', uses('postcode')?.required ?? false),
      country: z.string().max(10).describe('ISO country code; the site ships only to its own country'),
      calling_code: input('calling_code', true).describe('e.g. +65'),
      mobile: input('mobile', true),
    })
    .transform((body, ctx): ShippingAddress => {
      const destination = parseCountry(body.country);
      if (!destination || !shipsTo(site, destination)) {
        ctx.addIssue({ code: 'custom', path: ['country'], message: text('errors.does_not_ship_to_country'), params: { code: 'does_not_ship_to_country' } });
        return z.NEVER;
      }
      const recipient = validateRecipient(body, text);
      const address = validateAddress(destination, body, text);
      if (!recipient.ok || !address.ok) {
        const errors: Input = { ...(recipient.ok ? {} : recipient.errors), ...(address.ok ? {} : address.errors) };
        for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: message! });
        return z.NEVER;
      }
      return { ...recipient.recipient, ...address.address };
    });
}
