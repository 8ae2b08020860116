/** The regions each country's address picks from (states, provinces, HK areas and districts), and finding one by name. */
import type { Language } from '../markets.ts';

export interface Region {
  /** ISO 3166-2 subdivision code where there is one (AU, ID, MY, NZ, TH); our own otherwise (HK, PH). */
  code: string;
  /** English always, and the country's other languages (th for TH, zh for HK, id for ID: the official name). */
  names: Readonly<{ en: string } & Partial<Record<Language, string>>>;
  /** Other spellings accepted when a region is given by name (API clients, autofill). */
  aliases?: readonly string[];
  /**
   * The districts within a region where the shop knows them: Hong Kong's within each of its three
   * areas (an address's `district`), and Bangkok's 50 (khet, an address's `city`), so an address
   * prints them in the page language.
   */
  districts?: readonly Region[];
}

const r = (code: string, en: string, other: Partial<Record<Language, string>> = {}, aliases?: readonly string[]): Region => ({
  code,
  names: { en, ...other },
  ...(aliases ? { aliases } : {}),
});

/** ISO 3166-2:AU: six states and two territories. */
export const AU_STATES: readonly Region[] = [
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
export const HK_AREAS: readonly Region[] = [
  {
    ...r('HKI', 'Hong Kong Island', { zh: '香港島' }, ['香港島', 'HK Island']),
    districts: [
      r('CW', 'Central and Western', { zh: '中西區' }, ['中西區', 'Central & Western']),
      r('WC', 'Wan Chai', { zh: '灣仔區' }, ['灣仔區']),
      r('EA', 'Eastern', { zh: '東區' }, ['東區']),
      r('SO', 'Southern', { zh: '南區' }, ['南區']),
    ],
  },
  {
    ...r('KLN', 'Kowloon', { zh: '九龍' }, ['九龍']),
    districts: [
      r('YT', 'Yau Tsim Mong', { zh: '油尖旺區' }, ['油尖旺區']),
      r('SS', 'Sham Shui Po', { zh: '深水埗區' }, ['深水埗區']),
      r('KC', 'Kowloon City', { zh: '九龍城區' }, ['九龍城區']),
      r('WT', 'Wong Tai Sin', { zh: '黃大仙區' }, ['黃大仙區']),
      r('KT', 'Kwun Tong', { zh: '觀塘區' }, ['觀塘區']),
    ],
  },
  {
    ...r('NT', 'New Territories', { zh: '新界' }),
    districts: [
      r('KI', 'Kwai Tsing', { zh: '葵青區' }, ['葵青區']),
      r('TW', 'Tsuen Wan', { zh: '荃灣區' }, ['荃灣區']),
      r('TM', 'Tuen Mun', { zh: '屯門區' }, ['屯門區']),
      r('YL', 'Yuen Long', { zh: '元朗區' }, ['元朗區']),
      r('NO', 'North', { zh: '北區' }, ['北區']),
      r('TP', 'Tai Po', { zh: '大埔區' }, ['大埔區']),
      r('ST', 'Sha Tin', { zh: '沙田區' }, ['沙田區']),
      r('SK', 'Sai Kung', { zh: '西貢區' }, ['西貢區']),
      r('IS', 'Islands', { zh: '離島區' }, ['離島區']),
    ],
  },
];

/** ISO 3166-2:ID: the 38 provinces (the four Papua provinces of 2022 and Southwest Papua included). */
export const ID_PROVINCES: readonly Region[] = [
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
export const MY_STATES: readonly Region[] = [
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
export const NZ_REGIONS: readonly Region[] = [
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
export const PH_REGIONS: readonly Region[] = [
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

/** Bangkok's 50 districts (khet), with their Thai geocodes (1001–1050) and the spellings shoppers also use. */
export const BANGKOK_DISTRICTS: readonly Region[] = [
  r('1001', 'Phra Nakhon', { th: 'พระนคร' }),
  r('1002', 'Dusit', { th: 'ดุสิต' }),
  r('1003', 'Nong Chok', { th: 'หนองจอก' }),
  r('1004', 'Bang Rak', { th: 'บางรัก' }),
  r('1005', 'Bang Khen', { th: 'บางเขน' }),
  r('1006', 'Bang Kapi', { th: 'บางกะปิ' }),
  r('1007', 'Pathum Wan', { th: 'ปทุมวัน' }, ['Pathumwan']),
  r('1008', 'Pom Prap Sattru Phai', { th: 'ป้อมปราบศัตรูพ่าย' }, ['Pom Prap']),
  r('1009', 'Phra Khanong', { th: 'พระโขนง' }),
  r('1010', 'Min Buri', { th: 'มีนบุรี' }),
  r('1011', 'Lat Krabang', { th: 'ลาดกระบัง' }, ['Lad Krabang']),
  r('1012', 'Yan Nawa', { th: 'ยานนาวา' }),
  r('1013', 'Samphanthawong', { th: 'สัมพันธวงศ์' }),
  r('1014', 'Phaya Thai', { th: 'พญาไท' }),
  r('1015', 'Thon Buri', { th: 'ธนบุรี' }),
  r('1016', 'Bangkok Yai', { th: 'บางกอกใหญ่' }),
  r('1017', 'Huai Khwang', { th: 'ห้วยขวาง' }, ['Huay Kwang']),
  r('1018', 'Khlong San', { th: 'คลองสาน' }),
  r('1019', 'Taling Chan', { th: 'ตลิ่งชัน' }),
  r('1020', 'Bangkok Noi', { th: 'บางกอกน้อย' }),
  r('1021', 'Bang Khun Thian', { th: 'บางขุนเทียน' }),
  r('1022', 'Phasi Charoen', { th: 'ภาษีเจริญ' }),
  r('1023', 'Nong Khaem', { th: 'หนองแขม' }),
  r('1024', 'Rat Burana', { th: 'ราษฎร์บูรณะ' }),
  r('1025', 'Bang Phlat', { th: 'บางพลัด' }),
  r('1026', 'Din Daeng', { th: 'ดินแดง' }),
  r('1027', 'Bueng Kum', { th: 'บึงกุ่ม' }),
  r('1028', 'Sathon', { th: 'สาทร' }, ['Sathorn']),
  r('1029', 'Bang Sue', { th: 'บางซื่อ' }),
  r('1030', 'Chatuchak', { th: 'จตุจักร' }),
  r('1031', 'Bang Kho Laem', { th: 'บางคอแหลม' }),
  r('1032', 'Prawet', { th: 'ประเวศ' }),
  r('1033', 'Khlong Toei', { th: 'คลองเตย' }, ['Klong Toey']),
  r('1034', 'Suan Luang', { th: 'สวนหลวง' }),
  r('1035', 'Chom Thong', { th: 'จอมทอง' }),
  r('1036', 'Don Mueang', { th: 'ดอนเมือง' }, ['Don Muang']),
  r('1037', 'Ratchathewi', { th: 'ราชเทวี' }),
  r('1038', 'Lat Phrao', { th: 'ลาดพร้าว' }, ['Lad Phrao', 'Ladprao']),
  r('1039', 'Watthana', { th: 'วัฒนา' }, ['Vadhana']),
  r('1040', 'Bang Khae', { th: 'บางแค' }),
  r('1041', 'Lak Si', { th: 'หลักสี่' }),
  r('1042', 'Sai Mai', { th: 'สายไหม' }),
  r('1043', 'Khan Na Yao', { th: 'คันนายาว' }),
  r('1044', 'Saphan Sung', { th: 'สะพานสูง' }),
  r('1045', 'Wang Thonglang', { th: 'วังทองหลาง' }),
  r('1046', 'Khlong Sam Wa', { th: 'คลองสามวา' }),
  r('1047', 'Bang Na', { th: 'บางนา' }),
  r('1048', 'Thawi Watthana', { th: 'ทวีวัฒนา' }),
  r('1049', 'Thung Khru', { th: 'ทุ่งครุ' }),
  r('1050', 'Bang Bon', { th: 'บางบอน' }),
];

/** ISO 3166-2:TH: Bangkok and the 76 provinces (Pattaya, a special city inside Chon Buri, is not one). */
export const TH_PROVINCES: readonly Region[] = [
  { ...r('10', 'Bangkok', { th: 'กรุงเทพมหานคร' }, ['Krung Thep Maha Nakhon', 'กรุงเทพฯ', 'กรุงเทพ']), districts: BANGKOK_DISTRICTS },
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
