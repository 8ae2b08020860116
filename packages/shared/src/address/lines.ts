import type { Language } from '../markets.ts';
import { ADDRESS_FORMATS } from './formats.ts';
import { findRegion, regionName } from './regions.ts';
import type { Address } from './validate.ts';

/** The address as the lines of a label or an order summary, region and district named in `language`. */
export function addressLines(address: Address, language: Language): string[] {
  const format = ADDRESS_FORMATS[address.country];
  const region = address.region && format.regions ? findRegion(format.regions, address.region) : undefined;
  const district = address.country === 'HK' && region && address.district ? findRegion(region.districts ?? [], address.district) : undefined;
  const districtText = district ? regionName(district, language) : address.district;
  const regionText = region ? regionName(region, language) : address.region;
  const tail = [address.country === 'HK' ? null : address.city, regionText, address.postcode].filter(Boolean).join(' ');
  return [address.line1, address.line2, districtText, tail].filter((line): line is string => !!line);
}
