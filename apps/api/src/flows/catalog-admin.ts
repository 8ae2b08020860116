/**
 * Prices and stock changed by staff (issue 21 item 3), one edit or a whole CSV file:
 *
 * 1. in one transaction: lock the market rows (in variant order), check the `version` the editor saw
 *    (one edit) or that every line of the file is right (an import: all lines or none), write the
 *    prices, set the stock through the catalogue's `setStock` (the row lock the checkouts' `takeStock`
 *    waits on; it also bumps the row's version) with the alert scan queued where units are there (as
 *    `/ops/stock`), and write the audit entry (one per import, with its summary);
 * 2. rebuild the listing offers of the products touched, which moves the change feed, so the
 *    storefront's caches answer the new price or stock on the next request.
 * A dry run is step 1 without locks or writes: the before → after of each line and its errors.
 */
import type { AdminCatalogImportResponse, AdminPriceEdit, AdminStockEdit } from '@blush/shared/admin-catalog-contracts';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { lockMarket, type MarketRow, planPriceImport, planStockImport, writePrice } from '../modules/catalog/admin-service.ts';
import { refreshOffers } from '../modules/catalog/service.ts';
import type { AuditEntry } from '../modules/staff/audit.ts';
import { insertWindow } from '../modules/catalog/sale-service.ts';
import { setLocationAndWake } from './location-stock.ts';
import { setStockAndWake } from './restock.ts';
import { applyDueSaleWindows } from './sale-windows.ts';

export type Audit = (t: Db, entry: AuditEntry) => Promise<void>;

const marketOut = (row: MarketRow) => ({ price: row.price, sale_price: row.sale_price, stock: row.stock, version: row.version });

async function lockedFresh(t: Db, sku: string, country: string, version: number): Promise<MarketRow> {
  const row = await lockMarket(t, sku, country);
  if (!row) throw new DomainError('resource_not_found');
  if (row.version !== version) throw new DomainError('edit_conflict');
  return row;
}

/** A variant's price and sale price in a country, as the editor saw it at `version`. */
export async function editPrice(db: Db, sku: string, country: string, edit: AdminPriceEdit, audit: Audit) {
  const row = await withTransaction(db, async (t) => {
    const before = await lockedFresh(t, sku, country, edit.version);
    await writePrice(t, before.variant_id, country, edit.price, edit.sale_price);
    const after = { ...before, price: edit.price, sale_price: edit.sale_price, version: before.version + 1 };
    await audit(t, { action: 'catalog.price_changed', targetType: 'variant_market', targetId: `${sku}:${country}`, before: { price: before.price, sale_price: before.sale_price }, after: { price: edit.price, sale_price: edit.sale_price } });
    return after;
  });
  await refreshOffers(db, [row.product_id]);
  return { sku, country, ...marketOut(row) };
}

/** A variant's stock in a country, as the editor saw it at `version` (units returning wake the waitlist). */
export async function editStock(db: Db, sku: string, country: string, edit: AdminStockEdit, audit: Audit, origin = '', staffId: number | null = null) {
  const row = await withTransaction(db, async (t) => {
    const before = await lockedFresh(t, sku, country, edit.version);
    // The country's main warehouse takes what its other online locations do not hold (decision 0035).
    await setStockAndWake(t, { sku, country, stock: edit.stock }, origin, { reason: 'staff', staffId });
    await audit(t, { action: 'catalog.stock_changed', targetType: 'variant_market', targetId: `${sku}:${country}`, before: { stock: before.stock }, after: { stock: edit.stock } });
    return { ...before, stock: edit.stock, version: before.version + 1 };
  });
  await refreshOffers(db, [row.product_id]);
  return { sku, country, ...marketOut(row) };
}

type Plan = Awaited<ReturnType<typeof planPriceImport>> | Awaited<ReturnType<typeof planStockImport>>;

function answer(plan: Plan, dryRun: boolean, applied: boolean): AdminCatalogImportResponse {
  return {
    dry_run: dryRun,
    applied,
    rows: plan.rows,
    changed: plan.changes.filter((c) => c.changed).length,
    changes: plan.changes.map(({ line, sku, country, location, currency, before, after, changed, sale_window }) => ({ line, sku, country, ...(location ? { location } : {}), currency, before, after, changed, ...(sale_window ? { sale_window } : {}) })),
    errors: plan.errors,
  };
}

/** The summary an import's one audit entry keeps: how many lines, what changed (up to 200 lines). */
function summary(plan: Plan) {
  const changed = plan.changes.filter((c) => c.changed);
  return { rows: plan.rows, changed: changed.length, lines: changed.slice(0, 200).map((c) => ({ sku: c.sku, country: c.country, ...(c.location ? { location: c.location } : {}), before: c.before, after: c.after, ...(c.sale_window ? { sale_window: c.sale_window } : {}) })) };
}

async function runImport(db: Db, dryRun: boolean, planOf: (db: Db, lock: boolean) => Promise<Plan>, write: (t: Db, plan: Plan) => Promise<void>, action: string, audit: Audit) {
  if (dryRun) return answer(await planOf(db, false), true, false);
  const plan = await withTransaction(db, async (t) => {
    const locked = await planOf(t, true);
    if (locked.errors.length > 0 || locked.rows === 0) throw new DomainError('catalog_import_invalid', {}, { errors: locked.errors });
    await write(t, locked);
    await audit(t, { action, targetType: 'catalog_import', targetId: new Date().toISOString(), after: summary(locked) });
    return locked;
  });
  const products = [...new Set(plan.changes.filter((c) => c.changed).map((c) => c.row.product_id))];
  if (products.length > 0) await refreshOffers(db, products);
  return answer(plan, false, true);
}

/** A price file: a dry run answers each line's before → after and errors; a real run applies every line or none. */
export async function importPrices(db: Db, csv: string, dryRun: boolean, audit: Audit) {
  const now = new Date();
  const answer = await runImport(db, dryRun, (d, lock) => planPriceImport(d, csv, lock, now), async (t, plan) => {
    for (const c of plan.changes) {
      if (!c.changed || !('price' in c.after)) continue;
      if (!('price' in c.before) || c.before.price !== c.after.price || c.before.sale_price !== c.after.sale_price) await writePrice(t, c.row.variant_id, c.country, c.after.price, c.after.sale_price);
      const w = 'window' in c.wish ? c.wish.window : undefined;
      if (w) await insertWindow(t, { variantId: c.row.variant_id, country: c.country, salePrice: w.salePrice, startsAt: w.startsAt, endsAt: w.endsAt });
    }
  }, 'catalog.prices_imported', audit);
  // Sales whose start has come go on at once, as one scheduled in the app would.
  if (!dryRun && answer.changes.some((c) => c.sale_window)) await applyDueSaleWindows(db, new Date());
  return answer;
}

/**
 * A stock file (location: a country's total, set through its main warehouse, or a location's code):
 * as prices; units returning online wake the waitlist.
 */
export function importStock(db: Db, csv: string, dryRun: boolean, audit: Audit, origin = '', staffId: number | null = null) {
  return runImport(db, dryRun, (d, lock) => planStockImport(d, csv, lock), async (t, plan) => {
    for (const c of plan.changes) {
      if (!c.changed || !('quantity' in c.after)) continue;
      const cause = { reason: 'import' as const, staffId };
      if (c.location) await setLocationAndWake(t, c.sku, c.location, c.after.quantity, undefined, cause, origin);
      else await setStockAndWake(t, { sku: c.sku, country: c.country, stock: c.after.quantity }, origin, cause);
    }
  }, 'catalog.stock_imported', audit);
}
