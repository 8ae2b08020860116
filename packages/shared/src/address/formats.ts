/** Each country's address format: fields in display order, which are required, their labels, the region list and the postcode rule. */
import type { CountryCode } from '../markets.ts';
import type { Translate } from '../message-format.ts';
import type { AddressErrorKey, AddressField, AddressFormField, AddressLabelKey } from './fields.ts';
import { AU_STATES, HK_AREAS, ID_PROVINCES, MY_STATES, NZ_REGIONS, PH_REGIONS, type Region, TH_PROVINCES } from './regions.ts';

export interface AddressFieldFormat {
  field: AddressField;
  label: AddressLabelKey;
  required: boolean;
}

export interface PostcodeRule {
  digits: number;
  /** The message key naming the code as the country does (postcode, postal code, ZIP code). */
  message: Extract<AddressErrorKey, 'invalid_postcode' | 'invalid_postal_code' | 'invalid_zip_code'>;
  example: string;
}

export interface AddressFormat {
  country: CountryCode;
  /** The fields the country's form shows, in display order. */
  fields: readonly AddressFieldFormat[];
  /** The values `region` must come from (HK: the areas, each with its districts for `district`); null when none. */
  regions: readonly Region[] | null;
  postcode: PostcodeRule | null;
  /** The city filled in for a city-state with no city field (SG, HK). */
  impliedCity: string | null;
}

const f = (field: AddressField, label: AddressLabelKey, required = true): AddressFieldFormat => ({ field, label, required });

export const ADDRESS_FORMATS: Readonly<Record<CountryCode, AddressFormat>> = {
  AU: {
    country: 'AU',
    fields: [f('line1', 'street_address'), f('line2', 'address_line2', false), f('city', 'suburb'), f('region', 'state_territory'), f('postcode', 'postcode')],
    regions: AU_STATES,
    postcode: { digits: 4, message: 'invalid_postcode', example: '2000' },
    impliedCity: null,
  },
  HK: {
    country: 'HK',
    fields: [f('line1', 'flat_floor_building'), f('line2', 'street', false), f('district', 'district'), f('region', 'area')],
    regions: HK_AREAS,
    postcode: null,
    impliedCity: 'Hong Kong',
  },
  ID: {
    country: 'ID',
    fields: [f('line1', 'street_address'), f('line2', 'address_line2', false), f('district', 'kelurahan_kecamatan'), f('city', 'city_regency'), f('region', 'province'), f('postcode', 'postal_code')],
    regions: ID_PROVINCES,
    postcode: { digits: 5, message: 'invalid_postal_code', example: '10310' },
    impliedCity: null,
  },
  MY: {
    country: 'MY',
    fields: [f('line1', 'street_address'), f('line2', 'address_line2', false), f('city', 'town_city'), f('region', 'state'), f('postcode', 'postal_code')],
    regions: MY_STATES,
    postcode: { digits: 5, message: 'invalid_postal_code', example: '50450' },
    impliedCity: null,
  },
  NZ: {
    country: 'NZ',
    fields: [f('line1', 'street_address'), f('line2', 'address_line2', false), f('district', 'suburb', false), f('city', 'town_city'), f('region', 'region'), f('postcode', 'postcode')],
    regions: NZ_REGIONS,
    postcode: { digits: 4, message: 'invalid_postcode', example: '1010' },
    impliedCity: null,
  },
  PH: {
    country: 'PH',
    fields: [f('line1', 'street_address'), f('line2', 'address_line2', false), f('district', 'barangay'), f('city', 'city_municipality'), f('region', 'region'), f('postcode', 'zip_code')],
    regions: PH_REGIONS,
    postcode: { digits: 4, message: 'invalid_zip_code', example: '1226' },
    impliedCity: null,
  },
  SG: {
    country: 'SG',
    fields: [f('line1', 'block_street'), f('line2', 'unit_building', false), f('postcode', 'postal_code')],
    regions: null,
    postcode: { digits: 6, message: 'invalid_postal_code', example: '238859' },
    impliedCity: 'Singapore',
  },
  TH: {
    country: 'TH',
    fields: [f('line1', 'street_address'), f('line2', 'address_line2', false), f('district', 'subdistrict'), f('city', 'district'), f('region', 'province'), f('postcode', 'postal_code')],
    regions: TH_PROVINCES,
    postcode: { digits: 5, message: 'invalid_postal_code', example: '10330' },
    impliedCity: null,
  },
};

/** What `country` calls a field, in the language of `text`. */
export function addressFieldLabel(country: CountryCode, field: AddressFormField, text: Translate): string {
  const format = ADDRESS_FORMATS[country].fields.find((entry) => entry.field === field);
  const key: AddressLabelKey = format ? format.label : field === 'line1' ? 'street_address' : field === 'line2' ? 'address_line2' : field;
  return text(`address.label.${key}`);
}
