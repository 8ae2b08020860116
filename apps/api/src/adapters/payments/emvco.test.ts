import { describe, expect, it } from 'vitest';
import {
  buildEmvco,
  crc16ccittFalse,
  encodeTlv,
  fieldValue,
  formatAmount,
  parseEmvco,
  payNow,
  promptPayBillPayment,
  promptPayMobile,
  promptPayTransfer,
  qris,
  verifyCrc,
  type TlvField,
} from './emvco.ts';
import { PAYNOW, PROMPTPAY_BILL, QRIS } from '../../modules/payment/test-inputs.ts';

/** [ID, length written in the payload, value or the template's sub-fields], all typed out by hand from the spec layout. */
type Expected = readonly [id: string, length: number, value: string | readonly Expected[]];

function expectFields(actual: readonly TlvField[] | undefined, expected: readonly Expected[], path = ''): void {
  expect(actual?.map((f) => f.id), `IDs under ${path || 'root'}`).toEqual(expected.map(([id]) => id));
  expected.forEach(([id, length, value], index) => {
    const field = actual![index]!;
    const where = `${path}${id}`;
    expect(field.length, `length of ${where}`).toBe(length);
    expect(Array.from(field.value), `value of ${where} has its length`).toHaveLength(length);
    if (typeof value === 'string') {
      expect(field.value, `value of ${where}`).toBe(value);
    } else {
      expectFields(field.fields, value, `${where}.`);
    }
  });
}

// The CRCs below were cross-checked with Python's binascii.crc_hqx(data, 0xFFFF), an independent CRC-16/CCITT-FALSE.
const PAYNOW_PAYLOAD =
  '00020101021226490009SG.PAYNOW010120210201912345K03010040820250630520459775303702540512.505802SG5920Blush Beauty Pte Ltd6009Singapore62160112BL-SG-000123630480B2';
const PROMPTPAY_BILL_PAYLOAD =
  '00020101021230530016A00000067701011201150105560123456010210BLTH00012352045977530376454071250.005802TH5921Blush Thailand Co Ltd6007Bangkok6304A2A5';
const QRIS_PAYLOAD =
  '00020101021226610014ID.CO.QRIS.WWW011993600008123456789010209BLUSH00010303UBE51440014ID.CO.QRIS.WWW0215ID10251234567890303UBE52045977530336054061500005802ID5915Blush Indonesia6015JAKARTA SELATAN61051219062160112BL-ID-000123630495EF';

describe('crc16ccittFalse', () => {
  it('gives 0x29B1 on the standard check string "123456789"', () => {
    expect(crc16ccittFalse('123456789')).toBe(0x29b1);
    expect(crc16ccittFalse(new TextEncoder().encode('123456789'))).toBe(0x29b1);
  });

  it('gives the initial value 0xFFFF on no data', () => {
    expect(crc16ccittFalse('')).toBe(0xffff);
  });
});

describe('verifyCrc', () => {
  it('accepts a payload with its CRC and refuses one with a changed character or CRC', () => {
    expect(verifyCrc(PAYNOW_PAYLOAD)).toBe(true);
    expect(verifyCrc(PAYNOW_PAYLOAD.replace('12.50', '12.60'))).toBe(false);
    expect(verifyCrc(PAYNOW_PAYLOAD.replace(/80B2$/, '80B3'))).toBe(false);
    expect(verifyCrc(PAYNOW_PAYLOAD.replace(/80B2$/, '80b2'))).toBe(true);
    expect(verifyCrc(PAYNOW_PAYLOAD.slice(0, -8))).toBe(false);
  });
});

describe('PayNow', () => {
  it('builds a dynamic UEN payload, field by field', () => {
    const payload = payNow(PAYNOW);
    expect(payload).toBe(PAYNOW_PAYLOAD);
    expect(verifyCrc(payload)).toBe(true);
    expectFields(parseEmvco(payload), [
      ['00', 2, '01'],
      ['01', 2, '12'],
      ['26', 49, [
        ['00', 9, 'SG.PAYNOW'],
        ['01', 1, '2'],
        ['02', 10, '201912345K'],
        ['03', 1, '0'],
        ['04', 8, '20250630'],
      ]],
      ['52', 4, '5977'],
      ['53', 3, '702'],
      ['54', 5, '12.50'],
      ['58', 2, 'SG'],
      ['59', 20, 'Blush Beauty Pte Ltd'],
      ['60', 9, 'Singapore'],
      ['62', 16, [['01', 12, 'BL-SG-000123']]],
      ['63', 4, '80B2'],
    ]);
  });

  it('leaves out the expiry date when none is given', () => {
    const { expiresAt: _, ...rest } = PAYNOW;
    const tree = parseEmvco(payNow(rest));
    expect(tree.find((f) => f.id === '26')?.fields?.map((f) => f.id)).toEqual(['00', '01', '02', '03']);
    expect(fieldValue(tree, '26')).toBe('0009SG.PAYNOW010120210201912345K03010');
  });

  it('writes the expiry as the date in Singapore, not UTC', () => {
    const tree = parseEmvco(payNow({ ...PAYNOW, expiresAt: new Date('2025-06-30T16:00:00Z') }));
    expect(fieldValue(tree, '26', '04')).toBe('20250701');
  });

  it('reproduces the published PayNowQRSwift test vector byte for byte (UEN 201101550Z, S$50.00, ref AJ)', () => {
    // Angmar2722/PayNowQRSwift, Tests/PayNowQRSwiftTests: MCC 0000, amount not editable, expiry 2020-11-27.
    const published =
      '00020101021226490009SG.PAYNOW010120210201101550Z03010040820201127520400005303702540550.005802SG5907Qryptal6009Singapore62060102AJ630488E9';
    expect(verifyCrc(published)).toBe(true);
    expect(
      payNow({
        amountMinor: 5000,
        currency: 'SGD',
        merchant: { uen: '201101550Z', name: 'Qryptal', mcc: '0000' },
        reference: 'AJ',
        expiresAt: new Date('2020-11-27T12:00:00+08:00'),
      }),
    ).toBe(published);
  });
});

describe('PromptPay', () => {
  it('builds a dynamic bill payment (ID 30), field by field', () => {
    const payload = promptPayBillPayment(PROMPTPAY_BILL);
    expect(payload).toBe(PROMPTPAY_BILL_PAYLOAD);
    expect(verifyCrc(payload)).toBe(true);
    expectFields(parseEmvco(payload), [
      ['00', 2, '01'],
      ['01', 2, '12'],
      ['30', 53, [
        ['00', 16, 'A000000677010112'],
        ['01', 15, '010556012345601'],
        ['02', 10, 'BLTH000123'],
      ]],
      ['52', 4, '5977'],
      ['53', 3, '764'],
      ['54', 7, '1250.00'],
      ['58', 2, 'TH'],
      ['59', 21, 'Blush Thailand Co Ltd'],
      ['60', 7, 'Bangkok'],
      ['63', 4, 'A2A5'],
    ]);
  });

  it('adds reference 2 when given', () => {
    const tree = parseEmvco(promptPayBillPayment({ ...PROMPTPAY_BILL, reference2: 'WEB' }));
    expect(fieldValue(tree, '30', '03')).toBe('WEB');
    expect(fieldValue(tree, '30')).toHaveLength(53 + 7);
  });

  it('builds a dynamic credit transfer (ID 29) to mobile 0812345678 for THB 100.00, field by field', () => {
    const payload = promptPayTransfer({ amountMinor: 10000, currency: 'THB', merchant: { mobile: '0812345678' } });
    expect(payload).toBe('00020101021229370016A0000006770101110113006681234567853037645406100.005802TH6304F142');
    expect(verifyCrc(payload)).toBe(true);
    expectFields(parseEmvco(payload), [
      ['00', 2, '01'],
      ['01', 2, '12'],
      ['29', 37, [
        ['00', 16, 'A000000677010111'],
        ['01', 13, '0066812345678'],
      ]],
      ['53', 3, '764'],
      ['54', 6, '100.00'],
      ['58', 2, 'TH'],
      ['63', 4, 'F142'],
    ]);
  });

  it('formats mobile numbers as 0066 + the number without its leading 0', () => {
    expect(promptPayMobile('0812345678')).toBe('0066812345678');
    expect(promptPayMobile('081-234-5678')).toBe('0066812345678');
    expect(promptPayMobile('+66812345678')).toBe('0066812345678');
    expect(() => promptPayMobile('812345678')).toThrow(/Thai mobile number/);
  });

  it('transfers to a national/tax ID (02) and an e-wallet ID (03)', () => {
    const toTaxId = parseEmvco(promptPayTransfer({ amountMinor: 100, currency: 'THB', merchant: { nationalId: '0123456789012' } }));
    expect(fieldValue(toTaxId, '29', '02')).toBe('0123456789012');
    const toWallet = parseEmvco(promptPayTransfer({ amountMinor: 100, currency: 'THB', merchant: { eWalletId: '140000000000001' } }));
    expect(fieldValue(toWallet, '29', '03')).toBe('140000000000001');
  });

  // Published vectors from the promptpay-qr package's tests (dtinth/promptpay-qr, index.test.js). That library
  // writes 58 before 53, so the strings differ from ours in order only: same fields, and buildEmvco reproduces
  // them byte for byte when given that order.
  it('matches promptpay-qr\'s published payload for 000-000-0000, amount 4.22', () => {
    const published = '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469';
    expect(verifyCrc(published)).toBe(true);
    const ours = promptPayTransfer({ amountMinor: 422, currency: 'THB', merchant: { mobile: '000-000-0000' } });
    const byId = (payload: string) => parseEmvco(payload).filter((f) => f.id !== '63').map(({ id, value }) => ({ id, value })).sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(ours)).toEqual(byId(published));
    expect(buildEmvco([['00', '01'], ['01', '12'], ['29', '0016A00000067701011101130066000000000'], ['58', 'TH'], ['53', '764'], ['54', '4.22']])).toBe(published);
  });

  it('reproduces promptpay-qr\'s published static payload for national ID 1111111111111 with the TLV encoder', () => {
    const published = '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A';
    expect(verifyCrc(published)).toBe(true);
    expect(fieldValue(parseEmvco(published), '29', '02')).toBe('1111111111111');
    expect(buildEmvco([['00', '01'], ['01', '11'], ['29', '0016A0000006770101110213' + '1'.repeat(13)], ['58', 'TH'], ['53', '764']])).toBe(published);
  });
});

describe('QRIS', () => {
  it('builds a dynamic QRIS with templates 26 and 51 and a whole-rupiah amount, field by field', () => {
    const payload = qris(QRIS);
    expect(payload).toBe(QRIS_PAYLOAD);
    expect(verifyCrc(payload)).toBe(true);
    expectFields(parseEmvco(payload), [
      ['00', 2, '01'],
      ['01', 2, '12'],
      ['26', 61, [
        ['00', 14, 'ID.CO.QRIS.WWW'],
        ['01', 19, '9360000812345678901'],
        ['02', 9, 'BLUSH0001'],
        ['03', 3, 'UBE'],
      ]],
      ['51', 44, [
        ['00', 14, 'ID.CO.QRIS.WWW'],
        ['02', 15, 'ID1025123456789'],
        ['03', 3, 'UBE'],
      ]],
      ['52', 4, '5977'],
      ['53', 3, '360'],
      ['54', 6, '150000'],
      ['58', 2, 'ID'],
      ['59', 15, 'Blush Indonesia'],
      ['60', 15, 'JAKARTA SELATAN'],
      ['61', 5, '12190'],
      ['62', 16, [['01', 12, 'BL-ID-000123']]],
      ['63', 4, '95EF'],
    ]);
  });

  it('takes another acquirer\'s global ID for template 26', () => {
    const tree = parseEmvco(qris({ ...QRIS, merchant: { ...QRIS.merchant, acquirerId: 'ID.CO.EXAMPLE.WWW' } }));
    expect(fieldValue(tree, '26', '00')).toBe('ID.CO.EXAMPLE.WWW');
    expect(fieldValue(tree, '51', '00')).toBe('ID.CO.QRIS.WWW');
  });
});

describe('parseEmvco', () => {
  // The worked example of the EMVCo MPM specification: templates 29, 31, 62, 64 (with Chinese, lengths in
  // characters, CRC over UTF-8) and 91.
  const SPEC_SAMPLE =
    '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';

  it('parses the specification\'s sample payload and verifies its CRC', () => {
    expect(verifyCrc(SPEC_SAMPLE)).toBe(true);
    expectFields(parseEmvco(SPEC_SAMPLE), [
      ['00', 2, '01'],
      ['01', 2, '12'],
      ['29', 30, [['00', 12, 'D15600000000'], ['05', 10, 'A93FO3230Q']]],
      ['31', 28, [['00', 12, 'D15600000001'], ['03', 8, '12345678']]],
      ['52', 4, '4111'],
      ['58', 2, 'CN'],
      ['59', 14, 'BEST TRANSPORT'],
      ['60', 7, 'BEIJING'],
      ['64', 20, [['00', 2, 'ZH'], ['01', 4, '最佳运输'], ['02', 2, '北京']]],
      ['54', 5, '23.72'],
      ['53', 3, '156'],
      ['55', 2, '01'],
      ['62', 33, [['03', 4, '1234'], ['06', 3, '***'], ['07', 8, 'A6008667'], ['09', 2, 'ME']]],
      ['91', 32, [['00', 16, 'A011223344998877'], ['07', 8, '12345678']]],
      ['63', 4, 'A13A'],
    ]);
  });

  it('refuses malformed payloads with a clear error', () => {
    expect(() => parseEmvco('')).toThrow(/000201/);
    expect(() => parseEmvco('0002016304')).toThrow(/truncated|runs past/);
    expect(() => parseEmvco('000201010212')).toThrow(/CRC field/);
    expect(() => parseEmvco('0102120002016304ABCD')).toThrow(/start with/);
    expect(() => parseEmvco('00020101021201021263041234')).toThrow(/appears twice/);
    expect(() => parseEmvco('00020126040099630412AB')).toThrow(/template 26 is malformed/);
    expect(() => parseEmvco('0002015400')).toThrow(/length 00/);
    expect(() => parseEmvco('00020154xA')).toThrow(/bad length/);
  });
});

describe('encoding and input checks', () => {
  it('writes IDs and two-digit lengths, and refuses empty or overlong values', () => {
    expect(encodeTlv('59', 'Blush')).toBe('5905Blush');
    expect(() => encodeTlv('5', 'x')).toThrow(/two digits/);
    expect(() => encodeTlv('59', '')).toThrow(/1 to 99/);
    expect(() => encodeTlv('59', 'x'.repeat(100))).toThrow(/1 to 99/);
    expect(() => buildEmvco([['00', '01'], ['63', 'ABCD']])).toThrow(/added by buildEmvco/);
  });

  it('formats amounts with the currency\'s minor digits, and whole rupiah for QRIS', () => {
    expect(formatAmount(1250, 'SGD')).toBe('12.50');
    expect(formatAmount(5, 'SGD')).toBe('0.05');
    expect(formatAmount(100, 'THB')).toBe('1.00');
    expect(formatAmount(150000_00, 'IDR', 0)).toBe('150000');
    expect(() => formatAmount(150000_50, 'IDR', 0)).toThrow(/whole units/);
    expect(() => formatAmount(10 ** 14, 'SGD')).toThrow(/13 characters/);
  });

  it('refuses a negative, zero or fractional amount', () => {
    expect(() => payNow({ ...PAYNOW, amountMinor: -1250 })).toThrow('Amount must be positive, got -1250');
    expect(() => promptPayBillPayment({ ...PROMPTPAY_BILL, amountMinor: 0 })).toThrow(/positive/);
    expect(() => qris({ ...QRIS, amountMinor: 12.5 })).toThrow(/integer number of minor units/);
    expect(() => qris({ ...QRIS, amountMinor: Number.NaN })).toThrow(/integer/);
  });

  it('refuses a merchant name over 25 characters and a city over 15', () => {
    expect(() => payNow({ ...PAYNOW, merchant: { ...PAYNOW.merchant, name: 'Blush Beauty Singapore Pte' } })).toThrow(
      'Merchant name must be at most 25 characters, got 26 ("Blush Beauty Singapore Pte")',
    );
    expect(() => qris({ ...QRIS, merchant: { ...QRIS.merchant, city: 'JAKARTA SELATAN!' } })).toThrow(/Merchant city must be at most 15 characters/);
    // Exactly at the limits is fine.
    expect(fieldValue(parseEmvco(payNow({ ...PAYNOW, merchant: { ...PAYNOW.merchant, name: 'Blush Beauty Singapore Pt' } })), '59')).toHaveLength(25);
  });

  it('refuses non-ASCII merchant names and cities', () => {
    expect(() => payNow({ ...PAYNOW, merchant: { ...PAYNOW.merchant, name: 'Blush Beauté' } })).toThrow(/Merchant name must be printable ASCII/);
    expect(() => promptPayBillPayment({ ...PROMPTPAY_BILL, merchant: { ...PROMPTPAY_BILL.merchant, city: 'กรุงเทพ' } })).toThrow(/Merchant city must be printable ASCII/);
    expect(() => qris({ ...QRIS, merchant: { ...QRIS.merchant, name: 'Blush\nIndonesia' } })).toThrow(/printable ASCII/);
  });

  it('refuses bad scheme identifiers, references and currencies', () => {
    expect(() => payNow({ ...PAYNOW, merchant: { ...PAYNOW.merchant, uen: '2019-123' } })).toThrow(/PayNow UEN/);
    expect(() => payNow({ ...PAYNOW, reference: 'X'.repeat(26) })).toThrow(/PayNow reference must be at most 25/);
    expect(() => payNow({ ...PAYNOW, expiresAt: new Date('nope') })).toThrow(/valid Date/);
    expect(() => payNow({ ...PAYNOW, currency: 'THB' as 'SGD' })).toThrow('PayNow takes SGD only, got THB');
    expect(() => promptPayBillPayment({ ...PROMPTPAY_BILL, reference: 'bl-th-1' })).toThrow(/reference 1 must be uppercase letters and digits/);
    expect(() => promptPayBillPayment({ ...PROMPTPAY_BILL, reference: 'A'.repeat(21) })).toThrow(/at most 20/);
    expect(() => promptPayBillPayment({ ...PROMPTPAY_BILL, merchant: { ...PROMPTPAY_BILL.merchant, billerId: '0105560123456' } })).toThrow(/biller ID must be 15 digits/);
    expect(() => promptPayTransfer({ amountMinor: 100, currency: 'THB', merchant: { nationalId: '12345' } })).toThrow(/13 digits/);
    expect(() => promptPayTransfer({ amountMinor: 100, currency: 'THB', merchant: { mobile: '0812345678', nationalId: '0123456789012' } as never })).toThrow(/exactly one/);
    expect(() => qris({ ...QRIS, merchant: { ...QRIS.merchant, nmid: 'ID123' } })).toThrow(/NMID/);
    expect(() => qris({ ...QRIS, merchant: { ...QRIS.merchant, criteria: 'XYZ' as 'UMI' } })).toThrow(/criteria/);
    expect(() => qris({ ...QRIS, merchant: { ...QRIS.merchant, pan: '93600008123' } })).toThrow(/PAN/);
    expect(() => qris({ ...QRIS, merchant: { ...QRIS.merchant, postalCode: '1219' } })).toThrow(/postal code/);
    expect(() => qris({ ...QRIS, merchant: { ...QRIS.merchant, mcc: '597' } })).toThrow(/category code/);
  });
});
