/**
 * The eight country sites, their languages and the constants the spec fixes for each.
 * Money amounts are integers in the currency's minor unit (ISO 4217 exponent).
 */
export const COUNTRY_CODES = ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LANGUAGES = ['en', 'id', 'th', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'SG';

/** The retailer's brand, as used in the `registration_of_{brand}_account` point source. */
export const RETAILER_BRAND = 'blush';

export type CurrencyCode = 'AUD' | 'HKD' | 'IDR' | 'MYR' | 'NZD' | 'PHP' | 'SGD' | 'THB';

export interface Market {
  code: CountryCode;
  /** Languages offered; the first is the country's default. */
  languages: readonly Language[];
  domain: string;
  currency: CurrencyCode;
  callingCode: string;
  timeZone: string;
  /** Tax included in shelf prices (GST, VAT, PPN, SST), percent. */
  taxPercent: number;
  taxName: string;
  /** Order subtotal from which standard shipping is free, in minor units. */
  freeShippingThreshold: number;
  /** Countries this site delivers to. */
  shipsTo: readonly CountryCode[];
  /** Advertising retargeting account id, where the retailer has one (product guide §9). */
  retargetingId: number | null;
  /** Free samples a shopper may choose per order. */
  samplesPerOrder: number;
}

export const MARKETS: Readonly<Record<CountryCode, Market>> = {
  AU: { code: 'AU', languages: ['en'], domain: 'www.blush.com.au', currency: 'AUD', callingCode: '+61', timeZone: 'Australia/Sydney', taxPercent: 10, taxName: 'GST', freeShippingThreshold: 25_00, shipsTo: ['AU'], retargetingId: 16250, samplesPerOrder: 2 },
  HK: { code: 'HK', languages: ['en', 'zh'], domain: 'www.blush.com.hk', currency: 'HKD', callingCode: '+852', timeZone: 'Asia/Hong_Kong', taxPercent: 0, taxName: 'Tax', freeShippingThreshold: 400_00, shipsTo: ['HK'], retargetingId: 18390, samplesPerOrder: 2 },
  ID: { code: 'ID', languages: ['id', 'en'], domain: 'www.blush.co.id', currency: 'IDR', callingCode: '+62', timeZone: 'Asia/Jakarta', taxPercent: 11, taxName: 'PPN', freeShippingThreshold: 500_000_00, shipsTo: ['ID'], retargetingId: 13731, samplesPerOrder: 2 },
  MY: { code: 'MY', languages: ['en'], domain: 'www.blush.com.my', currency: 'MYR', callingCode: '+60', timeZone: 'Asia/Kuala_Lumpur', taxPercent: 10, taxName: 'SST', freeShippingThreshold: 80_00, shipsTo: ['MY'], retargetingId: 14887, samplesPerOrder: 2 },
  NZ: { code: 'NZ', languages: ['en'], domain: 'www.blush.co.nz', currency: 'NZD', callingCode: '+64', timeZone: 'Pacific/Auckland', taxPercent: 15, taxName: 'GST', freeShippingThreshold: 25_00, shipsTo: ['NZ'], retargetingId: null, samplesPerOrder: 2 },
  PH: { code: 'PH', languages: ['en'], domain: 'www.blush.com.ph', currency: 'PHP', callingCode: '+63', timeZone: 'Asia/Manila', taxPercent: 12, taxName: 'VAT', freeShippingThreshold: 3_000_00, shipsTo: ['PH'], retargetingId: null, samplesPerOrder: 2 },
  SG: { code: 'SG', languages: ['en'], domain: 'www.blush.com.sg', currency: 'SGD', callingCode: '+65', timeZone: 'Asia/Singapore', taxPercent: 9, taxName: 'GST', freeShippingThreshold: 35_00, shipsTo: ['SG'], retargetingId: 13732, samplesPerOrder: 3 },
  TH: { code: 'TH', languages: ['th', 'en'], domain: 'www.blush.co.th', currency: 'THB', callingCode: '+66', timeZone: 'Asia/Bangkok', taxPercent: 7, taxName: 'VAT', freeShippingThreshold: 500_00, shipsTo: ['TH'], retargetingId: 17291, samplesPerOrder: 2 },
};

/** Host suffix (after the shop domain's last label) → country, for host-based resolution. */
const HOST_SUFFIXES: ReadonlyArray<readonly [string, CountryCode]> = COUNTRY_CODES.map(
  (code) => [`.${code.toLowerCase()}`, code] as const,
);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Case-insensitive country code parse; anything else is undefined. */
export function parseCountry(value: string | null | undefined): CountryCode | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  return isCountryCode(upper) ? upper : undefined;
}

export function parseLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const lower = value.trim().toLowerCase().slice(0, 2);
  return isLanguage(lower) ? lower : undefined;
}

export function countryFromHost(host: string | null | undefined): CountryCode | undefined {
  if (!host) return undefined;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return HOST_SUFFIXES.find(([suffix]) => name.endsWith(suffix))?.[1];
}

export function defaultLanguage(country: CountryCode): Language {
  return MARKETS[country].languages[0]!;
}

export function offersLanguage(country: CountryCode, language: Language): boolean {
  return MARKETS[country].languages.includes(language);
}
