/**
 * Reading the back office's price and stock CSV files (issue 21 item 3): the text is parsed
 * (RFC 4180 quoting, CRLF or LF, a byte-order mark allowed), its header checked, each row turned
 * into a wanted value or an error, and finally compared with the catalogue's rows into the
 * before → after of each line. Nothing here writes.
 */
import {
  CATALOG_IMPORT_MAX_ROWS,
  CATALOG_STOCK_MAX,
  type CatalogImportChange,
  type CatalogImportRowError,
  PRICE_CSV_COLUMNS,
  PRICE_CSV_REQUIRED,
  STOCK_CSV_COLUMNS,
} from '@blush/shared/admin-catalog-contracts';
import { type CountryCode, MARKETS, isCountryCode } from '@blush/shared/markets';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import { windowTimes } from '@blush/shared/admin-sale-contracts';
import type { MarketRow } from './admin-repo.ts';

/** Split CSV text into rows of fields. Blank lines are dropped; each row keeps its line number. */
export function parseCsv(text: string): Array<{ line: number; fields: string[] }> {
  const rows: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else { if (c === '\n') line++; field += c; }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') { fields.push(field); field = ''; }
    else if (c === '\r' && src[i + 1] === '\n') continue;
    else if (c === '\n' || c === '\r') { endRow(); line++; rowLine = line; }
    else field += c;
  }
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}

/** A price as people write it ("24.90", "150000") in the currency's minor unit; undefined when it is not one. */
export function parsePrice(text: string, country: CountryCode): number | undefined {
  const exponent = CURRENCY_EXPONENT[MARKETS[country].currency];
  const match = /^(\d{1,10})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > exponent) return undefined;
  const minor = Number(match[1]) * 10 ** exponent + Number((match[2] ?? '').padEnd(exponent, '0') || 0);
  return minor > 0 && minor <= 2_000_000_000 ? minor : undefined;
}

/** A price in the currency's minor unit written back as people write it. */
export function formatPrice(minor: number, country: CountryCode): string {
  const exponent = CURRENCY_EXPONENT[MARKETS[country].currency];
  if (exponent === 0) return String(minor);
  return `${Math.trunc(minor / 10 ** exponent)}.${String(minor % 10 ** exponent).padStart(exponent, '0')}`;
}

/** A sale the line schedules (instead of setting its sale price now). */
export interface WindowWish { salePrice: number; startsAt: Date; endsAt: Date; startsLocal: string; endsLocal: string }
export interface PriceWish { line: number; sku: string; country: CountryCode; price: number; salePrice: number | null; window?: WindowWish }
/** A stock line: the country's total (`location` a country code), or one location's units (`location` its code; `country` filled in once the code is found). */
export interface StockWish { line: number; sku: string; country: CountryCode; location?: string; quantity: number }
export interface Parsed<W> { wishes: W[]; errors: CatalogImportRowError[] }

/** Header → column index, or an error when a column is missing, unknown or doubled. */
function columnsOf(header: string[], allowed: readonly string[], required: readonly string[]): Map<string, number> | undefined {
  const names = header.map((h) => h.trim().toLowerCase());
  if (new Set(names).size !== names.length || names.some((n) => !allowed.includes(n)) || required.some((r) => !names.includes(r))) return undefined;
  return new Map(names.map((n, i) => [n, i]));
}

function rowsOf(csv: string, allowed: readonly string[], required: readonly string[]) {
  const rows = parseCsv(csv);
  if (rows.length === 0) return { error: { line: 1, sku: null, code: 'empty_file' as const } };
  const columns = columnsOf(rows[0]!.fields, allowed, required);
  if (!columns) return { error: { line: rows[0]!.line, sku: null, code: 'bad_columns' as const } };
  if (rows.length - 1 > CATALOG_IMPORT_MAX_ROWS) return { error: { line: rows[0]!.line, sku: null, code: 'too_many_rows' as const } };
  return { columns, body: rows.slice(1) };
}

/** The wanted prices of a price file, or its errors (row by row; a bad header is one error). */
export function parsePriceCsv(csv: string, now = new Date()): Parsed<PriceWish> {
  const read = rowsOf(csv, PRICE_CSV_COLUMNS, PRICE_CSV_REQUIRED);
  if ('error' in read) return { wishes: [], errors: [read.error!] };
  const { columns, body } = read;
  const wishes: PriceWish[] = [];
  const errors: CatalogImportRowError[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of body) {
    const get = (name: string) => (columns.has(name) ? (fields[columns.get(name)!] ?? '').trim() : '');
    const sku = get('sku');
    const fail = (code: CatalogImportRowError['code']) => errors.push({ line, sku: sku || null, code });
    if (fields.length !== columns.size) { fail('bad_columns'); continue; }
    const country = get('country').toUpperCase();
    if (!sku || !country || !get('price')) { fail('missing_value'); continue; }
    if (!isCountryCode(country)) { fail('unknown_country'); continue; }
    const price = parsePrice(get('price'), country);
    if (price === undefined) { fail('bad_price'); continue; }
    const saleText = get('sale_price');
    const salePrice = saleText === '' ? null : parsePrice(saleText, country);
    if (salePrice === undefined || (salePrice !== null && salePrice >= price)) { fail('bad_sale_price'); continue; }
    const startsLocal = get('sale_starts_at').replace(' ', 'T');
    const endsLocal = get('sale_ends_at').replace(' ', 'T');
    let window: WindowWish | undefined;
    if (startsLocal || endsLocal) {
      const times = salePrice === null ? undefined : windowTimes(startsLocal, endsLocal, country, now);
      if (!times || salePrice === null) { fail('bad_sale_window'); continue; }
      window = { salePrice, ...times, startsLocal, endsLocal };
    }
    const key = `${sku}\u0000${country}`;
    if (seen.has(key)) { fail('duplicate_row'); continue; }
    seen.add(key);
    wishes.push({ line, sku, country, price, salePrice, ...(window ? { window } : {}) });
  }
  return { wishes, errors };
}

/** The wanted stock of a stock file (location: a country's total, or a location's code), or its errors. */
export function parseStockCsv(csv: string): Parsed<StockWish> {
  const read = rowsOf(csv, STOCK_CSV_COLUMNS, STOCK_CSV_COLUMNS);
  if ('error' in read) return { wishes: [], errors: [read.error!] };
  const { columns, body } = read;
  const wishes: StockWish[] = [];
  const errors: CatalogImportRowError[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of body) {
    const get = (name: string) => (fields[columns.get(name)!] ?? '').trim();
    const sku = get('sku');
    const fail = (code: CatalogImportRowError['code']) => errors.push({ line, sku: sku || null, code });
    if (fields.length !== columns.size) { fail('bad_columns'); continue; }
    const place = get('location').toUpperCase();
    const text = get('quantity');
    if (!sku || !place || !text) { fail('missing_value'); continue; }
    const country = isCountryCode(place) ? place : undefined;
    // Two letters name a country (none that Blush sells in: unknown_country); longer, a location's code.
    if (!country && /^[A-Z]{2}$/.test(place)) { fail('unknown_country'); continue; }
    if (!country && !/^[A-Z0-9][A-Z0-9-]{2,63}$/.test(place)) { fail('unknown_location'); continue; }
    if (/^-\d+$/.test(text)) { fail('negative_quantity'); continue; }
    if (!/^\d{1,7}$/.test(text) || Number(text) > CATALOG_STOCK_MAX) { fail('bad_quantity'); continue; }
    const key = `${sku}\u0000${place}`;
    if (seen.has(key)) { fail('duplicate_row'); continue; }
    seen.add(key);
    // A location's country is known once its code is found (`planStockImport`).
    wishes.push(country ? { line, sku, country, quantity: Number(text) } : { line, sku, country: '' as CountryCode, location: place, quantity: Number(text) });
  }
  return { wishes, errors };
}

/** Errors for wishes whose SKU is unknown or not sold in the country. */
export function missingRows(wishes: ReadonlyArray<{ line: number; sku: string; country: string }>, rows: readonly MarketRow[], known: ReadonlySet<string>): CatalogImportRowError[] {
  const found = new Set(rows.map((r) => `${r.sku}\u0000${r.country.trim()}`));
  return wishes
    .filter((w) => !found.has(`${w.sku}\u0000${w.country}`))
    .map((w) => ({ line: w.line, sku: w.sku, code: known.has(w.sku) ? ('not_sold_in_country' as const) : ('unknown_sku' as const) }));
}

const rowKey = (sku: string, country: string) => `${sku}\u0000${country.trim()}`;

/** Before → after of each price wish that has its row. */
export function priceChanges(wishes: readonly PriceWish[], rows: readonly MarketRow[]): Array<CatalogImportChange & { row: MarketRow; wish: PriceWish }> {
  const byKey = new Map(rows.map((r) => [rowKey(r.sku, r.country), r]));
  return wishes.flatMap((wish) => {
    const row = byKey.get(rowKey(wish.sku, wish.country));
    if (!row) return [];
    const before = { price: row.price, sale_price: row.sale_price };
    // A line with a sale window keeps today's sale price (below the new price, else none) and schedules its own.
    const keptSale = row.sale_price !== null && row.sale_price < wish.price ? row.sale_price : null;
    const after = { price: wish.price, sale_price: wish.window ? keptSale : wish.salePrice };
    const w = wish.window;
    const saleWindow = w ? { sale_window: { sale_price: w.salePrice, starts_local: w.startsLocal, ends_local: w.endsLocal, time_zone: MARKETS[wish.country].timeZone } } : {};
    return [{ line: wish.line, sku: wish.sku, country: wish.country, currency: row.currency.trim(), before, after, changed: before.price !== after.price || before.sale_price !== after.sale_price || !!w, ...saleWindow, row, wish }];
  });
}

/** Before → after of each stock wish that has its row. */
export function stockChanges(wishes: readonly StockWish[], rows: readonly MarketRow[]): Array<CatalogImportChange & { row: MarketRow; wish: StockWish }> {
  const byKey = new Map(rows.map((r) => [rowKey(r.sku, r.country), r]));
  return wishes.flatMap((wish) => {
    const row = byKey.get(rowKey(wish.sku, wish.country));
    if (!row) return [];
    return [{ line: wish.line, sku: wish.sku, country: wish.country, currency: null, before: { quantity: row.stock }, after: { quantity: wish.quantity }, changed: row.stock !== wish.quantity, row, wish }];
  });
}
