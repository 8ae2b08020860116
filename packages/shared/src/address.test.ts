import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORMATS,
  REGISTRATION_NUMBERS,
  SHIPS_TO,
  type AddressInput,
  addressLines,
  addressSchema,
  findRegion,
  registrationNumberMessage,
  shipsTo,
  validateAddress,
  validateRecipient,
  validateRegistrationNumber,
} from './address.ts';
import { errorMessage } from './errors.ts';
import { type CountryCode, COUNTRY_CODES, LANGUAGES, MARKETS } from './markets.ts';
import { lookupMessage } from './message-format.ts';
import { CATALOGUE, translator } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('a valid address per country is normalised', () => {
  const cases: Array<[CountryCode, AddressInput, Record<string, unknown>]> = [
    ['AU', { line1: ' 1  George St ', city: 'Sydney', region: 'nsw', postcode: '2000' }, { line1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000', district: null }],
    ['HK', { line1: 'Flat A, 12/F, Harbour Tower', district: 'Wan Chai', region: 'Hong Kong Island' }, { district: 'WC', region: 'HKI', city: 'Hong Kong', postcode: null }],
    ['ID', { line1: 'Jl. Jend. Sudirman No. 1', district: 'Karet Tengsin, Tanah Abang', city: 'Jakarta Pusat', region: 'DKI Jakarta', postcode: '10220' }, { region: 'JK', postcode: '10220', district: 'Karet Tengsin, Tanah Abang' }],
    ['MY', { line1: '1 Jalan Ampang', city: 'Kuala Lumpur', region: 'W.P. Kuala Lumpur', postcode: '50450' }, { region: '14', postcode: '50450' }],
    ['NZ', { line1: '1 Queen Street', city: 'Palmerston North', region: 'Manawatu-Whanganui', postcode: '4410' }, { region: 'MWT', district: null, postcode: '4410' }],
    ['PH', { line1: '6750 Ayala Avenue', district: 'San Lorenzo', city: 'Makati', region: 'Metro Manila', postcode: '1226' }, { region: 'NCR', district: 'San Lorenzo', city: 'Makati' }],
    ['SG', { line1: '10 Bayfront Avenue', line2: '#01-01 Marina Bay Sands', postcode: '018 956', city: 'ignored', region: 'ignored' }, { city: 'Singapore', region: null, postcode: '018956', line2: '#01-01 Marina Bay Sands' }],
    ['TH', { line1: '999/9 ถนนพระรามที่ 1', district: 'ปทุมวัน', city: 'ปทุมวัน', region: 'กรุงเทพมหานคร', postcode: '10330' }, { region: '10', district: 'ปทุมวัน', city: 'ปทุมวัน', postcode: '10330' }],
  ];
  it.each(cases)('%s', (country, input, expected) => {
    const check = validateAddress(country, input, translator('en'));
    expect(check).toMatchObject({ ok: true, address: { country, ...expected } });
  });
});

describe('an invalid address per country says what is wrong, in the shopper language', () => {
  const cases: Array<[CountryCode, AddressInput, 'en' | 'id' | 'th' | 'zh', Record<string, string>]> = [
    ['AU', { line1: '1 George St', city: 'Sydney', region: 'Sydney', postcode: '200' }, 'en', { region: 'State or territory: please choose one from the list.', postcode: 'Enter a 4-digit postcode.' }],
    ['HK', { line1: 'Flat A, 12/F, Harbour Tower', district: 'Sha Tin', region: 'HKI' }, 'zh', { district: '地區：請從列表中選擇。' }],
    ['ID', { line1: 'Jl. Sudirman 1', city: 'Jakarta Pusat', region: 'JK', postcode: '1022' }, 'id', { district: 'Kelurahan, Kecamatan wajib diisi.', postcode: 'Masukkan kode pos 5 digit.' }],
    ['MY', { line1: '1 Jalan Ampang', city: 'Kuala Lumpur', region: 'Singapore', postcode: '50450' }, 'en', { region: 'State: please choose one from the list.' }],
    ['NZ', { line1: '1 Queen Street', region: 'AUK', postcode: '10100' }, 'en', { city: 'Town or city is required.', postcode: 'Enter a 4-digit postcode.' }],
    ['PH', { line1: '6750 Ayala Avenue', city: 'Makati', region: 'NCR', postcode: 'ABCD' }, 'en', { district: 'Barangay is required.', postcode: 'Enter a 4-digit ZIP code.' }],
    ['SG', { line1: '', postcode: '12345' }, 'en', { line1: 'Block and street name is required.', postcode: 'Enter a 6-digit postal code.' }],
    ['TH', { line1: '1 ถนนสุขุมวิท', district: 'คลองเตย', city: 'คลองเตย', region: 'Pattaya', postcode: '10110' }, 'th', { region: 'จังหวัด: โปรดเลือกจากรายการ' }],
  ];
  it.each(cases)('%s', (country, input, language, errors) => {
    expect(validateAddress(country, input, translator(language))).toEqual({ ok: false, errors });
  });
});

describe('address rules', () => {
  it('limits street lines to 100 characters and names to 50', () => {
    const base = { line1: 'x', city: 'Sydney', region: 'NSW', postcode: '2000' };
    expect(validateAddress('AU', { ...base, line1: 'a'.repeat(100) }, translator('en')).ok).toBe(true);
    expect(validateAddress('AU', { ...base, line2: 'a'.repeat(101) }, translator('en'))).toEqual({ ok: false, errors: { line2: 'Apartment, unit, building can have at most 100 characters.' } });
    expect(validateAddress('AU', { ...base, city: 'b'.repeat(50) }, translator('en')).ok).toBe(true);
    expect(validateAddress('AU', { ...base, city: 'b'.repeat(51) }, translator('en'))).toEqual({ ok: false, errors: { city: 'Suburb can have at most 50 characters.' } });
    // Thai letters with their marks count as characters, not bytes.
    expect(validateAddress('TH', { line1: 'ถนน'.repeat(33), district: 'ก', city: 'ก', region: '10', postcode: '10110' }, translator('th')).ok).toBe(true);
  });

  it('refuses characters that have no place in an address', () => {
    const base = { line1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000' };
    expect(validateAddress('AU', { ...base, line1: '<script>1 George St' }, translator('en'))).toEqual({ ok: false, errors: { line1: 'Street address contains characters we cannot use.' } });
    expect(validateAddress('AU', { ...base, city: 'Sydney 🌊' }, translator('en')).ok).toBe(false);
    expect(validateAddress('AU', { ...base, line1: "Unit 5/7, O'Connell St. (rear) #2" }, translator('en')).ok).toBe(true);
  });

  it('refuses an address in another country than the one given', () => {
    const check = validateAddress('SG', { country: 'MY', line1: '10 Bayfront Avenue', postcode: '018956' }, translator('en'));
    expect(check).toEqual({ ok: false, errors: { country: errorMessage('does_not_ship_to_country', 'en') } });
    expect(validateAddress('SG', { country: 'sg', line1: '10 Bayfront Avenue', postcode: '018956' }, translator('en')).ok).toBe(true);
  });

  it('works out the Hong Kong area from the district when none is chosen, and keeps districts in their area', () => {
    expect(validateAddress('HK', { line1: '1 Tai Po Road', district: '沙田區' }, translator('zh'))).toMatchObject({ ok: true, address: { district: 'ST', region: 'NT' } });
    expect(validateAddress('HK', { line1: '1 Tai Po Road', district: 'Sha Tin', region: 'KLN' }, translator('en')).ok).toBe(false);
    expect(validateAddress('HK', { line1: '1 Tai Po Road', district: 'Mong Kok' }, translator('en'))).toEqual({ ok: false, errors: { district: 'District: please choose one from the list.', region: 'Area is required.' } });
    expect(validateAddress('HK', { line1: '1 Tai Po Road' }, translator('en'))).toEqual({ ok: false, errors: { district: 'District is required.', region: 'Area is required.' } });
  });

  it('accepts a region by code, name in any of its languages, or a usual spelling; never one outside the list', () => {
    const th = ADDRESS_FORMATS.TH.regions!;
    expect(findRegion(th, 'Chonburi')?.code).toBe('20');
    expect(findRegion(th, 'ชลบุรี')?.code).toBe('20');
    expect(findRegion(th, 'Bangkok')?.code).toBe('10');
    expect(findRegion(ADDRESS_FORMATS.ID.regions!, 'Jawa Barat')?.code).toBe('JB');
    expect(findRegion(ADDRESS_FORMATS.ID.regions!, 'West Java')?.code).toBe('JB');
    expect(findRegion(ADDRESS_FORMATS.NZ.regions!, 'hawkes bay')?.code).toBe('HKB');
    expect(findRegion(ADDRESS_FORMATS.MY.regions!, 'Pulau Pinang')?.code).toBe('07');
    expect(findRegion(th, 'Pattaya')).toBeUndefined();
    expect(findRegion(th, '')).toBeUndefined();
    expect(findRegion(ADDRESS_FORMATS.AU.regions!, 'Auckland')).toBeUndefined();
  });

  it('prints an address with its region named in the language', () => {
    const check = validateAddress('HK', { line1: 'Flat A, 12/F, Harbour Tower', line2: '1 Harbour Road', district: 'WC', region: 'HKI' }, translator('en'));
    if (!check.ok) throw new Error('expected a valid address');
    expect(addressLines(check.address, 'zh')).toEqual(['Flat A, 12/F, Harbour Tower', '1 Harbour Road', '灣仔區', '香港島']);
    const au = validateAddress('AU', { line1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000' }, translator('en'));
    if (!au.ok) throw new Error('expected a valid address');
    expect(addressLines(au.address, 'en')).toEqual(['1 George St', 'Sydney New South Wales 2000']);
  });

  it('prints a Bangkok district in the page language, whichever script it was typed in, and leaves what it does not know as typed', () => {
    const typedInThai = validateAddress('TH', { line1: '999/9 ถนนพระรามที่ 1', district: 'ปทุมวัน', city: 'ปทุมวัน', region: 'กรุงเทพมหานคร', postcode: '10330' }, translator('th'));
    if (!typedInThai.ok) throw new Error('expected a valid address');
    // The English Thai site no longer writes "ปทุมวัน Bangkok 10330".
    expect(addressLines(typedInThai.address, 'en')).toEqual(['999/9 ถนนพระรามที่ 1', 'ปทุมวัน', 'Pathum Wan Bangkok 10330']);
    expect(addressLines(typedInThai.address, 'th')).toEqual(['999/9 ถนนพระรามที่ 1', 'ปทุมวัน', 'ปทุมวัน กรุงเทพมหานคร 10330']);
    const typedInEnglish = validateAddress('TH', { line1: '999 Rama I Road', district: 'Pathum Wan', city: 'sathorn', region: 'Bangkok', postcode: '10120' }, translator('en'));
    if (!typedInEnglish.ok) throw new Error('expected a valid address');
    expect(addressLines(typedInEnglish.address, 'th')).toEqual(['999 Rama I Road', 'Pathum Wan', 'สาทร กรุงเทพมหานคร 10120']);
    expect(addressLines(typedInEnglish.address, 'en')).toEqual(['999 Rama I Road', 'Pathum Wan', 'Sathon Bangkok 10120']);
    // Outside Bangkok the district is as typed; the province is named in the language.
    const chonBuri = validateAddress('TH', { line1: '1 Beach Road', district: 'Nong Prue', city: 'Bang Lamung', region: 'ชลบุรี', postcode: '20150' }, translator('en'));
    if (!chonBuri.ok) throw new Error('expected a valid address');
    expect(addressLines(chonBuri.address, 'en')).toEqual(['1 Beach Road', 'Nong Prue', 'Bang Lamung Chon Buri 20150']);
  });

  it("knows Bangkok's 50 districts by their Thai and English names", () => {
    const bangkok = findRegion(ADDRESS_FORMATS.TH.regions!, 'Bangkok')!;
    const districts = bangkok.districts!;
    expect(districts).toHaveLength(50);
    expect(new Set(districts.map((district) => district.code)).size).toBe(50);
    for (const district of districts) {
      expect(district.names.th, district.code).toBeTruthy();
      for (const name of [...Object.values(district.names), ...(district.aliases ?? [])]) expect(findRegion(districts, name)?.code, name).toBe(district.code);
    }
  });
});

describe('postcode rules', () => {
  const digits: Record<CountryCode, number | null> = { AU: 4, HK: null, ID: 5, MY: 5, NZ: 4, PH: 4, SG: 6, TH: 5 };
  it.each(COUNTRY_CODES)('%s', (country) => {
    expect(ADDRESS_FORMATS[country].postcode?.digits ?? null).toBe(digits[country]);
    const n = digits[country];
    if (n === null) {
      expect(ADDRESS_FORMATS.HK.fields.some((field) => field.field === 'postcode')).toBe(false);
      return;
    }
    const rule = ADDRESS_FORMATS[country].postcode!;
    const check = (postcode: string) => validateAddress(country, { postcode }, translator('en'));
    const postcodeError = (postcode: string) => {
      const result = check(postcode);
      return result.ok ? undefined : result.errors.postcode;
    };
    expect(rule.example).toMatch(new RegExp(`^\\d{${n}}$`));
    expect(postcodeError(rule.example)).toBeUndefined();
    expect(postcodeError(` ${rule.example.slice(0, 2)} ${rule.example.slice(2)} `)).toBeUndefined();
    expect(postcodeError('1'.repeat(n - 1))).toMatch(new RegExp(`${n}-digit`));
    expect(postcodeError('1'.repeat(n + 1))).toMatch(new RegExp(`${n}-digit`));
    expect(postcodeError(`${'1'.repeat(n - 1)}A`)).toMatch(new RegExp(`${n}-digit`));
    expect(postcodeError('')).toMatch(/is required/);
  });
});

describe('region lists', () => {
  const counts: Record<CountryCode, number | null> = { AU: 8, HK: 3, ID: 38, MY: 16, NZ: 16, PH: 18, SG: null, TH: 77 };
  it.each(COUNTRY_CODES)('%s has its regions, each named in the languages the country offers', (country) => {
    const regions = ADDRESS_FORMATS[country].regions;
    expect(regions?.length ?? null).toBe(counts[country]);
    if (!regions) return;
    const all = country === 'HK' ? [...regions, ...regions.flatMap((area) => area.districts ?? [])] : regions;
    for (const region of all) {
      for (const language of MARKETS[country].languages) expect(region.names[language], `${region.code} ${language}`).toBeTruthy();
    }
    // Codes unique, and no name or alias that would match two regions.
    expect(new Set(regions.map((region) => region.code)).size).toBe(regions.length);
    for (const region of regions) {
      for (const name of [...Object.values(region.names), ...(region.aliases ?? [])]) expect(findRegion(regions, name)?.code, name).toBe(region.code);
    }
  });

  it('Hong Kong has 18 districts across its three areas', () => {
    const areas = ADDRESS_FORMATS.HK.regions!;
    expect(areas.map((area) => [area.code, area.districts?.length])).toEqual([['HKI', 4], ['KLN', 5], ['NT', 9]]);
  });

  it('the region field is required wherever there is a list, and absent in Singapore', () => {
    for (const country of COUNTRY_CODES) {
      const field = ADDRESS_FORMATS[country].fields.find((entry) => entry.field === 'region');
      expect(field?.required ?? false).toBe(ADDRESS_FORMATS[country].regions !== null);
    }
  });
});

describe('labels and messages', () => {
  it('every label and message exists in all four languages with the same placeholders', () => {
    const address = (language: keyof typeof CATALOGUE) => CATALOGUE[language].address as Record<'label' | 'error', Record<string, string>>;
    for (const section of ['label', 'error'] as const) {
      for (const [key, english] of Object.entries(address('en')[section])) {
        for (const language of LANGUAGES) {
          expect(address(language)[section][key], `${key} ${language}`).toBeTruthy();
          expect(placeholders(address(language)[section][key]!), `${key} ${language}`).toEqual(placeholders(english));
        }
      }
    }
  });

  it('every format lists line1 first and names each field with a label that exists', () => {
    for (const country of COUNTRY_CODES) {
      const { fields } = ADDRESS_FORMATS[country];
      expect(fields[0]).toMatchObject({ field: 'line1', required: true });
      for (const field of fields) expect(lookupMessage(CATALOGUE.en, `address.label.${field.label}`)).toBeDefined();
    }
  });

  it('registration number names exist in all four languages', () => {
    for (const country of COUNTRY_CODES) for (const language of LANGUAGES) expect(REGISTRATION_NUMBERS[country] && lookupMessage(CATALOGUE[language], `address.registration_number.${country}`)).toBeTruthy();
    expect(registrationNumberMessage('AU', translator('en'))).toBe('Enter a valid ABN.');
  });
});

describe('recipient', () => {
  it('normalises a valid recipient with the mobile rule of accounts', () => {
    expect(validateRecipient({ first_name: ' Mei ', last_name: 'Tan', calling_code: '+65', mobile: '9123 4567' }, translator('en'))).toEqual({
      ok: true,
      recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567' },
    });
    expect(validateRecipient({ first_name: 'ปลอย', last_name: 'ศรีสุข', calling_code: '+66', mobile: '812345678' }, translator('th')).ok).toBe(true);
  });

  it('refuses a calling code not served, a bad number, and names too long or with digits', () => {
    expect(validateRecipient({ first_name: 'R2D2', last_name: 'x'.repeat(51), calling_code: '+1', mobile: '12' }, translator('en'))).toEqual({
      ok: false,
      errors: {
        first_name: 'First name contains characters we cannot use.',
        last_name: 'Last name can have at most 50 characters.',
        calling_code: errorMessage('calling_code_mismatch', 'en'),
        mobile: 'Enter a valid mobile number.',
      },
    });
    expect(validateRecipient({}, translator('id'))).toEqual({
      ok: false,
      errors: { first_name: 'Nama depan wajib diisi.', last_name: 'Nama belakang wajib diisi.', calling_code: 'Kode negara wajib diisi.', mobile: 'Nomor ponsel wajib diisi.' },
    });
  });
});

describe('addressSchema (the API)', () => {
  const body = { first_name: 'Mei', last_name: 'Tan', line1: '10 Bayfront Avenue', line2: '#01-01', postcode: '018956', country: 'SG', calling_code: '+65', mobile: '9123 4567' };

  it('parses to the normalised shipping address', () => {
    expect(addressSchema('SG', translator('en')).parse(body)).toEqual({
      first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567',
      country: 'SG', line1: '10 Bayfront Avenue', line2: '#01-01', district: null, city: 'Singapore', region: null, postcode: '018956',
    });
  });

  it('refuses a country the site does not ship to, naming the error code', () => {
    const result = addressSchema('SG', translator('en')).safeParse({ ...body, country: 'MY' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['country'], message: "This site doesn't ship to your country.", params: { code: 'does_not_ship_to_country' } })]);
    expect(addressSchema('SG', translator('en')).safeParse({ ...body, country: 'US' }).success).toBe(false);
  });

  it('reports each field with its message in the language', () => {
    const result = addressSchema('TH', translator('th')).safeParse({ first_name: 'ปลอย', last_name: 'ศรีสุข', line1: '1 ถนนสุขุมวิท', district: 'คลองเตย', city: 'คลองเตย', region: 'Pattaya', postcode: '1011', country: 'TH', calling_code: '+66', mobile: '812345678' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['postcode', 'โปรดกรอกรหัสไปรษณีย์ 5 หลัก'],
      ['region', 'จังหวัด: โปรดเลือกจากรายการ'],
    ]);
    const missing = addressSchema('AU', translator('en')).safeParse({ country: 'AU' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['first_name', 'last_name', 'line1', 'city', 'region', 'postcode', 'calling_code', 'mobile']);
    expect(missing.error?.issues[3]?.message).toBe('Suburb is required.');
  });
});

describe('where each site ships (product guide §5)', () => {
  it.each(COUNTRY_CODES)('the %s site ships to its own country only', (site) => {
    expect(SHIPS_TO[site]).toEqual([site]);
    for (const destination of COUNTRY_CODES) expect(shipsTo(site, destination)).toBe(destination === site);
    expect(shipsTo(site, site.toLowerCase())).toBe(true);
    expect(shipsTo(site, 'US')).toBe(false);
    expect(shipsTo(site, '')).toBe(false);
  });
});

describe('registration numbers', () => {
  const cases: Array<[CountryCode, string, string | null]> = [
    ['AU', '51 824 753 556', '51824753556'],
    ['AU', '51 824 753 557', null], // checksum
    ['AU', '5182475355', null],
    ['NZ', '9429041535714', '9429041535714'],
    ['NZ', '9429041535715', null], // check digit
    ['NZ', '942904153571', null],
    ['SG', '201912345K', '201912345K'],
    ['SG', '53312345a', '53312345A'],
    ['SG', 'T08LL1234A', 'T08LL1234A'],
    ['SG', '2019123K', null],
    ['MY', '201901000005', '201901000005'],
    ['MY', '201907000005', null], // no entity type 07
    ['MY', '123456-X', '123456X'],
    ['ID', '01.234.567.8-901.000', '012345678901000'],
    ['ID', '3171234567890123', '3171234567890123'],
    ['ID', '01234567890100', null],
    ['TH', '0105536112014', '0105536112014'],
    ['TH', '3-1006-00445-60-1', '3100600445601'],
    ['TH', '0105536112015', null], // check digit
    ['PH', '123-456-789', '123456789'],
    ['PH', '123-456-789-000', '123456789000'],
    ['PH', '12345678', null],
    ['HK', '12345678', '12345678'],
    ['HK', '1234567', null],
  ];
  it.each(cases)('%s %s', (country, value, normalised) => {
    expect(validateRegistrationNumber(country, value)).toEqual(normalised === null ? { ok: false } : { ok: true, value: normalised });
  });

  it('is optional', () => {
    for (const country of COUNTRY_CODES) {
      expect(validateRegistrationNumber(country, '')).toEqual({ ok: true, value: null });
      expect(validateRegistrationNumber(country, undefined)).toEqual({ ok: true, value: null });
      expect(validateRegistrationNumber(country, REGISTRATION_NUMBERS[country].example).ok).toBe(true);
    }
  });
});
