/**
 * Queries of the back office's prices and stock (issue 21 item 3): find variants, read and lock
 * their market rows, write a price (bumping the row's version), export every price.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface AdminVariantRow {
  variant_id: number;
  sku: string;
  product_id: number;
  slug: string;
  name: string;
  brand: string;
  label: string | null;
}

export interface MarketRow {
  variant_id: number;
  product_id: number;
  sku: string;
  country: string;
  currency: string;
  price: number;
  sale_price: number | null;
  stock: number;
  available: boolean;
  version: number;
}

/** Variants whose SKU starts with `q`, or whose product or brand name contains it (any case); newest products first without `q`. */
export async function searchVariants(db: Db, q: string | undefined, limit: number, language: string): Promise<AdminVariantRow[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const prefix = q ? `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return queryRows<AdminVariantRow>(db, sql`
    select v.id as variant_id, v.sku, p.id as product_id, p.slug,
      coalesce(p.name->>${language}, p.name->>'en') as name, b.name as brand, coalesce(v.shade_name, v.size) as label
    from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
    ${like ? sql`where v.sku ilike ${prefix} or b.name ilike ${like} or p.name->>'en' ilike ${like} or p.name->>${language} ilike ${like}` : sql``}
    order by (v.sku ilike ${prefix ?? ''}) desc, p.id desc, v.position, v.id
    limit ${limit}`);
}

/** The market rows of these variants, by country. */
export async function marketsOfVariants(db: Db, variantIds: readonly number[]): Promise<MarketRow[]> {
  if (variantIds.length === 0) return [];
  return queryRows<MarketRow>(db, sql`
    select vm.variant_id, v.product_id, v.sku, vm.country, vm.currency, vm.price, vm.sale_price, vm.stock, vm.available, vm.version
    from variant_markets vm join variants v on v.id = vm.variant_id
    where vm.variant_id in ${sql.raw(`(${variantIds.map((id) => Number(id)).join(',')})`)}
    order by vm.variant_id, vm.country`);
}

/** Which of these SKUs exist (for import errors: unknown SKU versus not sold in a country). */
export async function knownSkus(db: Db, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await queryRows<{ sku: string }>(db, sql`select sku from variants where sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`);
  return new Set(rows.map((r) => r.sku));
}

/**
 * The market rows of (sku, country) pairs, locked for the caller's transaction when `lock` (in one
 * order, by variant and country, so two imports never deadlock each other).
 */
export async function marketRows(t: Db, pairs: ReadonlyArray<{ sku: string; country: string }>, lock: boolean): Promise<MarketRow[]> {
  if (pairs.length === 0) return [];
  return queryRows<MarketRow>(t, sql`
    select vm.variant_id, v.product_id, v.sku, vm.country, vm.currency, vm.price, vm.sale_price, vm.stock, vm.available, vm.version
    from variant_markets vm join variants v on v.id = vm.variant_id
    join jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ sku: p.sku, country: p.country })))}::jsonb) as want(sku text, country text)
      on want.sku = v.sku and want.country = vm.country
    order by vm.variant_id, vm.country
    ${lock ? sql`for update of vm` : sql``}`);
}

/** Write a price and sale price, bumping the row's version. */
export async function writePrice(t: Db, variantId: number, country: string, price: number, salePrice: number | null): Promise<void> {
  await t.execute(sql`update variant_markets set price = ${price}, sale_price = ${salePrice}, version = version + 1 where variant_id = ${variantId} and country = ${country}`);
}

/** Every price, by SKU and country, for the export. */
export async function allPrices(db: Db): Promise<Array<{ sku: string; country: string; currency: string; price: number; sale_price: number | null }>> {
  return queryRows(db, sql`
    select v.sku, vm.country, vm.currency, vm.price, vm.sale_price
    from variant_markets vm join variants v on v.id = vm.variant_id order by v.sku, vm.country`);
}

/** Units held at (variant, location) pairs, keyed `variant:location` (a stock file's location lines). */
export async function locationQuantities(db: Db, pairs: ReadonlyArray<{ variantId: number; locationId: number }>): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const rows = await queryRows<{ variant_id: number; location_id: number; quantity: number }>(db, sql`
    select ls.variant_id, ls.location_id, ls.quantity from location_stock ls
    join jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ v: p.variantId, l: p.locationId })))}::jsonb) as want(v int, l int)
      on want.v = ls.variant_id and want.l = ls.location_id`);
  return new Map(rows.map((r) => [`${r.variant_id}:${r.location_id}`, r.quantity]));
}
