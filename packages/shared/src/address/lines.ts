import type { Language } from '../markets.ts';
import { ADDRESS_FORMATS } from './formats.ts';
import { findRegion, regionName } from './regions.ts';
import type { Address } from './validate.ts';

/**
 * The address as the lines of a label or an order summary, named in `language` wherever the
 * address data knows the name: the region, Hong Kong's district and Bangkok's district (the `city`
 * of a Thai address, which the shopper may have typed in Thai or English). What the shopper typed
 * and the data does not know (a street, a Thai subdistrict) is printed as typed.
 */
export function addressLines(address: Address, language: Language): string[] {
  const format = ADDRESS_FORMATS[address.country];
  const region = address.region && format.regions ? findRegion(format.regions, address.region) : undefined;
  const named = (value: string | null, field: 'district' | 'city') => {
    const known = region && value && DISTRICT_FIELD[address.country] === field ? findRegion(region.districts ?? [], value) : undefined;
    return known ? regionName(known, language) : value;
  };
  const regionText = region ? regionName(region, language) : address.region;
  const tail = [address.country === 'HK' ? null : named(address.city, 'city'), regionText, address.postcode].filter(Boolean).join(' ');
  return [address.line1, address.line2, named(address.district, 'district'), tail].filter((line): line is string => !!line);
}

/** The address field a region's `districts` name: Hong Kong's district, a Bangkok address's city (khet). */
const DISTRICT_FIELD: Partial<Record<Address['country'], 'district' | 'city'>> = { HK: 'district', TH: 'city' };
