/**
 * The fields of a shipping address and of its recipient, their labels and the messages of a failed
 * check, in the four languages.
 */
import { interpolate } from '../errors.ts';
import type { Language } from '../markets.ts';

export type Messages = Readonly<Record<Language, string>>;

/** The address fields every format picks from; what each is called differs by country (`label`). */
export const ADDRESS_FIELDS = ['line1', 'line2', 'district', 'city', 'region', 'postcode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The recipient's details that go with a shipping address (product guide §3: recipient, mobile with calling code). */
export const RECIPIENT_FIELDS = ['first_name', 'last_name', 'calling_code', 'mobile'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

export type AddressFormField = RecipientField | AddressField | 'country';

/** Longest street line, and longest name (recipient names, suburb, district, city). */
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const ADDRESS_NAME_MAX_LENGTH = 50;

export const ADDRESS_LABELS = {
  first_name: { en: 'First name', id: 'Nama depan', th: 'ชื่อ', zh: '名字' },
  last_name: { en: 'Last name', id: 'Nama belakang', th: 'นามสกุล', zh: '姓氏' },
  calling_code: { en: 'Country code', id: 'Kode negara', th: 'รหัสประเทศ', zh: '國際區號' },
  mobile: { en: 'Mobile number', id: 'Nomor ponsel', th: 'หมายเลขโทรศัพท์มือถือ', zh: '手提電話號碼' },
  country: { en: 'Country', id: 'Negara', th: 'ประเทศ', zh: '國家/地區' },
  street_address: { en: 'Street address', id: 'Alamat jalan', th: 'ที่อยู่ (บ้านเลขที่ ถนน)', zh: '街道地址' },
  address_line2: { en: 'Apartment, unit, building', id: 'Apartemen, unit, gedung', th: 'อาคาร ห้อง ชั้น', zh: '公寓、單元、大廈' },
  block_street: { en: 'Block and street name', id: 'Blok dan nama jalan', th: 'บล็อกและชื่อถนน', zh: '座號及街道名稱' },
  unit_building: { en: 'Unit number and building name', id: 'Nomor unit dan nama gedung', th: 'เลขที่ห้องและชื่ออาคาร', zh: '單位號碼及大廈名稱' },
  flat_floor_building: { en: 'Flat, floor and building', id: 'Flat, lantai dan gedung', th: 'ห้อง ชั้น และอาคาร', zh: '室、樓層及大廈' },
  street: { en: 'Street', id: 'Jalan', th: 'ถนน', zh: '街道' },
  suburb: { en: 'Suburb', id: 'Suburb', th: 'ย่าน', zh: '市郊區' },
  barangay: { en: 'Barangay', id: 'Barangay', th: 'บารังไกย์', zh: '描籠涯（Barangay）' },
  kelurahan_kecamatan: { en: 'Village and district (kelurahan, kecamatan)', id: 'Kelurahan, Kecamatan', th: 'หมู่บ้านและอำเภอ (kelurahan, kecamatan)', zh: '村及區（kelurahan、kecamatan）' },
  subdistrict: { en: 'Subdistrict (khwaeng, tambon)', id: 'Subdistrik (khwaeng, tambon)', th: 'แขวง/ตำบล', zh: '分區（khwaeng、tambon）' },
  district: { en: 'District', id: 'Distrik', th: 'เขต/อำเภอ', zh: '地區' },
  city: { en: 'City', id: 'Kota', th: 'เมือง', zh: '城市' },
  town_city: { en: 'Town or city', id: 'Kota', th: 'เมือง', zh: '城鎮' },
  city_municipality: { en: 'City or municipality', id: 'Kota atau munisipalitas', th: 'เมืองหรือเทศบาล', zh: '市或自治市' },
  city_regency: { en: 'City or regency', id: 'Kota/Kabupaten', th: 'เมืองหรือเขตปกครอง', zh: '市或縣' },
  state: { en: 'State', id: 'Negara bagian', th: 'รัฐ', zh: '州' },
  state_territory: { en: 'State or territory', id: 'Negara bagian atau teritori', th: 'รัฐหรือดินแดน', zh: '州或領地' },
  region: { en: 'Region', id: 'Wilayah', th: 'ภูมิภาค', zh: '大區' },
  province: { en: 'Province', id: 'Provinsi', th: 'จังหวัด', zh: '省' },
  area: { en: 'Area', id: 'Area', th: 'พื้นที่', zh: '區域' },
  postcode: { en: 'Postcode', id: 'Kode pos', th: 'รหัสไปรษณีย์', zh: '郵政編碼' },
  postal_code: { en: 'Postal code', id: 'Kode pos', th: 'รหัสไปรษณีย์', zh: '郵政編碼' },
  zip_code: { en: 'ZIP code', id: 'Kode ZIP', th: 'รหัสไปรษณีย์', zh: '郵政編碼' },
} as const satisfies Record<string, Messages>;
export type AddressLabelKey = keyof typeof ADDRESS_LABELS;

/**
 * Messages of a failed check. `{field}` is the field's label in the same language; `{digits}` the
 * postcode's length; `{max}` the longest allowed; `{name}` the registration number's name.
 */
export const ADDRESS_MESSAGES = {
  required: { en: '{field} is required.', id: '{field} wajib diisi.', th: 'โปรดกรอก{field}', zh: '請填寫{field}。' },
  too_long: { en: '{field} can have at most {max} characters.', id: '{field} maksimal {max} karakter.', th: '{field}ต้องไม่เกิน {max} ตัวอักษร', zh: '{field}最多 {max} 個字元。' },
  invalid_characters: { en: '{field} contains characters we cannot use.', id: '{field} berisi karakter yang tidak dapat digunakan.', th: '{field}มีอักขระที่ใช้ไม่ได้', zh: '{field}包含無法使用的字元。' },
  unknown_region: { en: '{field}: please choose one from the list.', id: '{field}: pilih salah satu dari daftar.', th: '{field}: โปรดเลือกจากรายการ', zh: '{field}：請從列表中選擇。' },
  invalid_postcode: { en: 'Enter a {digits}-digit postcode.', id: 'Masukkan kode pos {digits} digit.', th: 'โปรดกรอกรหัสไปรษณีย์ {digits} หลัก', zh: '請輸入 {digits} 位數的郵政編碼。' },
  invalid_postal_code: { en: 'Enter a {digits}-digit postal code.', id: 'Masukkan kode pos {digits} digit.', th: 'โปรดกรอกรหัสไปรษณีย์ {digits} หลัก', zh: '請輸入 {digits} 位數的郵政編碼。' },
  invalid_zip_code: { en: 'Enter a {digits}-digit ZIP code.', id: 'Masukkan kode ZIP {digits} digit.', th: 'โปรดกรอกรหัสไปรษณีย์ {digits} หลัก', zh: '請輸入 {digits} 位數的郵政編碼。' },
  invalid_mobile: { en: 'Enter a valid mobile number.', id: 'Masukkan nomor ponsel yang valid.', th: 'โปรดกรอกหมายเลขโทรศัพท์มือถือที่ถูกต้อง', zh: '請輸入有效的手提電話號碼。' },
  invalid_registration_number: { en: 'Enter a valid {name}.', id: 'Masukkan {name} yang valid.', th: 'โปรดกรอก{name}ที่ถูกต้อง', zh: '請輸入有效的{name}。' },
} as const satisfies Record<string, Messages>;
export type AddressMessageKey = keyof typeof ADDRESS_MESSAGES;

export function addressMessage(key: AddressMessageKey, language: Language, params?: Readonly<Record<string, string | number>>): string {
  return interpolate(ADDRESS_MESSAGES[key][language], params);
}
