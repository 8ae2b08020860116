/**
 * The back office's prices and stock (issue 21 item 3), as the catalogue module offers them: find
 * variants with their markets, lock one market row, write a price, plan a CSV import (before →
 * after per line, errors per line), export every price. The transactions, audit and waitlist live
 * in the flow (`flows/catalog-admin.ts`).
 */
import type { AdminVariantListResponse, CatalogImportChange, CatalogImportRowError } from '@blush/shared/admin-catalog-contracts';
import { PRICE_CSV_COLUMNS } from '@blush/shared/admin-catalog-contracts';
import type { CountryCode } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import * as repo from './admin-repo.ts';
import * as saleRepo from './sale-repo.ts';
import { locationsByCodes } from './location-stock-repo.ts';
import { formatPrice, missingRows, parsePriceCsv, parseStockCsv, priceChanges, stockChanges } from './admin-import.ts';

export type { MarketRow } from './admin-repo.ts';
/** The dashboard's low-stock figure (issue 21 item 10). */
export { lowStock } from './dashboard-repo.ts';

export async function searchAdminVariants(db: Db, q: string | undefined, limit: number, language: string): Promise<AdminVariantListResponse> {
  const variants = await repo.searchVariants(db, q, limit, language);
  const markets = await repo.marketsOfVariants(db, variants.map((v) => v.variant_id));
  return {
    variants: variants.map((v) => ({
      sku: v.sku,
      variant_id: v.variant_id,
      product: { id: v.product_id, slug: v.slug, name: v.name },
      brand: v.brand,
      label: v.label,
      markets: markets
        .filter((m) => m.variant_id === v.variant_id)
        .map((m) => ({ country: m.country.trim() as CountryCode, currency: m.currency.trim(), price: m.price, sale_price: m.sale_price, stock: m.stock, available: m.available, version: m.version })),
    })),
  };
}

/** One market row, locked for the caller's transaction. */
export async function lockMarket(t: Db, sku: string, country: string): Promise<repo.MarketRow | undefined> {
  const [row] = await repo.marketRows(t, [{ sku, country }], true);
  return row;
}

export const writePrice = repo.writePrice;

export interface ImportPlan<W> {
  rows: number;
  changes: Array<CatalogImportChange & { row: repo.MarketRow; wish: W }>;
  errors: CatalogImportRowError[];
}

async function plan<W extends { line: number; sku: string; country: string }>(
  db: Db,
  parsed: { wishes: W[]; errors: CatalogImportRowError[] },
  lock: boolean,
  compare: (wishes: W[], rows: repo.MarketRow[]) => ImportPlan<W>['changes'],
): Promise<ImportPlan<W>> {
  const rows = await repo.marketRows(db, parsed.wishes, lock);
  const known = await repo.knownSkus(db, [...new Set(parsed.wishes.map((w) => w.sku))]);
  const errors = [...parsed.errors, ...missingRows(parsed.wishes, rows, known)].sort((a, b) => a.line - b.line);
  const changes = compare(parsed.wishes, rows);
  return { rows: parsed.wishes.length + parsed.errors.filter((e) => e.line > 1).length, changes, errors };
}

/**
 * What a price file would change (its rows locked when `lock`, inside the caller's transaction); a
 * line whose sale window overlaps a scheduled or running sale of its row is an error.
 */
export async function planPriceImport(db: Db, csv: string, lock: boolean, now = new Date()) {
  const planned = await plan(db, parsePriceCsv(csv, now), lock, priceChanges);
  const clashes = new Set<number>();
  for (const c of planned.changes) {
    const w = c.wish.window;
    if (w && saleRepo.overlaps(await saleRepo.openWindows(db, c.row.variant_id, c.country), w.startsAt, w.endsAt)) clashes.add(c.line);
  }
  if (clashes.size === 0) return planned;
  const errors = [...planned.errors, ...planned.changes.filter((c) => clashes.has(c.line)).map((c) => ({ line: c.line, sku: c.sku, code: 'sale_window_overlap' as const }))].sort((a, b) => a.line - b.line);
  return { ...planned, changes: planned.changes.filter((c) => !clashes.has(c.line)), errors };
}

/**
 * What a stock file would change (its market rows locked when `lock`, then its locations' rows read):
 * a country line's total, or a location line's units at that location; an unknown location code is
 * the line's error.
 */
export async function planStockImport(db: Db, csv: string, lock: boolean) {
  const parsed = parseStockCsv(csv);
  const locations = await locationsByCodes(db, [...new Set(parsed.wishes.flatMap((w) => (w.location ? [w.location] : [])))]);
  const unknown = parsed.wishes.filter((w) => w.location && !locations.has(w.location)).map((w) => ({ line: w.line, sku: w.sku, code: 'unknown_location' as const }));
  const wishes = parsed.wishes.flatMap((w) => {
    if (!w.location) return [w];
    const location = locations.get(w.location);
    return location ? [{ ...w, country: location.country as CountryCode }] : [];
  });
  const planned = await plan(db, { wishes, errors: [...parsed.errors, ...unknown] }, lock, stockChanges);
  const atLocations = planned.changes.filter((c) => c.wish.location);
  if (atLocations.length === 0) return planned;
  const held = await repo.locationQuantities(db, atLocations.map((c) => ({ variantId: c.row.variant_id, locationId: locations.get(c.wish.location!)!.id })));
  return {
    ...planned,
    changes: planned.changes.map((c) => {
      if (!c.wish.location) return c;
      const before = held.get(`${c.row.variant_id}:${locations.get(c.wish.location)!.id}`) ?? 0;
      return { ...c, location: c.wish.location, before: { quantity: before }, changed: before !== c.wish.quantity };
    }),
  };
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Every price as a CSV in the import's columns (sale windows empty: sales have no window yet). */
export async function exportPricesCsv(db: Db): Promise<string> {
  const rows = await repo.allPrices(db);
  const lines = rows.map((r) => {
    const country = r.country.trim() as CountryCode;
    return [csvField(r.sku), country, formatPrice(r.price, country), r.sale_price === null ? '' : formatPrice(r.sale_price, country), '', ''].join(',');
  });
  return `${[PRICE_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
