/**
 * Queries of scheduled sales (issue 21 item 3, decision 0032): the windows of a market row, one
 * window locked, the windows due to start or end, and the market row locked by variant.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { MarketRow } from './admin-repo.ts';
import type { SaleWindowStatus } from './sale-tables.ts';

export interface SaleWindowRow {
  id: number;
  variant_id: number;
  country: string;
  sale_price: number;
  starts_at: Date;
  ends_at: Date;
  status: SaleWindowStatus;
  replaced_sale_price: number | null;
  version: number;
}

const columns = sql`sw.id, sw.variant_id, sw.country, sw.sale_price, sw.starts_at, sw.ends_at, sw.status, sw.replaced_sale_price, sw.version`;

/** Dates as Date on both drivers (PGlite and node-postgres answer timestamptz alike, but raw rows may be strings). */
const withDates = (rows: SaleWindowRow[]) => rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at), ends_at: new Date(r.ends_at) }));

/** A market row by variant, locked for the caller's transaction. */
export async function lockMarketOf(t: Db, variantId: number, country: string): Promise<MarketRow | undefined> {
  const [row] = await queryRows<MarketRow>(t, sql`
    select vm.variant_id, v.product_id, v.sku, vm.country, vm.currency, vm.price, vm.sale_price, vm.stock, vm.available, vm.version
    from variant_markets vm join variants v on v.id = vm.variant_id
    where vm.variant_id = ${variantId} and vm.country = ${country}
    for update of vm`);
  return row;
}

/** The windows of a variant in a country that are scheduled or active, soonest first. */
export async function openWindows(db: Db, variantId: number, country: string): Promise<SaleWindowRow[]> {
  return withDates(await queryRows<SaleWindowRow>(db, sql`
    select ${columns} from sale_windows sw
    where sw.variant_id = ${variantId} and sw.country = ${country} and sw.status in ('scheduled', 'active')
    order by sw.starts_at, sw.id`));
}

export async function insertWindow(t: Db, w: { variantId: number; country: string; salePrice: number; startsAt: Date; endsAt: Date }): Promise<SaleWindowRow> {
  const [row] = await queryRows<SaleWindowRow>(t, sql`
    insert into sale_windows as sw (variant_id, country, sale_price, starts_at, ends_at)
    values (${w.variantId}, ${w.country}, ${w.salePrice}, ${w.startsAt.toISOString()}, ${w.endsAt.toISOString()})
    returning ${columns}`);
  return withDates([row!])[0]!;
}

/** One window, locked for the caller's transaction. */
export async function lockWindow(t: Db, id: number): Promise<SaleWindowRow | undefined> {
  const rows = await queryRows<SaleWindowRow>(t, sql`select ${columns} from sale_windows sw where sw.id = ${id} for update`);
  return withDates(rows)[0];
}

/** A window's variant, for its answers. */
export async function variantOfWindow(db: Db, id: number): Promise<{ variant_id: number; country: string; sku: string } | undefined> {
  const [row] = await queryRows<{ variant_id: number; country: string; sku: string }>(db, sql`
    select sw.variant_id, sw.country, v.sku from sale_windows sw join variants v on v.id = sw.variant_id where sw.id = ${id}`);
  return row;
}

export async function setWindow(t: Db, id: number, set: { status: SaleWindowStatus; replacedSalePrice?: number | null; endsAt?: Date }): Promise<void> {
  await t.execute(sql`
    update sale_windows set status = ${set.status}, version = version + 1
      ${set.replacedSalePrice !== undefined ? sql`, replaced_sale_price = ${set.replacedSalePrice}` : sql``}
      ${set.endsAt ? sql`, ends_at = ${set.endsAt.toISOString()}` : sql``}
    where id = ${id}`);
}

/** A staff edit of a window's price and times; its version moves on. */
export async function editWindow(t: Db, id: number, set: { salePrice: number; startsAt: Date; endsAt: Date }): Promise<void> {
  await t.execute(sql`
    update sale_windows set sale_price = ${set.salePrice}, starts_at = ${set.startsAt.toISOString()}, ends_at = ${set.endsAt.toISOString()}, version = version + 1
    where id = ${id}`);
}

/** Ids of windows to start (scheduled, started by `now`, not over) and to end (scheduled or active, over by `now`). */
export async function dueWindows(db: Db, now: Date): Promise<{ start: number[]; end: number[] }> {
  const at = now.toISOString();
  const rows = await queryRows<{ id: number; status: SaleWindowStatus; ends: boolean }>(db, sql`
    select id, status, (ends_at <= ${at}) as ends from sale_windows
    where status in ('scheduled', 'active') and starts_at <= ${at}
    order by starts_at, id`);
  return { start: rows.filter((r) => !r.ends && r.status === 'scheduled').map((r) => r.id), end: rows.filter((r) => r.ends).map((r) => r.id) };
}

/** Whether a window from `startsAt` to `endsAt` overlaps any of these. */
export const overlaps = (windows: readonly SaleWindowRow[], startsAt: Date, endsAt: Date) => windows.some((w) => w.starts_at < endsAt && startsAt < w.ends_at);
