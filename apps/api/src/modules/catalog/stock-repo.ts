/**
 * Stock as checkout and staff move it (decision 0035). `variant_markets.stock` is what the storefront
 * sells online in a country; it is always the sum of the quantities at the country's `ships_online`
 * locations, kept here in the same transaction. Lock order, everywhere: the `variant_markets` row
 * first, then the `location_stock` rows — so a staff edit racing checkouts waits, never deadlocks,
 * and nothing is sold twice.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { StockMovementReason } from './location-tables.ts';

/** Why units moved, and who moved them (staff) or for what (an order). */
export interface StockCause {
  reason: StockMovementReason;
  staffId?: number | null;
  orderId?: string | null;
}

export async function recordMovement(t: Db, variantId: number, locationId: number, delta: number, cause: StockCause): Promise<void> {
  if (delta === 0) return;
  await t.execute(sql`insert into stock_movements (variant_id, location_id, delta, reason, order_id, staff_id)
    values (${variantId}, ${locationId}, ${delta}, ${cause.reason}, ${cause.orderId ?? null}, ${cause.staffId ?? null})`);
}

/** The country's main online warehouse (`WH-XX`), made when the country has none yet. */
export async function mainWarehouse(t: Db, country: string): Promise<number> {
  const find = () => queryRows<{ id: number }>(t, sql`
    select id from stock_locations where country = ${country} and kind = 'warehouse' and ships_online order by id limit 1`);
  const [found] = await find();
  if (found) return found.id;
  await t.execute(sql`insert into stock_locations (code, kind, country, name, ships_online)
    values (${`WH-${country}`}, 'warehouse', ${country}, ${`${country} warehouse`}, true) on conflict (code) do nothing`);
  return (await find())[0]!.id;
}

/** The variant's rows at the country's online locations, locked (after the market row), most units first. */
async function lockOnlineRows(t: Db, variantId: number, country: string): Promise<Array<{ location_id: number; quantity: number }>> {
  return queryRows<{ location_id: number; quantity: number }>(t, sql`
    select ls.location_id, ls.quantity from location_stock ls join stock_locations l on l.id = ls.location_id
    where ls.variant_id = ${variantId} and l.country = ${country} and l.ships_online
    order by ls.quantity desc, ls.location_id
    for update of ls`);
}

/**
 * Take units of a variant's stock in a country, only if that many are left (never below zero): the
 * market row is the guard (and the lock), then the units come from the country's online locations,
 * the one holding most first, split when one does not hold them all; the ledger names the order.
 *
 * A click-and-collect order names its store (`collectAt`, the store's slug): when that store's
 * shelf holds every unit of the line they are taken from the shelf and the online stock is left
 * for shoppers elsewhere; otherwise they come from online stock, sent to the store.
 */
export async function takeStock(db: Db, variantId: number, country: string, quantity: number, orderId: string | null = null, collectAt: string | null = null): Promise<boolean> {
  if (collectAt !== null && (await takeFromShelf(db, variantId, country, quantity, collectAt, orderId))) return true;
  const rows = await queryRows<{ stock: number }>(db, sql`
    update variant_markets set stock = stock - ${quantity}
    where variant_id = ${variantId} and country = ${country} and available and stock >= ${quantity}
    returning stock`);
  if (rows.length === 0) return false;
  let left = quantity;
  for (const row of await lockOnlineRows(db, variantId, country)) {
    if (left === 0) break;
    const take = Math.min(left, row.quantity);
    if (take === 0) continue;
    await db.execute(sql`update location_stock set quantity = quantity - ${take} where variant_id = ${variantId} and location_id = ${row.location_id}`);
    await recordMovement(db, variantId, row.location_id, -take, { reason: 'order', orderId });
    left -= take;
  }
  // The market row said the units were there: the locations must hold them (the invariant), or this is a bug.
  if (left > 0) throw new Error(`variant ${variantId} in ${country}: ${left} units sold online are at no online location`);
  return true;
}

/**
 * A click-and-collect line from its store's shelf, when the shelf holds all of it: the market row
 * is locked first (the lock order), though a shelf's units are not in the online total it guards.
 */
async function takeFromShelf(db: Db, variantId: number, country: string, quantity: number, storeSlug: string, orderId: string | null): Promise<boolean> {
  const [market] = await queryRows<{ available: boolean }>(db, sql`
    select available from variant_markets where variant_id = ${variantId} and country = ${country} for update`);
  if (!market?.available) return false;
  const [shelf] = await queryRows<{ location_id: number }>(db, sql`
    update location_stock ls set quantity = ls.quantity - ${quantity}
    from stock_locations l join stores s on s.id = l.store_id
    where ls.location_id = l.id and ls.variant_id = ${variantId} and s.slug = ${storeSlug} and l.country = ${country} and ls.quantity >= ${quantity}
    returning ls.location_id`);
  if (!shelf) return false;
  await recordMovement(db, variantId, shelf.location_id, -quantity, { reason: 'order', orderId });
  return true;
}

/**
 * Put units back (an order released them): to the locations the order's ledger took them from, the
 * rest (an order placed before stock had locations) to the country's main warehouse. The online
 * total grows by what goes back to online locations only: a store shelf's units were never in it.
 */
export async function returnStock(db: Db, variantId: number, country: string, quantity: number, orderId: string | null = null): Promise<void> {
  const [market] = await queryRows<{ stock: number }>(db, sql`
    select stock from variant_markets where variant_id = ${variantId} and country = ${country} for update`);
  if (!market) return;
  let left = quantity;
  let online = 0;
  const taken = orderId === null ? [] : await queryRows<{ location_id: number; taken: number; ships_online: boolean }>(db, sql`
    select m.location_id, -sum(m.delta)::int as taken, l.ships_online from stock_movements m join stock_locations l on l.id = m.location_id
    where m.order_id = ${orderId} and m.variant_id = ${variantId}
    group by m.location_id, l.ships_online having sum(m.delta) < 0 order by m.location_id`);
  const back = async (locationId: number, units: number, shipsOnline: boolean) => {
    await db.execute(sql`insert into location_stock (variant_id, location_id, quantity) values (${variantId}, ${locationId}, ${units})
      on conflict (variant_id, location_id) do update set quantity = location_stock.quantity + excluded.quantity`);
    await recordMovement(db, variantId, locationId, units, { reason: 'release', orderId });
    left -= units;
    if (shipsOnline) online += units;
  };
  for (const row of taken) {
    if (left === 0) break;
    await back(row.location_id, Math.min(left, row.taken), row.ships_online);
  }
  if (left > 0) await back(await mainWarehouse(db, country), left, true);
  if (online > 0) await db.execute(sql`update variant_markets set stock = stock + ${online} where variant_id = ${variantId} and country = ${country}`);
}

/**
 * Set a variant's stock in a country (the back office's country edit, its stock file's country
 * lines, `/ops/stock`): the main warehouse takes what the country's other online locations do not
 * hold, so the country's total becomes `stock`. Refused (`stock_held_elsewhere`) when those others
 * alone hold more. The market row is locked for the caller's transaction; undefined when the
 * variant is not sold there.
 */
export async function setStock(t: Db, sku: string, country: string, stock: number, cause: StockCause = { reason: 'integration' }): Promise<{ variantId: number; productId: number; previous: number; stock: number } | undefined> {
  const [row] = await queryRows<{ variant_id: number; product_id: number; previous: number }>(t, sql`
    select v.id as variant_id, v.product_id, vm.stock as previous
    from variants v join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.sku = ${sku}
    for update of vm`);
  if (!row) return undefined;
  const warehouse = await mainWarehouse(t, country);
  const online = await lockOnlineRows(t, row.variant_id, country);
  const held = online.filter((r) => r.location_id !== warehouse).reduce((sum, r) => sum + r.quantity, 0);
  if (held > stock) throw new DomainError('stock_held_elsewhere', { held: String(held), stock: String(stock) }, { held });
  const current = online.find((r) => r.location_id === warehouse)?.quantity ?? 0;
  await t.execute(sql`insert into location_stock (variant_id, location_id, quantity) values (${row.variant_id}, ${warehouse}, ${stock - held})
    on conflict (variant_id, location_id) do update set quantity = excluded.quantity, version = location_stock.version + 1`);
  await recordMovement(t, row.variant_id, warehouse, stock - held - current, cause);
  // A new version: a staff member editing the stock they saw before this is told (409), whoever set it.
  await t.execute(sql`update variant_markets set stock = ${stock}, version = version + 1 where variant_id = ${row.variant_id} and country = ${country}`);
  return { variantId: row.variant_id, productId: row.product_id, previous: row.previous, stock };
}

/** Launch a coming-soon product: the badge goes and its launch date is now (unless it was earlier). */
export async function launchProduct(t: Db, productId: number, now: Date): Promise<'launched' | 'already' | 'missing'> {
  const rows = await queryRows<{ id: number }>(t, sql`
    update products set badges = array_remove(badges, 'coming_soon'), launched_at = least(launched_at, ${now})
    where id = ${productId} and 'coming_soon' = any(badges) returning id`);
  if (rows.length > 0) return 'launched';
  const exists = await queryRows<{ id: number }>(t, sql`select id from products where id = ${productId}`);
  return exists.length > 0 ? 'already' : 'missing';
}
