/**
 * Stock by location (decision 0035): read a variant's stock at each location, a location's shelf,
 * and set one location's quantity — the market row locked first, then the location's row, and for an
 * online location the country's total (`variant_markets.stock`) moved by the same delta.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { StockLocationKind } from './location-tables.ts';
import { type StockCause, recordMovement } from './stock-repo.ts';

export interface LocationRow {
  id: number;
  code: string;
  kind: StockLocationKind;
  country: string;
  store_id: number | null;
  name: string;
  ships_online: boolean;
}

const locationColumns = sql`l.id, l.code, l.kind, trim(l.country) as country, l.store_id, l.name, l.ships_online`;

export async function locationByCode(db: Db, code: string): Promise<LocationRow | undefined> {
  const [row] = await queryRows<LocationRow>(db, sql`select ${locationColumns} from stock_locations l where l.code = ${code.toUpperCase()}`);
  return row;
}

/** Locations by code (a stock file's), upper-cased codes as keys. */
export async function locationsByCodes(db: Db, codes: readonly string[]): Promise<Map<string, LocationRow>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<LocationRow>(db, sql`
    select ${locationColumns} from stock_locations l where l.code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`);
  return new Map(rows.map((r) => [r.code, r]));
}

/** Every location, or those of these stores (a store manager's), warehouses first. */
export async function listLocations(db: Db, stores: 'all' | readonly number[]): Promise<LocationRow[]> {
  const where = stores === 'all' ? sql`true` : stores.length ? sql`l.store_id in ${sql.raw(`(${stores.map(Number).join(',')})`)}` : sql`false`;
  return queryRows<LocationRow>(db, sql`select ${locationColumns} from stock_locations l where ${where} order by l.country, l.ships_online desc, l.code`);
}

export interface VariantLocationRow extends LocationRow {
  quantity: number;
  version: number;
}

/** A variant and its stock at every location of the countries it is sold in (or one country); undefined for an unknown SKU. */
export async function stockOfVariant(db: Db, sku: string, country: string | undefined) {
  const [variant] = await queryRows<{ variant_id: number; product_id: number }>(db, sql`select id as variant_id, product_id from variants where sku = ${sku}`);
  if (!variant) return undefined;
  const markets = await queryRows<{ country: string; stock: number; version: number }>(db, sql`
    select trim(country) as country, stock, version from variant_markets
    where variant_id = ${variant.variant_id} ${country ? sql`and country = ${country}` : sql``} order by country`);
  const locations = await queryRows<VariantLocationRow>(db, sql`
    select ${locationColumns}, coalesce(ls.quantity, 0)::int as quantity, coalesce(ls.version, 0)::int as version
    from stock_locations l join variant_markets vm on vm.country = l.country and vm.variant_id = ${variant.variant_id}
    left join location_stock ls on ls.location_id = l.id and ls.variant_id = ${variant.variant_id}
    ${country ? sql`where l.country = ${country}` : sql``}
    order by l.country, l.ships_online desc, l.code`);
  return { ...variant, markets, locations };
}

/** A location's shelf: the variants it holds (or all sold in its country with `q`), with quantity and version. */
export async function stockAtLocation(db: Db, location: LocationRow, q: string | undefined, limit: number, language: string) {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return queryRows<{ sku: string; product: string; brand: string; label: string | null; quantity: number; version: number }>(db, sql`
    select v.sku, coalesce(p.name->>${language}, p.name->>'en') as product, b.name as brand, coalesce(v.shade_name, v.size) as label,
      coalesce(ls.quantity, 0)::int as quantity, coalesce(ls.version, 0)::int as version
    from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
    join variant_markets vm on vm.variant_id = v.id and vm.country = ${location.country}
    left join location_stock ls on ls.variant_id = v.id and ls.location_id = ${location.id}
    where ${like ? sql`(v.sku ilike ${like} or p.name->>${language} ilike ${like} or p.name->>'en' ilike ${like} or b.name ilike ${like})` : sql`ls.quantity > 0`}
    order by v.sku limit ${limit}`);
}

export interface LocationChange {
  variantId: number;
  productId: number;
  /** Units at the location before and after, and its new version. */
  before: number;
  after: number;
  version: number;
  /** The country's online total before and after (the same unless the location ships online). */
  countryBefore: number;
  countryAfter: number;
}

/**
 * Set a variant's units at a location, inside the caller's transaction: the market row of the
 * location's country locked first, then the location's row; `version` (when given) must be the
 * one the editor saw (0: no row yet), else 409 `edit_conflict`. An online location moves the
 * country's total by the same delta (and its version, so a country edit from before is told).
 */
export async function setLocationQuantity(t: Db, sku: string, location: LocationRow, quantity: number, version: number | undefined, cause: StockCause): Promise<LocationChange> {
  const [market] = await queryRows<{ variant_id: number; product_id: number; stock: number }>(t, sql`
    select v.id as variant_id, v.product_id, vm.stock from variants v join variant_markets vm on vm.variant_id = v.id and vm.country = ${location.country}
    where v.sku = ${sku} for update of vm`);
  if (!market) throw new DomainError('resource_not_found');
  const [row] = await queryRows<{ quantity: number; version: number }>(t, sql`
    select quantity, version from location_stock where variant_id = ${market.variant_id} and location_id = ${location.id} for update`);
  const current = row ?? { quantity: 0, version: 0 };
  if (version !== undefined && version !== current.version) throw new DomainError('edit_conflict');
  const delta = quantity - current.quantity;
  const countryAfter = location.ships_online ? market.stock + delta : market.stock;
  if (quantity < 0 || countryAfter < 0) throw new DomainError('stock_negative');
  const [written] = await queryRows<{ version: number }>(t, sql`
    insert into location_stock (variant_id, location_id, quantity) values (${market.variant_id}, ${location.id}, ${quantity})
    on conflict (variant_id, location_id) do update set quantity = excluded.quantity, version = location_stock.version + 1
    returning version`);
  await recordMovement(t, market.variant_id, location.id, delta, cause);
  if (location.ships_online && delta !== 0) {
    await t.execute(sql`update variant_markets set stock = ${countryAfter}, version = version + 1 where variant_id = ${market.variant_id} and country = ${location.country}`);
  }
  return { variantId: market.variant_id, productId: market.product_id, before: current.quantity, after: quantity, version: written!.version, countryBefore: market.stock, countryAfter };
}

/**
 * A store's shelf (decision 0035), made with the store: a `store` location that does not ship
 * online, so it never counts in the country's online stock; its code is the store's slug in capitals.
 */
export async function addStoreLocation(t: Db, store: { id: number; slug: string; country: string; name: string }): Promise<{ id: number; code: string }> {
  const [row] = await queryRows<{ id: number; code: string }>(t, sql`
    insert into stock_locations (code, kind, country, store_id, name, ships_online)
    values (${store.slug.toUpperCase()}, 'store', ${store.country}, ${store.id}, ${store.name}, false)
    returning id, code`);
  return row!;
}
