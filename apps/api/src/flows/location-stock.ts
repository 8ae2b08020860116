/**
 * Stock by location in the back office (issue 21 item 3, decision 0035): set a variant's units at
 * one warehouse or store, with the version the editor saw.
 *
 * 1. the location, and the staff member's right to it: a store manager only their stores' shelves,
 *    never a warehouse (not_authorized); the others any location;
 * 2. in one transaction: the market row of the location's country locked, then the location's row;
 *    a stale version is a 409 and nothing changes; the quantity written, the movement recorded,
 *    and for a location shipping online the country's total moved by the same delta (the waitlist
 *    scan queued when the country has units, as a country edit does); the audit entry;
 * 3. an online change rebuilds the product's listing offers, so the storefront shows it at once.
 */
import { randomUUID } from 'node:crypto';
import type { AdminLocationStockEdit } from '@blush/shared/admin-stock-contracts';
import type { CountryCode } from '@blush/shared/markets';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { type LocationChange, type LocationRow, type StockCause, locationByCode, refreshOffers, setLocationQuantity } from '../modules/catalog/service.ts';
import type { AuditEntry } from '../modules/staff/audit.ts';
import { enqueue } from '../outbox/outbox.ts';

export type StoreScope = { stores: 'all' } | { stores: readonly number[] };
type Audit = (t: Db, entry: AuditEntry) => Promise<void>;

/** Whether the scope reaches the location: all stores reach every location, a store manager only their stores' shelves. */
export function reaches(scope: StoreScope, location: Pick<LocationRow, 'store_id'>): boolean {
  return scope.stores === 'all' || (location.store_id !== null && scope.stores.includes(location.store_id));
}

/** A location the staff member may read or change: unknown → 404, out of their stores → 403. */
export async function locationInScope(db: Db, code: string, scope: StoreScope): Promise<LocationRow> {
  const location = await locationByCode(db, code);
  if (!location) throw new DomainError('resource_not_found');
  if (!reaches(scope, location)) throw new DomainError('not_authorized');
  return location;
}

/** Step 2 inside the caller's transaction (a stock file's location lines use it too). */
export async function setLocationAndWake(t: Db, sku: string, code: string | LocationRow, quantity: number, version: number | undefined, cause: StockCause, origin = ''): Promise<LocationChange & { location: LocationRow }> {
  const location = typeof code === 'string' ? await locationByCode(t, code) : code;
  if (!location) throw new DomainError('resource_not_found');
  const change = await setLocationQuantity(t, sku, location, quantity, version, cause);
  if (location.ships_online && change.after !== change.before && change.countryAfter > 0) {
    await enqueue(t, 'alert.scan', randomUUID(), { variantId: change.variantId, origin });
  }
  return { ...change, location };
}

/** One location's quantity, as the editor saw it at `version`; audited. */
export async function editLocationStock(db: Db, sku: string, code: string, edit: AdminLocationStockEdit, scope: StoreScope, audit: Audit, staffId: number | null, origin = '') {
  const location = await locationInScope(db, code, scope);
  const change = await withTransaction(db, async (t) => {
    const done = await setLocationAndWake(t, sku, location, edit.quantity, edit.version, { reason: 'staff', staffId }, origin);
    await audit(t, {
      action: 'catalog.location_stock_changed',
      targetType: 'location_stock',
      targetId: `${sku}:${location.code}`,
      before: { location: location.code, quantity: done.before, country_stock: done.countryBefore },
      after: { location: location.code, quantity: done.after, country_stock: done.countryAfter },
    });
    return done;
  });
  if (location.ships_online && change.before !== change.after) await refreshOffers(db, [change.productId]);
  return { sku, location: location.code, country: location.country as CountryCode, quantity: change.after, version: change.version, country_stock: change.countryAfter };
}
