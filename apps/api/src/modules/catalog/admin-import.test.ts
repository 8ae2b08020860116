/** Reading price and stock CSV files as spreadsheets write them (quoting, CRLF, a byte-order mark) and prices as people write them. */
import { describe, expect, it } from 'vitest';
import { formatPrice, parseCsv, parsePrice, parsePriceCsv, parseStockCsv } from './admin-import.ts';

describe('catalogue CSV files', () => {
  it('splits quoted fields, doubled quotes, CRLF and LF lines, a byte-order mark, and skips blank lines with their numbers kept', () => {
    expect(parseCsv('\uFEFFsku,name\r\n"A,1","say ""hi"""\r\n\r\nB,"two\nlines"\nC,')).toEqual([
      { line: 1, fields: ['sku', 'name'] },
      { line: 2, fields: ['A,1', 'say "hi"'] },
      { line: 4, fields: ['B', 'two\nlines'] },
      { line: 6, fields: ['C', ''] },
    ]);
  });

  it('reads prices in the currency’s minor unit and writes them back the same way', () => {
    expect(parsePrice('24.90', 'SG')).toBe(2490);
    expect(parsePrice('24.9', 'SG')).toBe(2490);
    expect(parsePrice('150000', 'ID')).toBe(15_000_000);
    for (const bad of ['24.999', '-1', '0', '0.00', '1e3', '24,90', ' ', 'SGD 5', '99999999999']) expect(parsePrice(bad, 'SG'), bad).toBeUndefined();
    expect(formatPrice(2490, 'SG')).toBe('24.90');
    expect(formatPrice(5, 'TH')).toBe('0.05');
  });

  it('takes the price columns in any order and case, a sale window only whole and real, each SKU and country once', () => {
    const { wishes, errors } = parsePriceCsv('Country,SKU,Sale_Price,Price,sale_starts_at,sale_ends_at\nsg,A-1,,10.00,,\nSG,A-1,,11.00,,\nSG,B-1,5.00,10.00,2026-12-01,\nSG,C-1,,10.00\n');
    expect(wishes).toEqual([{ line: 2, sku: 'A-1', country: 'SG', price: 1000, salePrice: null }]);
    expect(errors).toEqual([
      { line: 3, sku: 'A-1', code: 'duplicate_row' },
      { line: 4, sku: 'B-1', code: 'bad_sale_window' },
      { line: 5, sku: 'C-1', code: 'bad_columns' },
    ]);
    expect(parsePriceCsv('sku,country,price,sale_price,colour\nA,SG,1,').errors).toEqual([{ line: 1, sku: null, code: 'bad_columns' }]);
    expect(parsePriceCsv('sku,sku,country,price,sale_price\n').errors).toEqual([{ line: 1, sku: null, code: 'bad_columns' }]);
    expect(parsePriceCsv('sku,country,price,sale_price\n,SG,1.00,\nA,,1.00,').errors.map((e) => e.code)).toEqual(['missing_value', 'missing_value']);
  });

  it("reads a sale window in the country's local time: both ends, a real date, the end after the start and still to come, a sale price", () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const csv = [
      'sku,country,price,sale_price,sale_starts_at,sale_ends_at',
      'A,TH,500,399,2026-12-01 00:00,2026-12-03T23:59',
      'B,TH,500,399,2026-12-03 00:00,2026-12-01 00:00',
      'C,TH,500,399,2026-02-30 00:00,2026-12-01 00:00',
      'D,TH,500,,2026-12-01 00:00,2026-12-03 00:00',
      'E,TH,500,399,2026-12-01 00:00,',
      'F,TH,500,399,2026-11-01 00:00,2026-11-02 00:00',
    ].join('\n');
    const { wishes, errors } = parsePriceCsv(csv, now);
    expect(wishes).toEqual([{ line: 2, sku: 'A', country: 'TH', price: 50000, salePrice: 39900, window: { salePrice: 39900, startsAt: new Date('2026-11-30T17:00:00Z'), endsAt: new Date('2026-12-03T16:59:00Z'), startsLocal: '2026-12-01T00:00', endsLocal: '2026-12-03T23:59' } }]);
    expect(errors.map((e) => [e.line, e.code])).toEqual([[3, 'bad_sale_window'], [4, 'bad_sale_window'], [5, 'bad_sale_window'], [6, 'bad_sale_window'], [7, 'bad_sale_window']]);
  });

  it('reads stock lines: a whole number of units at a country, never negative', () => {
    const { wishes, errors } = parseStockCsv('sku,location,quantity\nA,SG,0\nA,TH,-2\nA,MY,2.5\nA,XX,1\nA,ID,2000000\n');
    expect(wishes).toEqual([{ line: 2, sku: 'A', country: 'SG', quantity: 0 }]);
    expect(errors.map((e) => [e.line, e.code])).toEqual([[3, 'negative_quantity'], [4, 'bad_quantity'], [5, 'unknown_country'], [6, 'bad_quantity']]);
  });

  it('reads stock lines at a location by its code (its country found later), refusing what cannot be a code', () => {
    const { wishes, errors } = parseStockCsv('sku,location,quantity\nA,wh-sg,4\nA,SG-ION-ORCHARD,2\nA,WH SG,1\nA,WH-SG,3\n');
    expect(wishes).toEqual([{ line: 2, sku: 'A', country: '', location: 'WH-SG', quantity: 4 }, { line: 3, sku: 'A', country: '', location: 'SG-ION-ORCHARD', quantity: 2 }]);
    expect(errors.map((e) => [e.line, e.code])).toEqual([[4, 'unknown_location'], [5, 'duplicate_row']]);
  });
});
