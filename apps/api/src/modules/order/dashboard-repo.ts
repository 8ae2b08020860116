/**
 * The order module's figures for the back office's dashboard (issue 21 item 10): sales per local
 * day, orders by status and the fraud review queue of one country, optionally only the
 * click-and-collect orders of some stores (a store manager's, by the stores' public ids).
 */
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderStatus, orders } from './tables.ts';

export interface OrderFigureScope {
  country: string;
  /** Every order, or only the click-and-collect orders of these stores. */
  stores: 'all' | readonly string[];
}

const inScope = (scope: OrderFigureScope) =>
  and(
    eq(orders.country, scope.country),
    scope.stores === 'all' ? undefined : scope.stores.length ? and(eq(orders.deliveryOption, 'click_and_collect'), inArray(orders.storeId, [...scope.stores])) : sql`false`,
  );

/** Orders paid in [from, to) and still paid, summed per local day of `timeZone`. */
export async function salesPerDay(db: Db, scope: OrderFigureScope, from: Date, to: Date, timeZone: string): Promise<Array<{ date: string; total: number; orders: number }>> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, total: sql<string>`sum(${orders.total})::bigint`, orders: count() })
    .from(orders)
    .where(and(inScope(scope), eq(orders.status, 'paid'), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(sql`1`);
  return rows.map((r) => ({ date: r.date, total: Number(r.total), orders: Number(r.orders) }));
}

/** Orders placed in [from, to) by their status now. */
export async function ordersByStatus(db: Db, scope: OrderFigureScope, from: Date, to: Date): Promise<Array<{ status: OrderStatus; count: number }>> {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(inScope(scope), gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(orders.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/** Orders awaiting fraud review now. */
export async function fraudQueueSize(db: Db, scope: OrderFigureScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(inScope(scope), eq(orders.status, 'fraud_check_pending')));
  return Number(row?.n ?? 0);
}
