/**
 * Scheduled sales (issue 21 item 3, decision 0032). A window's sale price goes into
 * `variant_markets` at its start and comes out at its end through the same `writePrice` as a manual
 * price edit (which bumps the row's version, so an editor holding the old version is told, 409),
 * followed by the same `refreshOffers` (listing offers, the "sale" badge and filter, change feed and
 * caches); the bag and checkout read `variant_markets`, so they follow without a second path.
 *
 * Each step locks the window, then its market row, and moves the window's status on
 * (`scheduled` → `active` → `ended`), so a step repeated (a job run taken over after a crash) finds
 * the status already moved and changes nothing. At the end the sale price the window replaced is
 * put back, unless staff changed the sale price while it ran (their edit stays).
 */
import type { AdminSaleWindow, AdminSaleWindowCreate, AdminSaleWindowEdit, AdminSaleWindowList } from '@blush/shared/admin-sale-contracts';
import { utcToZoned, windowTimes } from '@blush/shared/admin-sale-contracts';
import { type CountryCode, MARKETS } from '@blush/shared/markets';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { lockMarket, writePrice } from '../modules/catalog/admin-service.ts';
import * as repo from '../modules/catalog/sale-service.ts';
import { refreshOffers } from '../modules/catalog/service.ts';
import type { Job } from '../jobs/scheduler.ts';
import type { Audit } from './catalog-admin.ts';

export function windowOut(w: repo.SaleWindowRow): AdminSaleWindow {
  const tz = MARKETS[w.country.trim() as CountryCode].timeZone;
  return { id: w.id, sale_price: w.sale_price, starts_at: w.starts_at.toISOString(), ends_at: w.ends_at.toISOString(), starts_local: utcToZoned(w.starts_at, tz), ends_local: utcToZoned(w.ends_at, tz), status: w.status, version: w.version };
}

/** The windows of a variant in a country that have not ended, with the country's time zone. */
export async function listSaleWindows(db: Db, sku: string, country: CountryCode): Promise<AdminSaleWindowList> {
  const market = await repo.marketOf(db, sku, country);
  if (!market) throw new DomainError('resource_not_found');
  return { time_zone: MARKETS[country].timeZone, windows: (await repo.openWindows(db, market.variant_id, country)).map(windowOut) };
}

/** Schedule a window in the transaction `t` (the market row locked, the overlap checked under that lock). */
export async function insertSaleWindow(t: Db, variantId: number, country: CountryCode, salePrice: number, times: { startsAt: Date; endsAt: Date }): Promise<repo.SaleWindowRow> {
  if (repo.overlaps(await repo.openWindows(t, variantId, country), times.startsAt, times.endsAt)) throw new DomainError('sale_window_overlap');
  return repo.insertWindow(t, { variantId, country, salePrice, ...times });
}

/** Schedule a sale; one whose start has come is applied at once. */
export async function scheduleSale(db: Db, sku: string, country: CountryCode, body: AdminSaleWindowCreate, audit: Audit, now = new Date()): Promise<AdminSaleWindow> {
  const times = windowTimes(body.starts_at, body.ends_at, country, now);
  if (!times) throw new DomainError('sale_window_invalid');
  const window = await withTransaction(db, async (t) => {
    const market = await lockMarket(t, sku, country);
    if (!market) throw new DomainError('resource_not_found');
    if (body.sale_price >= market.price) throw new DomainError('sale_window_invalid');
    const row = await insertSaleWindow(t, market.variant_id, country, body.sale_price, times);
    await audit(t, { action: 'catalog.sale_scheduled', targetType: 'variant_market', targetId: `${sku}:${country}`, after: { window: row.id, sale_price: row.sale_price, starts_at: body.starts_at, ends_at: body.ends_at, time_zone: MARKETS[country].timeZone } });
    return row;
  });
  if (times.startsAt <= now) await startSaleWindow(db, window.id, now);
  const [fresh] = await withTransaction(db, async (t) => [await repo.lockWindow(t, window.id)]);
  return windowOut(fresh!);
}

/** Put a due window's sale price in force (once: a repeat finds it active). Returns whether it did. */
export async function startSaleWindow(db: Db, id: number, now: Date): Promise<boolean> {
  const productId = await withTransaction(db, async (t) => {
    const w = await repo.lockWindow(t, id);
    if (!w || w.status !== 'scheduled' || w.starts_at > now) return null;
    if (w.ends_at <= now) {
      await repo.setWindow(t, id, { status: 'ended' });
      return null;
    }
    const market = await repo.lockMarketOf(t, w.variant_id, w.country);
    // The price was lowered below the sale price since it was scheduled: the sale no longer applies.
    if (!market || w.sale_price >= market.price) {
      await repo.setWindow(t, id, { status: 'ended' });
      return null;
    }
    await writePrice(t, w.variant_id, w.country, market.price, w.sale_price);
    await repo.setWindow(t, id, { status: 'active', replacedSalePrice: market.sale_price });
    return market.product_id;
  });
  if (productId !== null) await refreshOffers(db, [productId]);
  return productId !== null;
}

async function endInTransaction(t: Db, w: repo.SaleWindowRow, endsAt?: Date): Promise<number | null> {
  const market = await repo.lockMarketOf(t, w.variant_id, w.country);
  await repo.setWindow(t, w.id, { status: 'ended', ...(endsAt ? { endsAt } : {}) });
  // Staff changed the sale price while the window ran: their edit stays.
  if (!market || market.sale_price !== w.sale_price) return null;
  const restore = w.replaced_sale_price !== null && w.replaced_sale_price < market.price ? w.replaced_sale_price : null;
  await writePrice(t, w.variant_id, w.country, market.price, restore);
  return market.product_id;
}

/** Take an over window's sale price out (once: a repeat finds it ended). Returns whether it did. */
export async function endSaleWindow(db: Db, id: number, now: Date): Promise<boolean> {
  const productId = await withTransaction(db, async (t) => {
    const w = await repo.lockWindow(t, id);
    if (!w || w.ends_at > now) return null;
    if (w.status === 'scheduled') await repo.setWindow(t, id, { status: 'ended' });
    if (w.status !== 'active') return null;
    return endInTransaction(t, w);
  });
  if (productId !== null) await refreshOffers(db, [productId]);
  return productId !== null;
}

/** The job: end the windows that are over, then start the ones that have begun. Returns how many changed a price. */
export async function applyDueSaleWindows(db: Db, now: Date): Promise<number> {
  const due = await repo.dueWindows(db, now);
  let count = 0;
  for (const id of due.end) if (await endSaleWindow(db, id, now)) count++;
  for (const id of due.start) if (await startSaleWindow(db, id, now)) count++;
  return count;
}

/** Cancel a window that has not started. */
export async function cancelSale(db: Db, id: number, audit: Audit): Promise<AdminSaleWindow> {
  const w = await withTransaction(db, async (t) => {
    const row = await repo.lockWindow(t, id);
    if (!row) throw new DomainError('resource_not_found');
    if (row.status !== 'scheduled') throw new DomainError('sale_window_step_not_allowed');
    await repo.setWindow(t, id, { status: 'cancelled' });
    await audit(t, { action: 'catalog.sale_cancelled', targetType: 'sale_window', targetId: id, before: windowOut(row) });
    return { ...row, status: 'cancelled' as const };
  });
  return windowOut(w);
}

/** End an active window now: its sale price comes out at once. */
export async function endSaleNow(db: Db, id: number, audit: Audit, now = new Date()): Promise<AdminSaleWindow> {
  const { w, productId } = await withTransaction(db, async (t) => {
    const row = await repo.lockWindow(t, id);
    if (!row) throw new DomainError('resource_not_found');
    if (row.status !== 'active') throw new DomainError('sale_window_step_not_allowed');
    // Its end moves to now; a start still ahead of the clock (a window started by the sandbox's run as of a later time) keeps its end.
    const product = await endInTransaction(t, row, now > row.starts_at ? now : undefined);
    await audit(t, { action: 'catalog.sale_ended', targetType: 'sale_window', targetId: id, before: windowOut(row) });
    return { w: { ...row, status: 'ended' as const, ends_at: now > row.starts_at ? now : row.ends_at }, productId: product };
  });
  if (productId !== null) await refreshOffers(db, [productId]);
  return windowOut(w);
}

/**
 * Change a window with the version read: one that has not started takes a new price, start and
 * end; a running one only a new end, not before now. The same rules as scheduling (a real end
 * after the start and still to come, a sale price below the price, no overlap with the variant's
 * other windows in the country, checked under the same locks as the job's steps: the window, then
 * its market row). The job reads the window's end afresh, so an edited end is the one it honours;
 * a start moved to a time that has come applies the sale at once.
 */
export async function editSale(db: Db, id: number, body: AdminSaleWindowEdit, audit: Audit, now = new Date()): Promise<AdminSaleWindow> {
  const startNow = await withTransaction(db, async (t) => {
    const row = await repo.lockWindow(t, id);
    if (!row) throw new DomainError('resource_not_found');
    if (row.version !== body.version) throw new DomainError('edit_conflict');
    if (row.status !== 'scheduled' && row.status !== 'active') throw new DomainError('sale_window_step_not_allowed');
    const country = row.country.trim() as CountryCode;
    const times = windowTimes(body.starts_at, body.ends_at, country, now);
    if (!times) throw new DomainError('sale_window_invalid');
    if (row.status === 'active') {
      // A running sale keeps its price and start: only its end moves.
      if (body.sale_price !== row.sale_price || body.starts_at !== utcToZoned(row.starts_at, MARKETS[country].timeZone)) throw new DomainError('sale_window_step_not_allowed');
      times.startsAt = row.starts_at;
    }
    const market = await repo.lockMarketOf(t, row.variant_id, country);
    if (!market) throw new DomainError('resource_not_found');
    if (row.status === 'scheduled' && body.sale_price >= market.price) throw new DomainError('sale_window_invalid');
    const others = (await repo.openWindows(t, row.variant_id, country)).filter((w) => w.id !== id);
    if (repo.overlaps(others, times.startsAt, times.endsAt)) throw new DomainError('sale_window_overlap');
    await repo.editWindow(t, id, { salePrice: body.sale_price, ...times });
    const after = { ...row, sale_price: body.sale_price, starts_at: times.startsAt, ends_at: times.endsAt, version: row.version + 1 };
    await audit(t, { action: 'catalog.sale_edited', targetType: 'sale_window', targetId: id, before: windowOut(row), after: windowOut(after) });
    return row.status === 'scheduled' && times.startsAt <= now;
  });
  if (startNow) await startSaleWindow(db, id, now);
  const [fresh] = await withTransaction(db, async (t) => [await repo.lockWindow(t, id)]);
  return windowOut(fresh!);
}

/** Sales start and end within a minute of their time. */
export const SALE_WINDOW_JOBS: readonly Job[] = [{ name: 'catalog.sale_windows', every: 'minute', run: applyDueSaleWindows }];
