/**
 * EMVCo merchant-presented QR payloads (EMV QR Code Specification for Payment Systems,
 * Merchant-Presented Mode v1.1) for the three instant-payment schemes the shop takes:
 * PayNow (SG), PromptPay (TH) and QRIS (ID). Pure: no I/O.
 *
 * A payload is a run of data objects, each ID (2 digits) + length (2 digits) + value. The
 * length counts characters; everything we build is printable ASCII, so characters and bytes
 * agree. Field 00 comes first and 63 (the CRC) last; we write the rest in ascending ID order.
 */
import type { CurrencyCode } from '@blush/shared/markets';
import { CURRENCY_EXPONENT } from '@blush/shared/money';

// ─── TLV ─────────────────────────────────────────────────────────────────────────────────────

/** One data object of a payload; `fields` holds the sub-objects of a template (26–51, 62, 64, 80–99). */
export interface TlvField {
  id: string;
  /** Length in characters, as written in the payload. */
  length: number;
  value: string;
  fields?: TlvField[];
}

/** An ID and value to serialise; `undefined` values are left out, so optional fields read inline. */
export type TlvEntry = readonly [id: string, value: string | undefined];

const ID_PATTERN = /^\d{2}$/;

function charLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** One data object: ID + two-digit length + value. */
export function encodeTlv(id: string, value: string): string {
  if (!ID_PATTERN.test(id)) throw new Error(`EMVCo: data object ID must be two digits, got "${id}"`);
  const length = charLength(value);
  if (length < 1 || length > 99) throw new Error(`EMVCo: field ${id} must be 1 to 99 characters long, got ${length}`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** The data objects of `entries` in the given order, skipping those without a value. */
export function encodeTemplate(entries: readonly TlvEntry[]): string {
  return entries.map(([id, value]) => (value === undefined ? '' : encodeTlv(id, value))).join('');
}

/** Templates (their value is itself a run of data objects): merchant account information 26–51, 62, 64, 80–99. */
export function isTemplateId(id: string): boolean {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || n === 64 || (n >= 80 && n <= 99);
}

/** Parse a run of data objects (no template nesting, no CRC check). */
export function parseTlv(text: string): TlvField[] {
  const chars = Array.from(text);
  const fields: TlvField[] = [];
  let at = 0;
  while (at < chars.length) {
    if (chars.length - at < 4) throw new Error(`EMVCo: truncated data object at character ${at}`);
    const id = chars.slice(at, at + 2).join('');
    const lengthText = chars.slice(at + 2, at + 4).join('');
    if (!ID_PATTERN.test(id)) throw new Error(`EMVCo: bad data object ID "${id}" at character ${at}`);
    if (!/^\d{2}$/.test(lengthText)) throw new Error(`EMVCo: bad length "${lengthText}" for field ${id} at character ${at}`);
    const length = Number(lengthText);
    if (length === 0) throw new Error(`EMVCo: field ${id} has length 00`);
    if (at + 4 + length > chars.length) throw new Error(`EMVCo: field ${id} runs past the end of the payload`);
    fields.push({ id, length, value: chars.slice(at + 4, at + 4 + length).join('') });
    at += 4 + length;
  }
  return fields;
}

/**
 * Parse a whole payload into its tree: templates (26–51, 62, 64, 80–99) carry their parsed
 * sub-fields. Checks the layout (00 first with "01", 63 last with 4 characters, no repeated
 * root IDs) but not the CRC value: see `verifyCrc`.
 */
export function parseEmvco(payload: string): TlvField[] {
  const fields = parseTlv(payload);
  const first = fields[0];
  const last = fields.at(-1);
  if (!first || first.id !== '00' || first.value !== '01') throw new Error('EMVCo: payload must start with Payload Format Indicator 000201');
  if (!last || last.id !== '63' || last.length !== 4) throw new Error('EMVCo: payload must end with a CRC field 6304XXXX');
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.id)) throw new Error(`EMVCo: field ${field.id} appears twice`);
    seen.add(field.id);
    if (isTemplateId(field.id)) {
      try {
        field.fields = parseTlv(field.value);
      } catch (error) {
        throw new Error(`EMVCo: template ${field.id} is malformed: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return fields;
}

/** The value at a path of IDs in a parsed payload, e.g. `fieldValue(tree, '26', '02')`. */
export function fieldValue(fields: readonly TlvField[] | undefined, ...path: string[]): string | undefined {
  const [head, ...rest] = path;
  const field = fields?.find((f) => f.id === head);
  if (!field) return undefined;
  return rest.length === 0 ? field.value : fieldValue(field.fields, ...rest);
}

// ─── CRC ─────────────────────────────────────────────────────────────────────────────────────

const CRC_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i += 1) {
    let crc = i << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[i] = crc;
  }
  return table;
})();

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, xorout 0) over the UTF-8 bytes of `text`. */
export function crc16ccittFalse(text: string | Uint8Array): number {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc;
}

function crcHex(text: string): string {
  return crc16ccittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}

/** Serialise root fields in the given order and append the CRC field (63), computed over everything up to and including "6304". */
export function buildEmvco(entries: readonly TlvEntry[]): string {
  if (entries.some(([id]) => id === '63')) throw new Error('EMVCo: the CRC field 63 is added by buildEmvco');
  const body = `${encodeTemplate(entries)}6304`;
  return body + crcHex(body);
}

/** Whether the payload ends with "6304" + the right CRC (uppercase or lowercase hex accepted). */
export function verifyCrc(payload: string): boolean {
  const match = /^(.*6304)([0-9A-Fa-f]{4})$/su.exec(payload);
  if (!match) return false;
  return crcHex(match[1]!) === match[2]!.toUpperCase();
}

// ─── Field checks ────────────────────────────────────────────────────────────────────────────

/** The EMVCo "ans" character set: printable ASCII. */
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

function text(label: string, value: string, max: number, pattern: RegExp = PRINTABLE_ASCII, what = 'printable ASCII'): string {
  if (typeof value !== 'string' || value.length === 0) throw new Error(`${label} is required`);
  if (!pattern.test(value)) throw new Error(`${label} must be ${what}, got "${value}"`);
  if (value.length > max) throw new Error(`${label} must be at most ${max} characters, got ${value.length} ("${value}")`);
  return value;
}

function digits(label: string, value: string, lengths: readonly number[]): string {
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !lengths.includes(value.length)) {
    throw new Error(`${label} must be ${lengths.join(' or ')} digits, got "${value}"`);
  }
  return value;
}

function mcc(value: string | undefined): string {
  return digits('Merchant category code', value ?? DEFAULT_MCC, [4]);
}

/** ISO 18245 5977, Cosmetic Stores. */
export const DEFAULT_MCC = '5977';

/** ISO 4217 numeric codes of the currencies these schemes settle in. */
export const CURRENCY_NUMERIC = { SGD: '702', THB: '764', IDR: '360' } as const satisfies Partial<Record<CurrencyCode, string>>;

/**
 * Field 54: the amount in major units with the currency's minor digits ("12.50"), or whole
 * units only where the scheme allows no fraction (QRIS: "150000").
 */
export function formatAmount(amountMinor: number, currency: keyof typeof CURRENCY_NUMERIC, fractionDigits: number = CURRENCY_EXPONENT[currency]): string {
  if (!Number.isSafeInteger(amountMinor)) throw new Error(`Amount must be an integer number of minor units, got ${amountMinor}`);
  if (amountMinor <= 0) throw new Error(`Amount must be positive, got ${amountMinor}`);
  const exponent = CURRENCY_EXPONENT[currency];
  if (fractionDigits > exponent) throw new Error(`${currency} has only ${exponent} minor digits`);
  const scale = 10 ** (exponent - fractionDigits);
  if (amountMinor % scale !== 0) throw new Error(`${currency} amounts must be whole ${fractionDigits === 0 ? 'units' : `multiples of ${scale} minor units`} here, got ${amountMinor}`);
  const value = amountMinor / scale;
  const unit = 10 ** fractionDigits;
  const formatted = fractionDigits === 0 ? String(value) : `${Math.trunc(value / unit)}.${String(value % unit).padStart(fractionDigits, '0')}`;
  if (formatted.length > 13) throw new Error(`Amount ${formatted} is longer than the 13 characters field 54 allows`);
  return formatted;
}

function currencyCheck(scheme: string, actual: string, expected: keyof typeof CURRENCY_NUMERIC): void {
  if (actual !== expected) throw new Error(`${scheme} takes ${expected} only, got ${actual}`);
}

interface MerchantLabel {
  /** Field 59, printable ASCII, at most 25 characters. */
  name: string;
  /** Field 60, printable ASCII, at most 15 characters. */
  city: string;
  /** Field 52, ISO 18245; defaults to 5977 (cosmetic stores). */
  mcc?: string;
}

// ─── PayNow (SG) ─────────────────────────────────────────────────────────────────────────────

export interface PayNowInput {
  amountMinor: number;
  currency: 'SGD';
  merchant: Omit<MerchantLabel, 'city'> & {
    /** Unique Entity Number of the merchant, e.g. "201912345K". */
    uen: string;
    /** Defaults to "Singapore". */
    city?: string;
  };
  /** Our order number: field 62, sub-field 01 (bill number); shown to the payer as the reference. */
  reference: string;
  /** Last day the QR may be paid (26.04, YYYYMMDD in Singapore time). */
  expiresAt?: Date;
}

/** YYYYMMDD of an instant in Singapore (UTC+8, no daylight saving). */
function singaporeDate(at: Date): string {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new Error('PayNow expiry must be a valid Date');
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A dynamic PayNow QR to a company's UEN, amount fixed (not editable by the payer). */
export function payNow(input: PayNowInput): string {
  currencyCheck('PayNow', input.currency, 'SGD');
  const { merchant } = input;
  const uen = text('PayNow UEN', merchant.uen, 10, /^[0-9A-Z]{9,10}$/, '9 or 10 uppercase letters and digits');
  return buildEmvco([
    ['00', '01'],
    ['01', '12'],
    ['26', encodeTemplate([
      ['00', 'SG.PAYNOW'],
      ['01', '2'],
      ['02', uen],
      ['03', '0'],
      ['04', input.expiresAt === undefined ? undefined : singaporeDate(input.expiresAt)],
    ])],
    ['52', mcc(merchant.mcc)],
    ['53', CURRENCY_NUMERIC.SGD],
    ['54', formatAmount(input.amountMinor, 'SGD')],
    ['58', 'SG'],
    ['59', text('Merchant name', merchant.name, 25)],
    ['60', text('Merchant city', merchant.city ?? 'Singapore', 15)],
    ['62', encodeTemplate([['01', text('PayNow reference', input.reference, 25)]])],
  ]);
}

// ─── PromptPay (TH) ──────────────────────────────────────────────────────────────────────────

export const PROMPTPAY_TRANSFER_AID = 'A000000677010111';
export const PROMPTPAY_BILL_PAYMENT_AID = 'A000000677010112';

/** Whom a PromptPay credit transfer goes to: exactly one of a mobile number, a national or tax ID, an e-wallet ID. */
export type PromptPayTarget = { mobile: string } | { nationalId: string } | { eWalletId: string };

export interface PromptPayTransferInput {
  amountMinor: number;
  currency: 'THB';
  merchant: PromptPayTarget & Partial<MerchantLabel>;
}

/** Thai mobile number as PromptPay writes it: "0066" + the number without its leading 0 (13 digits). */
export function promptPayMobile(mobile: string): string {
  const compact = typeof mobile === 'string' ? mobile.replace(/[\s-]/g, '') : '';
  const national = /^\+66\d{9}$/.test(compact) ? `0${compact.slice(3)}` : compact;
  if (!/^0\d{9}$/.test(national)) throw new Error(`PromptPay mobile must be a Thai mobile number like 0812345678 or +66812345678, got "${mobile}"`);
  return `0066${national.slice(1)}`;
}

function promptPayTarget(merchant: PromptPayTarget): TlvEntry {
  const given = ['mobile', 'nationalId', 'eWalletId'].filter((key) => key in merchant);
  if (given.length !== 1) throw new Error('PromptPay transfer needs exactly one of mobile, nationalId, eWalletId');
  if ('mobile' in merchant) return ['01', promptPayMobile(merchant.mobile)];
  if ('nationalId' in merchant) return ['02', digits('PromptPay national/tax ID', merchant.nationalId, [13])];
  return ['03', digits('PromptPay e-wallet ID', merchant.eWalletId, [15])];
}

/** Optional fields 52, 59, 60 of a transfer (personal PromptPay QRs carry none of them). */
function optionalLabel(merchant: Partial<MerchantLabel>): { mcc?: string; name?: string; city?: string } {
  return {
    mcc: merchant.mcc === undefined ? undefined : mcc(merchant.mcc),
    name: merchant.name === undefined ? undefined : text('Merchant name', merchant.name, 25),
    city: merchant.city === undefined ? undefined : text('Merchant city', merchant.city, 15),
  };
}

/** A dynamic PromptPay credit transfer (merchant account information 29) to a mobile number, national/tax ID or e-wallet. */
export function promptPayTransfer(input: PromptPayTransferInput): string {
  currencyCheck('PromptPay', input.currency, 'THB');
  const label = optionalLabel(input.merchant);
  return buildEmvco([
    ['00', '01'],
    ['01', '12'],
    ['29', encodeTemplate([['00', PROMPTPAY_TRANSFER_AID], promptPayTarget(input.merchant)])],
    ['52', label.mcc],
    ['53', CURRENCY_NUMERIC.THB],
    ['54', formatAmount(input.amountMinor, 'THB')],
    ['58', 'TH'],
    ['59', label.name],
    ['60', label.city],
  ]);
}

export interface PromptPayBillPaymentInput {
  amountMinor: number;
  currency: 'THB';
  merchant: MerchantLabel & {
    /** Biller ID: the merchant's 13-digit tax ID + a 2-digit suffix (15 digits). */
    billerId: string;
  };
  /** Our order number: reference 1 (30.02), 1–20 uppercase letters and digits. */
  reference: string;
  /** Reference 2 (30.03), optional, same format. */
  reference2?: string;
}

const PROMPTPAY_REFERENCE = /^[0-9A-Z]+$/;

/** A dynamic PromptPay bill payment (merchant account information 30) to a biller: what the shop uses. */
export function promptPayBillPayment(input: PromptPayBillPaymentInput): string {
  currencyCheck('PromptPay', input.currency, 'THB');
  const { merchant } = input;
  return buildEmvco([
    ['00', '01'],
    ['01', '12'],
    ['30', encodeTemplate([
      ['00', PROMPTPAY_BILL_PAYMENT_AID],
      ['01', digits('PromptPay biller ID', merchant.billerId, [15])],
      ['02', text('PromptPay reference 1', input.reference, 20, PROMPTPAY_REFERENCE, 'uppercase letters and digits')],
      ['03', input.reference2 === undefined ? undefined : text('PromptPay reference 2', input.reference2, 20, PROMPTPAY_REFERENCE, 'uppercase letters and digits')],
    ])],
    ['52', mcc(merchant.mcc)],
    ['53', CURRENCY_NUMERIC.THB],
    ['54', formatAmount(input.amountMinor, 'THB')],
    ['58', 'TH'],
    ['59', text('Merchant name', merchant.name, 25)],
    ['60', text('Merchant city', merchant.city, 15)],
  ]);
}

// ─── QRIS (ID) ───────────────────────────────────────────────────────────────────────────────

export const QRIS_GLOBAL_ID = 'ID.CO.QRIS.WWW';
export type QrisCriteria = 'UMI' | 'UKE' | 'UME' | 'UBE';
const QRIS_CRITERIA: readonly QrisCriteria[] = ['UMI', 'UKE', 'UME', 'UBE'];

export interface QrisInput {
  amountMinor: number;
  currency: 'IDR';
  merchant: MerchantLabel & {
    /** Merchant PAN (26.01), 16–19 digits, e.g. "9360000812345678901". */
    pan: string;
    /** Merchant ID at the acquirer (26.02), at most 15 printable ASCII characters. */
    merchantId: string;
    /** National Merchant ID (51.02): "ID" + 13 digits. */
    nmid: string;
    /** Merchant criteria (26.03 and 51.03): micro, small, medium, large. */
    criteria: QrisCriteria;
    /** Field 61, 5 digits. */
    postalCode: string;
    /** Global unique identifier of the acquirer's template 26; defaults to "ID.CO.QRIS.WWW". */
    acquirerId?: string;
  };
  /** Our order number: field 62, sub-field 01 (bill number). */
  reference: string;
}

/** A dynamic QRIS: acquirer template 26 + national template 51, amount in whole rupiah. */
export function qris(input: QrisInput): string {
  currencyCheck('QRIS', input.currency, 'IDR');
  const { merchant } = input;
  if (!QRIS_CRITERIA.includes(merchant.criteria)) throw new Error(`QRIS merchant criteria must be one of ${QRIS_CRITERIA.join(', ')}, got "${merchant.criteria}"`);
  return buildEmvco([
    ['00', '01'],
    ['01', '12'],
    ['26', encodeTemplate([
      ['00', text('QRIS acquirer ID', merchant.acquirerId ?? QRIS_GLOBAL_ID, 32)],
      ['01', digits('QRIS merchant PAN', merchant.pan, [16, 17, 18, 19])],
      ['02', text('QRIS merchant ID', merchant.merchantId, 15)],
      ['03', merchant.criteria],
    ])],
    ['51', encodeTemplate([
      ['00', QRIS_GLOBAL_ID],
      ['02', text('QRIS NMID', merchant.nmid, 15, /^ID\d{13}$/, '"ID" followed by 13 digits')],
      ['03', merchant.criteria],
    ])],
    ['52', mcc(merchant.mcc)],
    ['53', CURRENCY_NUMERIC.IDR],
    ['54', formatAmount(input.amountMinor, 'IDR', 0)],
    ['58', 'ID'],
    ['59', text('Merchant name', merchant.name, 25)],
    ['60', text('Merchant city', merchant.city, 15)],
    ['61', digits('QRIS postal code', merchant.postalCode, [5])],
    ['62', encodeTemplate([['01', text('QRIS reference', input.reference, 25)]])],
  ]);
}
