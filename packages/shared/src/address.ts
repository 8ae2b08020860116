/**
 * Shipping addresses (SPEC.md §3 order fields, §5 shipping country): each country's address
 * format (fields in display order, which are required, their labels, the region list and the
 * postcode rule), the messages of a failed check in four languages, the check itself, the zod
 * schema the API uses, where each site ships to, and the business registration number printed on
 * invoices. The storefront's checkout uses the same functions to check a form as the shopper types.
 */
import { z } from 'zod';
import { mobileSchema } from './account-contracts.ts';
import { errorMessage, interpolate } from './errors.ts';
import { type CountryCode, type Language, COUNTRY_CODES, MARKETS, parseCountry } from './markets.ts';

type Messages = Readonly<Record<Language, string>>;

// ---------------------------------------------------------------------------------------------
// Fields and their labels

/** The address fields every format picks from; what each is called differs by country (`label`). */
export const ADDRESS_FIELDS = ['line1', 'line2', 'district', 'city', 'region', 'postcode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The recipient's details that go with a shipping address (SPEC.md §3: recipient, mobile with calling code). */
export const RECIPIENT_FIELDS = ['first_name', 'last_name', 'calling_code', 'mobile'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

export type AddressFormField = RecipientField | AddressField | 'country';

/** Longest street line, and longest name (recipient names, suburb, district, city). */
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const ADDRESS_NAME_MAX_LENGTH = 50;

export const ADDRESS_LABELS = {
  first_name: { en: 'First name', id: 'Nama depan', th: 'ชื่อ', zh: '名字' },
  last_name: { en: 'Last name', id: 'Nama belakang', th: 'นามสกุล', zh: '姓氏' },
  calling_code: { en: 'Country code', id: 'Kode negara', th: 'รหัสประเทศ', zh: '国际区号' },
  mobile: { en: 'Mobile number', id: 'Nomor ponsel', th: 'หมายเลขโทรศัพท์มือถือ', zh: '手机号码' },
  country: { en: 'Country', id: 'Negara', th: 'ประเทศ', zh: '国家/地区' },
  street_address: { en: 'Street address', id: 'Alamat jalan', th: 'ที่อยู่ (บ้านเลขที่ ถนน)', zh: '街道地址' },
  address_line2: { en: 'Apartment, unit, building', id: 'Apartemen, unit, gedung', th: 'อาคาร ห้อง ชั้น', zh: '公寓、单元、大厦' },
  block_street: { en: 'Block and street name', id: 'Blok dan nama jalan', th: 'บล็อกและชื่อถนน', zh: '座号及街道名称' },
  unit_building: { en: 'Unit number and building name', id: 'Nomor unit dan nama gedung', th: 'เลขที่ห้องและชื่ออาคาร', zh: '单位号码及大厦名称' },
  flat_floor_building: { en: 'Flat, floor and building', id: 'Flat, lantai dan gedung', th: 'ห้อง ชั้น และอาคาร', zh: '室、楼层及大厦' },
  street: { en: 'Street', id: 'Jalan', th: 'ถนน', zh: '街道' },
  suburb: { en: 'Suburb', id: 'Suburb', th: 'ย่าน', zh: '市郊区' },
  barangay: { en: 'Barangay', id: 'Barangay', th: 'บารังไกย์', zh: '描笼涯（Barangay）' },
  kelurahan_kecamatan: { en: 'Village and district (kelurahan, kecamatan)', id: 'Kelurahan, Kecamatan', th: 'หมู่บ้านและอำเภอ (kelurahan, kecamatan)', zh: '村及区（kelurahan、kecamatan）' },
  subdistrict: { en: 'Subdistrict (khwaeng, tambon)', id: 'Subdistrik (khwaeng, tambon)', th: 'แขวง/ตำบล', zh: '分区（khwaeng、tambon）' },
  district: { en: 'District', id: 'Distrik', th: 'เขต/อำเภอ', zh: '地区' },
  city: { en: 'City', id: 'Kota', th: 'เมือง', zh: '城市' },
  town_city: { en: 'Town or city', id: 'Kota', th: 'เมือง', zh: '城镇' },
  city_municipality: { en: 'City or municipality', id: 'Kota atau munisipalitas', th: 'เมืองหรือเทศบาล', zh: '市或自治市' },
  city_regency: { en: 'City or regency', id: 'Kota/Kabupaten', th: 'เมืองหรือเขตปกครอง', zh: '市或县' },
  state: { en: 'State', id: 'Negara bagian', th: 'รัฐ', zh: '州' },
  state_territory: { en: 'State or territory', id: 'Negara bagian atau teritori', th: 'รัฐหรือดินแดน', zh: '州或领地' },
  region: { en: 'Region', id: 'Wilayah', th: 'ภูมิภาค', zh: '大区' },
  province: { en: 'Province', id: 'Provinsi', th: 'จังหวัด', zh: '省' },
  area: { en: 'Area', id: 'Area', th: 'พื้นที่', zh: '区域' },
  postcode: { en: 'Postcode', id: 'Kode pos', th: 'รหัสไปรษณีย์', zh: '邮政编码' },
  postal_code: { en: 'Postal code', id: 'Kode pos', th: 'รหัสไปรษณีย์', zh: '邮政编码' },
  zip_code: { en: 'ZIP code', id: 'Kode ZIP', th: 'รหัสไปรษณีย์', zh: '邮政编码' },
} as const satisfies Record<string, Messages>;
export type AddressLabelKey = keyof typeof ADDRESS_LABELS;

/**
 * Messages of a failed check. `{field}` is the field's label in the same language; `{digits}` the
 * postcode's length; `{max}` the longest allowed; `{name}` the registration number's name.
 */
export const ADDRESS_MESSAGES = {
  required: { en: '{field} is required.', id: '{field} wajib diisi.', th: 'โปรดกรอก{field}', zh: '请填写{field}。' },
  too_long: { en: '{field} can have at most {max} characters.', id: '{field} maksimal {max} karakter.', th: '{field}ต้องไม่เกิน {max} ตัวอักษร', zh: '{field}最多 {max} 个字符。' },
  invalid_characters: { en: '{field} contains characters we cannot use.', id: '{field} berisi karakter yang tidak dapat digunakan.', th: '{field}มีอักขระที่ใช้ไม่ได้', zh: '{field}包含无法使用的字符。' },
  unknown_region: { en: '{field}: please choose one from the list.', id: '{field}: pilih salah satu dari daftar.', th: '{field}: โปรดเลือกจากรายการ', zh: '{field}：请从列表中选择。' },
  invalid_postcode: { en: 'Enter a {digits}-digit postcode.', id: 'Masukkan kode pos {digits} digit.', th: 'โปรดกรอกรหัสไปรษณีย์ {digits} หลัก', zh: '请输入 {digits} 位数的邮政编码。' },
  invalid_postal_code: { en: 'Enter a {digits}-digit postal code.', id: 'Masukkan kode pos {digits} digit.', th: 'โปรดกรอกรหัสไปรษณีย์ {digits} หลัก', zh: '请输入 {digits} 位数的邮政编码。' },
  invalid_zip_code: { en: 'Enter a {digits}-digit ZIP code.', id: 'Masukkan kode ZIP {digits} digit.', th: 'โปรดกรอกรหัสไปรษณีย์ {digits} หลัก', zh: '请输入 {digits} 位数的邮政编码。' },
  invalid_mobile: { en: 'Enter a valid mobile number.', id: 'Masukkan nomor ponsel yang valid.', th: 'โปรดกรอกหมายเลขโทรศัพท์มือถือที่ถูกต้อง', zh: '请输入有效的手机号码。' },
  invalid_registration_number: { en: 'Enter a valid {name}.', id: 'Masukkan {name} yang valid.', th: 'โปรดกรอก{name}ที่ถูกต้อง', zh: '请输入有效的{name}。' },
} as const satisfies Record<string, Messages>;
export type AddressMessageKey = keyof typeof ADDRESS_MESSAGES;

export function addressMessage(key: AddressMessageKey, language: Language, params?: Readonly<Record<string, string | number>>): string {
  return interpolate(ADDRESS_MESSAGES[key][language], params);
}

// ---------------------------------------------------------------------------------------------
// Regions

export interface Region {
  /** ISO 3166-2 subdivision code where there is one (AU, ID, MY, NZ, TH); our own otherwise (HK, PH). */
  code: string;
  /** English always, and the country's other languages (th for TH, zh for HK, id for ID: the official name). */
  names: Readonly<{ en: string } & Partial<Record<Language, string>>>;
  /** Other spellings accepted when a region is given by name (API clients, autofill). */
  aliases?: readonly string[];
  /** Hong Kong's districts within each of its three areas. */
  districts?: readonly Region[];
}

const r = (code: string, en: string, other: Partial<Record<Language, string>> = {}, aliases?: readonly string[]): Region => ({
  code,
  names: { en, ...other },
  ...(aliases ? { aliases } : {}),
});

/** ISO 3166-2:AU: six states and two territories. */
const AU_STATES: readonly Region[] = [
  r('ACT', 'Australian Capital Territory'),
  r('NSW', 'New South Wales'),
  r('NT', 'Northern Territory'),
  r('QLD', 'Queensland'),
  r('SA', 'South Australia'),
  r('TAS', 'Tasmania'),
  r('VIC', 'Victoria'),
  r('WA', 'Western Australia'),
];

/** Hong Kong's three areas and eighteen districts (zh in the site's simplified script; traditional accepted). */
const HK_AREAS: readonly Region[] = [
  {
    ...r('HKI', 'Hong Kong Island', { zh: '香港岛' }, ['香港島', 'HK Island']),
    districts: [
      r('CW', 'Central and Western', { zh: '中西区' }, ['中西區', 'Central & Western']),
      r('WC', 'Wan Chai', { zh: '湾仔区' }, ['灣仔區']),
      r('EA', 'Eastern', { zh: '东区' }, ['東區']),
      r('SO', 'Southern', { zh: '南区' }, ['南區']),
    ],
  },
  {
    ...r('KLN', 'Kowloon', { zh: '九龙' }, ['九龍']),
    districts: [
      r('YT', 'Yau Tsim Mong', { zh: '油尖旺区' }, ['油尖旺區']),
      r('SS', 'Sham Shui Po', { zh: '深水埗区' }, ['深水埗區']),
      r('KC', 'Kowloon City', { zh: '九龙城区' }, ['九龍城區']),
      r('WT', 'Wong Tai Sin', { zh: '黄大仙区' }, ['黃大仙區']),
      r('KT', 'Kwun Tong', { zh: '观塘区' }, ['觀塘區']),
    ],
  },
  {
    ...r('NT', 'New Territories', { zh: '新界' }),
    districts: [
      r('KI', 'Kwai Tsing', { zh: '葵青区' }, ['葵青區']),
      r('TW', 'Tsuen Wan', { zh: '荃湾区' }, ['荃灣區']),
      r('TM', 'Tuen Mun', { zh: '屯门区' }, ['屯門區']),
      r('YL', 'Yuen Long', { zh: '元朗区' }, ['元朗區']),
      r('NO', 'North', { zh: '北区' }, ['北區']),
      r('TP', 'Tai Po', { zh: '大埔区' }, ['大埔區']),
      r('ST', 'Sha Tin', { zh: '沙田区' }, ['沙田區']),
      r('SK', 'Sai Kung', { zh: '西贡区' }, ['西貢區']),
      r('IS', 'Islands', { zh: '离岛区' }, ['離島區']),
    ],
  },
];

/** ISO 3166-2:ID: the 38 provinces (the four Papua provinces of 2022 and Southwest Papua included). */
const ID_PROVINCES: readonly Region[] = [
  r('AC', 'Aceh', { id: 'Aceh' }),
  r('SU', 'North Sumatra', { id: 'Sumatera Utara' }),
  r('SB', 'West Sumatra', { id: 'Sumatera Barat' }),
  r('RI', 'Riau', { id: 'Riau' }),
  r('KR', 'Riau Islands', { id: 'Kepulauan Riau' }),
  r('JA', 'Jambi', { id: 'Jambi' }),
  r('SS', 'South Sumatra', { id: 'Sumatera Selatan' }),
  r('BB', 'Bangka Belitung Islands', { id: 'Kepulauan Bangka Belitung' }),
  r('BE', 'Bengkulu', { id: 'Bengkulu' }),
  r('LA', 'Lampung', { id: 'Lampung' }),
  r('JK', 'Jakarta', { id: 'DKI Jakarta' }, ['Daerah Khusus Jakarta', 'Daerah Khusus Ibukota Jakarta']),
  r('JB', 'West Java', { id: 'Jawa Barat' }),
  r('BT', 'Banten', { id: 'Banten' }),
  r('JT', 'Central Java', { id: 'Jawa Tengah' }),
  r('YO', 'Special Region of Yogyakarta', { id: 'DI Yogyakarta' }, ['Daerah Istimewa Yogyakarta', 'Yogyakarta']),
  r('JI', 'East Java', { id: 'Jawa Timur' }),
  r('BA', 'Bali', { id: 'Bali' }),
  r('NB', 'West Nusa Tenggara', { id: 'Nusa Tenggara Barat' }),
  r('NT', 'East Nusa Tenggara', { id: 'Nusa Tenggara Timur' }),
  r('KB', 'West Kalimantan', { id: 'Kalimantan Barat' }),
  r('KT', 'Central Kalimantan', { id: 'Kalimantan Tengah' }),
  r('KS', 'South Kalimantan', { id: 'Kalimantan Selatan' }),
  r('KI', 'East Kalimantan', { id: 'Kalimantan Timur' }),
  r('KU', 'North Kalimantan', { id: 'Kalimantan Utara' }),
  r('SA', 'North Sulawesi', { id: 'Sulawesi Utara' }),
  r('ST', 'Central Sulawesi', { id: 'Sulawesi Tengah' }),
  r('SN', 'South Sulawesi', { id: 'Sulawesi Selatan' }),
  r('SG', 'Southeast Sulawesi', { id: 'Sulawesi Tenggara' }),
  r('GO', 'Gorontalo', { id: 'Gorontalo' }),
  r('SR', 'West Sulawesi', { id: 'Sulawesi Barat' }),
  r('MA', 'Maluku', { id: 'Maluku' }),
  r('MU', 'North Maluku', { id: 'Maluku Utara' }),
  r('PA', 'Papua', { id: 'Papua' }),
  r('PB', 'West Papua', { id: 'Papua Barat' }),
  r('PD', 'Southwest Papua', { id: 'Papua Barat Daya' }),
  r('PE', 'Highland Papua', { id: 'Papua Pegunungan' }),
  r('PS', 'South Papua', { id: 'Papua Selatan' }),
  r('PT', 'Central Papua', { id: 'Papua Tengah' }),
];

/** ISO 3166-2:MY: thirteen states and three federal territories. */
const MY_STATES: readonly Region[] = [
  r('01', 'Johor', {}, ['Johore']),
  r('02', 'Kedah'),
  r('03', 'Kelantan'),
  r('04', 'Melaka', {}, ['Malacca']),
  r('05', 'Negeri Sembilan'),
  r('06', 'Pahang'),
  r('07', 'Penang', {}, ['Pulau Pinang']),
  r('08', 'Perak'),
  r('09', 'Perlis'),
  r('10', 'Selangor'),
  r('11', 'Terengganu'),
  r('12', 'Sabah'),
  r('13', 'Sarawak'),
  r('14', 'Kuala Lumpur', {}, ['W.P. Kuala Lumpur', 'Wilayah Persekutuan Kuala Lumpur', 'Federal Territory of Kuala Lumpur']),
  r('15', 'Labuan', {}, ['W.P. Labuan', 'Wilayah Persekutuan Labuan', 'Federal Territory of Labuan']),
  r('16', 'Putrajaya', {}, ['W.P. Putrajaya', 'Wilayah Persekutuan Putrajaya', 'Federal Territory of Putrajaya']),
];

/** ISO 3166-2:NZ: the sixteen regions (the Chatham Islands Territory is outside them and not served). */
const NZ_REGIONS: readonly Region[] = [
  r('NTL', 'Northland'),
  r('AUK', 'Auckland'),
  r('WKO', 'Waikato'),
  r('BOP', 'Bay of Plenty'),
  r('GIS', 'Gisborne'),
  r('HKB', "Hawke's Bay"),
  r('TKI', 'Taranaki'),
  r('MWT', 'Manawatū-Whanganui'),
  r('WGN', 'Wellington'),
  r('TAS', 'Tasman'),
  r('NSN', 'Nelson'),
  r('MBH', 'Marlborough'),
  r('WTC', 'West Coast'),
  r('CAN', 'Canterbury'),
  r('OTA', 'Otago'),
  r('STL', 'Southland'),
];

/**
 * The Philippines' regions, the field couriers ask for next to the city or municipality. The
 * Negros Island Region (Republic Act 12000, 2024) is listed, which makes 18 rather than 17.
 */
const PH_REGIONS: readonly Region[] = [
  r('NCR', 'National Capital Region (Metro Manila)', {}, ['Metro Manila', 'NCR']),
  r('CAR', 'Cordillera Administrative Region (CAR)'),
  r('I', 'Ilocos Region (Region I)', {}, ['Region I', 'Ilocos']),
  r('II', 'Cagayan Valley (Region II)', {}, ['Region II', 'Cagayan Valley']),
  r('III', 'Central Luzon (Region III)', {}, ['Region III', 'Central Luzon']),
  r('IV-A', 'Calabarzon (Region IV-A)', {}, ['Region IV-A', 'Calabarzon']),
  r('IV-B', 'Mimaropa (Region IV-B)', {}, ['Region IV-B', 'Mimaropa', 'Southwestern Tagalog Region']),
  r('V', 'Bicol Region (Region V)', {}, ['Region V', 'Bicol']),
  r('VI', 'Western Visayas (Region VI)', {}, ['Region VI', 'Western Visayas']),
  r('NIR', 'Negros Island Region (NIR)', {}, ['Negros Island Region']),
  r('VII', 'Central Visayas (Region VII)', {}, ['Region VII', 'Central Visayas']),
  r('VIII', 'Eastern Visayas (Region VIII)', {}, ['Region VIII', 'Eastern Visayas']),
  r('IX', 'Zamboanga Peninsula (Region IX)', {}, ['Region IX', 'Zamboanga Peninsula']),
  r('X', 'Northern Mindanao (Region X)', {}, ['Region X', 'Northern Mindanao']),
  r('XI', 'Davao Region (Region XI)', {}, ['Region XI', 'Davao Region']),
  r('XII', 'Soccsksargen (Region XII)', {}, ['Region XII', 'Soccsksargen']),
  r('XIII', 'Caraga (Region XIII)', {}, ['Region XIII', 'Caraga']),
  r('BARMM', 'Bangsamoro (BARMM)', {}, ['Bangsamoro', 'Bangsamoro Autonomous Region in Muslim Mindanao', 'ARMM']),
];

/** ISO 3166-2:TH: Bangkok and the 76 provinces (Pattaya, a special city inside Chon Buri, is not one). */
const TH_PROVINCES: readonly Region[] = [
  r('10', 'Bangkok', { th: 'กรุงเทพมหานคร' }, ['Krung Thep Maha Nakhon', 'กรุงเทพฯ', 'กรุงเทพ']),
  r('11', 'Samut Prakan', { th: 'สมุทรปราการ' }),
  r('12', 'Nonthaburi', { th: 'นนทบุรี' }),
  r('13', 'Pathum Thani', { th: 'ปทุมธานี' }),
  r('14', 'Phra Nakhon Si Ayutthaya', { th: 'พระนครศรีอยุธยา' }, ['Ayutthaya', 'อยุธยา']),
  r('15', 'Ang Thong', { th: 'อ่างทอง' }),
  r('16', 'Lop Buri', { th: 'ลพบุรี' }),
  r('17', 'Sing Buri', { th: 'สิงห์บุรี' }),
  r('18', 'Chai Nat', { th: 'ชัยนาท' }),
  r('19', 'Saraburi', { th: 'สระบุรี' }),
  r('20', 'Chon Buri', { th: 'ชลบุรี' }),
  r('21', 'Rayong', { th: 'ระยอง' }),
  r('22', 'Chanthaburi', { th: 'จันทบุรี' }),
  r('23', 'Trat', { th: 'ตราด' }),
  r('24', 'Chachoengsao', { th: 'ฉะเชิงเทรา' }),
  r('25', 'Prachin Buri', { th: 'ปราจีนบุรี' }),
  r('26', 'Nakhon Nayok', { th: 'นครนายก' }),
  r('27', 'Sa Kaeo', { th: 'สระแก้ว' }),
  r('30', 'Nakhon Ratchasima', { th: 'นครราชสีมา' }, ['Korat']),
  r('31', 'Buri Ram', { th: 'บุรีรัมย์' }),
  r('32', 'Surin', { th: 'สุรินทร์' }),
  r('33', 'Si Sa Ket', { th: 'ศรีสะเกษ' }),
  r('34', 'Ubon Ratchathani', { th: 'อุบลราชธานี' }),
  r('35', 'Yasothon', { th: 'ยโสธร' }),
  r('36', 'Chaiyaphum', { th: 'ชัยภูมิ' }),
  r('37', 'Amnat Charoen', { th: 'อำนาจเจริญ' }),
  r('38', 'Bueng Kan', { th: 'บึงกาฬ' }),
  r('39', 'Nong Bua Lam Phu', { th: 'หนองบัวลำภู' }),
  r('40', 'Khon Kaen', { th: 'ขอนแก่น' }),
  r('41', 'Udon Thani', { th: 'อุดรธานี' }),
  r('42', 'Loei', { th: 'เลย' }),
  r('43', 'Nong Khai', { th: 'หนองคาย' }),
  r('44', 'Maha Sarakham', { th: 'มหาสารคาม' }),
  r('45', 'Roi Et', { th: 'ร้อยเอ็ด' }),
  r('46', 'Kalasin', { th: 'กาฬสินธุ์' }),
  r('47', 'Sakon Nakhon', { th: 'สกลนคร' }),
  r('48', 'Nakhon Phanom', { th: 'นครพนม' }),
  r('49', 'Mukdahan', { th: 'มุกดาหาร' }),
  r('50', 'Chiang Mai', { th: 'เชียงใหม่' }),
  r('51', 'Lamphun', { th: 'ลำพูน' }),
  r('52', 'Lampang', { th: 'ลำปาง' }),
  r('53', 'Uttaradit', { th: 'อุตรดิตถ์' }),
  r('54', 'Phrae', { th: 'แพร่' }),
  r('55', 'Nan', { th: 'น่าน' }),
  r('56', 'Phayao', { th: 'พะเยา' }),
  r('57', 'Chiang Rai', { th: 'เชียงราย' }),
  r('58', 'Mae Hong Son', { th: 'แม่ฮ่องสอน' }),
  r('60', 'Nakhon Sawan', { th: 'นครสวรรค์' }),
  r('61', 'Uthai Thani', { th: 'อุทัยธานี' }),
  r('62', 'Kamphaeng Phet', { th: 'กำแพงเพชร' }),
  r('63', 'Tak', { th: 'ตาก' }),
  r('64', 'Sukhothai', { th: 'สุโขทัย' }),
  r('65', 'Phitsanulok', { th: 'พิษณุโลก' }),
  r('66', 'Phichit', { th: 'พิจิตร' }),
  r('67', 'Phetchabun', { th: 'เพชรบูรณ์' }),
  r('70', 'Ratchaburi', { th: 'ราชบุรี' }),
  r('71', 'Kanchanaburi', { th: 'กาญจนบุรี' }),
  r('72', 'Suphan Buri', { th: 'สุพรรณบุรี' }),
  r('73', 'Nakhon Pathom', { th: 'นครปฐม' }),
  r('74', 'Samut Sakhon', { th: 'สมุทรสาคร' }),
  r('75', 'Samut Songkhram', { th: 'สมุทรสงคราม' }),
  r('76', 'Phetchaburi', { th: 'เพชรบุรี' }),
  r('77', 'Prachuap Khiri Khan', { th: 'ประจวบคีรีขันธ์' }),
  r('80', 'Nakhon Si Thammarat', { th: 'นครศรีธรรมราช' }),
  r('81', 'Krabi', { th: 'กระบี่' }),
  r('82', 'Phang Nga', { th: 'พังงา' }),
  r('83', 'Phuket', { th: 'ภูเก็ต' }),
  r('84', 'Surat Thani', { th: 'สุราษฎร์ธานี' }),
  r('85', 'Ranong', { th: 'ระนอง' }),
  r('86', 'Chumphon', { th: 'ชุมพร' }),
  r('90', 'Songkhla', { th: 'สงขลา' }),
  r('91', 'Satun', { th: 'สตูล' }),
  r('92', 'Trang', { th: 'ตรัง' }),
  r('93', 'Phatthalung', { th: 'พัทลุง' }),
  r('94', 'Pattani', { th: 'ปัตตานี' }),
  r('95', 'Yala', { th: 'ยะลา' }),
  r('96', 'Narathiwat', { th: 'นราธิวาส' }),
];

// ---------------------------------------------------------------------------------------------
// Formats

export interface AddressFieldFormat {
  field: AddressField;
  label: AddressLabelKey;
  required: boolean;
}

export interface PostcodeRule {
  digits: number;
  /** The message key naming the code as the country does (postcode, postal code, ZIP code). */
  message: 'invalid_postcode' | 'invalid_postal_code' | 'invalid_zip_code';
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

export function addressFieldLabel(country: CountryCode, field: AddressFormField, language: Language): string {
  const format = ADDRESS_FORMATS[country].fields.find((entry) => entry.field === field);
  const key: AddressLabelKey = format ? format.label : field === 'line1' ? 'street_address' : field === 'line2' ? 'address_line2' : field;
  return ADDRESS_LABELS[key][language];
}

/** Comparison form of a region name: case, accents, spaces and punctuation do not matter ("Chonburi" = "Chon Buri"). */
const matchKey = (value: string): string =>
  value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s\-'’.()&,]/g, '');

/** Find a region in a list by its code, any of its names or aliases. */
export function findRegion(regions: readonly Region[], value: string): Region | undefined {
  const key = matchKey(value);
  if (!key) return undefined;
  return (
    regions.find((region) => region.code.toLowerCase() === value.trim().toLowerCase()) ??
    regions.find((region) => [...Object.values(region.names), ...(region.aliases ?? [])].some((name) => matchKey(name) === key))
  );
}

/** A region's name in `language`, or its English name where the country does not name it in that language. */
export function regionName(region: Region, language: Language): string {
  return region.names[language] ?? region.names.en;
}

// ---------------------------------------------------------------------------------------------
// Where each site ships (SPEC.md §5)

/** Each site ships only to its own country (MARKETS[site].shipsTo). */
export const SHIPS_TO: Readonly<Record<CountryCode, readonly CountryCode[]>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, MARKETS[code].shipsTo]),
) as Record<CountryCode, readonly CountryCode[]>;

/** Whether the `site` delivers to `destination` (a country code, any case); when not, answer `does_not_ship_to_country`. */
export function shipsTo(site: CountryCode, destination: string | null | undefined): boolean {
  const country = parseCountry(destination);
  return country !== undefined && SHIPS_TO[site].includes(country);
}

// ---------------------------------------------------------------------------------------------
// Checking an address

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
export function validateAddress(country: CountryCode, input: AddressInput, language: Language): AddressCheck {
  const format = ADDRESS_FORMATS[country];
  const errors: Partial<Record<AddressField | 'country', string>> = {};
  const label = (field: AddressFormField) => addressFieldLabel(country, field, language);
  const values: Partial<Record<AddressField, string | null>> = {};

  if (input.country != null && input.country.trim() !== '' && parseCountry(input.country) !== country) {
    errors.country = errorMessage('does_not_ship_to_country', language);
  }

  for (const { field, required } of format.fields) {
    const value = clean(input[field]);
    if (value === null) {
      if (required) errors[field] = addressMessage('required', language, { field: label(field) });
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
      else errors.postcode = addressMessage(rule.message, language, { digits: rule.digits });
      continue;
    }
    const max = LINE_FIELDS.has(field) ? ADDRESS_LINE_MAX_LENGTH : ADDRESS_NAME_MAX_LENGTH;
    if ([...value].length > max) errors[field] = addressMessage('too_long', language, { field: label(field), max });
    else if (!ADDRESS_CHARACTERS.test(value)) errors[field] = addressMessage('invalid_characters', language, { field: label(field) });
    else values[field] = value;
  }

  if (format.regions) {
    const given = values.region ?? null;
    let region = given === null ? undefined : findRegion(format.regions, given);
    if (given !== null && !region) errors.region = addressMessage('unknown_region', language, { field: label('region') });
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
        errors.district = addressMessage('unknown_region', language, { field: label('district') });
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
export function validateRecipient(input: RecipientInput, language: Language): RecipientCheck {
  const errors: Partial<Record<RecipientField, string>> = {};
  const label = (field: RecipientField) => ADDRESS_LABELS[field][language];
  const names: Partial<Record<'first_name' | 'last_name', string>> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = clean(input[field]);
    if (value === null) errors[field] = addressMessage('required', language, { field: label(field) });
    else if ([...value].length > ADDRESS_NAME_MAX_LENGTH) errors[field] = addressMessage('too_long', language, { field: label(field), max: ADDRESS_NAME_MAX_LENGTH });
    else if (!NAME_CHARACTERS.test(value)) errors[field] = addressMessage('invalid_characters', language, { field: label(field) });
    else names[field] = value;
  }

  const callingCode = clean(input.calling_code)?.replace(/\s+/g, '') ?? null;
  if (callingCode === null) errors.calling_code = addressMessage('required', language, { field: label('calling_code') });
  else if (!mobileSchema.shape.calling_code.safeParse(callingCode).success || !SERVED_CALLING_CODES.has(callingCode)) {
    errors.calling_code = errorMessage('calling_code_mismatch', language);
  }

  let mobile: string | null = null;
  if (clean(input.mobile) === null) errors.mobile = addressMessage('required', language, { field: label('mobile') });
  else {
    const parsed = mobileSchema.shape.number.safeParse(clean(input.mobile));
    if (parsed.success) mobile = parsed.data;
    else errors.mobile = addressMessage('invalid_mobile', language);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, recipient: { first_name: names.first_name!, last_name: names.last_name!, calling_code: callingCode!, mobile: mobile! } };
}

/**
 * The zod schema of a shipping address posted to the `site` (recipient and address in one object,
 * as the checkout form sends it). The destination must be one the site ships to (the issue on
 * `country` carries `params.code = 'does_not_ship_to_country'`); every other rule is
 * `validateRecipient` and `validateAddress`, so the API and the form cannot disagree. Messages are
 * in `language`; the output is the normalised `ShippingAddress`.
 */
export function addressSchema(site: CountryCode, language: Language = 'en') {
  const format = ADDRESS_FORMATS[site];
  const uses = (field: AddressField) => format.fields.find((entry) => entry.field === field);
  const text = (field: AddressFormField, required: boolean) => {
    const base = z.string({ error: () => addressMessage('required', language, { field: addressFieldLabel(site, field, language) }) }).max(500);
    return required ? base : base.nullish();
  };
  return z
    .object({
      first_name: text('first_name', true),
      last_name: text('last_name', true),
      line1: text('line1', true),
      line2: text('line2', false),
      district: text('district', uses('district')?.required ?? false),
      city: text('city', uses('city')?.required ?? false),
      region: text('region', uses('region')?.required ?? false),
      postcode: text('postcode', uses('postcode')?.required ?? false),
      country: z.string().max(10).describe('ISO country code; the site ships only to its own country'),
      calling_code: text('calling_code', true).describe('e.g. +65'),
      mobile: text('mobile', true),
    })
    .transform((body, ctx): ShippingAddress => {
      const destination = parseCountry(body.country);
      if (!destination || !shipsTo(site, destination)) {
        ctx.addIssue({ code: 'custom', path: ['country'], message: errorMessage('does_not_ship_to_country', language), params: { code: 'does_not_ship_to_country' } });
        return z.NEVER;
      }
      const recipient = validateRecipient(body, language);
      const address = validateAddress(destination, body, language);
      if (!recipient.ok || !address.ok) {
        const errors: Input = { ...(recipient.ok ? {} : recipient.errors), ...(address.ok ? {} : address.errors) };
        for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: message! });
        return z.NEVER;
      }
      return { ...recipient.recipient, ...address.address };
    });
}

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

// ---------------------------------------------------------------------------------------------
// Registration number on invoices (SPEC.md §3): optional, checked by each country's rule

export interface RegistrationNumberRule {
  /** What the country calls it, in the four languages. */
  name: Messages;
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
  AU: { name: { en: 'ABN', id: 'ABN', th: 'ABN', zh: 'ABN（澳大利亚商业号码）' }, example: '51 824 753 556', test: isValidAbn },
  HK: { name: { en: 'Business Registration number', id: 'nomor Registrasi Usaha (BR)', th: 'เลขทะเบียนธุรกิจ (BR)', zh: '商业登记号码' }, example: '12345678', test: (v) => /^\d{8}$/.test(v) },
  ID: { name: { en: 'NPWP (tax number)', id: 'NPWP', th: 'เลขประจำตัวผู้เสียภาษี (NPWP)', zh: '税号（NPWP）' }, example: '01.234.567.8-901.000', test: (v) => /^(\d{15}|\d{16})$/.test(v) },
  // SSM: the 12-digit number of 2019 on (year, entity type 01–06, serial), or an older number with its check letter.
  MY: { name: { en: 'SSM registration number', id: 'nomor registrasi SSM', th: 'เลขทะเบียน SSM', zh: 'SSM 注册号码' }, example: '201901000005', test: (v) => /^(19|20)\d{2}0[1-6]\d{6}$/.test(v) || /^\d{1,7}[A-Z]$/.test(v) },
  NZ: { name: { en: 'NZBN', id: 'NZBN', th: 'NZBN', zh: 'NZBN（新西兰商业号码）' }, example: '9429041535714', test: isValidNzbn },
  PH: { name: { en: 'TIN', id: 'TIN', th: 'เลขประจำตัวผู้เสียภาษี (TIN)', zh: '税号（TIN）' }, example: '123-456-789-000', test: (v) => /^\d{9,12}$/.test(v) },
  // UEN: business (8 digits and a letter), local company (year, 5 digits, letter) or other entity (T/S/R, year, type, 4 digits, letter).
  SG: { name: { en: 'UEN', id: 'UEN', th: 'UEN', zh: 'UEN（单一实体号码）' }, example: '201912345K', test: (v) => /^(\d{8}[A-Z]|(19|20)\d{7}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/.test(v) },
  TH: { name: { en: 'tax ID', id: 'NPWP Thailand', th: 'เลขประจำตัวผู้เสียภาษีอากร', zh: '税号' }, example: '0105536112014', test: isValidThaiTaxId },
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

export function registrationNumberMessage(country: CountryCode, language: Language): string {
  return addressMessage('invalid_registration_number', language, { name: REGISTRATION_NUMBERS[country].name[language] });
}
