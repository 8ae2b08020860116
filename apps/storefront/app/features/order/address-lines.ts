/**
 * An order's shipping address as the lines of a label, regions and districts named in the page
 * language. Loaded only when an order with an address is shown (the address tables are large).
 */
import { ADDRESS_FORMATS, type Address, addressLines } from '@blush/shared/address';
import type { Language } from '@blush/shared/markets';

export function orderAddressLines(address: Readonly<Record<string, string>>, orderCountry: string, language: Language): string[] | null {
  const country = (address.country ?? orderCountry) as Address['country'];
  if (!Object.hasOwn(ADDRESS_FORMATS, country)) return null;
  return addressLines(
    {
      country,
      line1: address.line1 ?? '',
      line2: address.line2 ?? null,
      district: address.district ?? null,
      city: address.city ?? '',
      region: address.region ?? null,
      postcode: address.postcode ?? null,
    },
    language,
  );
}
