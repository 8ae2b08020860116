/**
 * The back office's dashboard (issue 21 item 10): today or this week (Monday to today) in one
 * country, in its local days and currency, gathered from each module's own figures — the orders'
 * sales, statuses and fraud queue, the catalogue's low stock, the bookings and the collector's page
 * views. A store manager's figures cover only their stores' click-and-collect orders and bookings.
 */
import { type AdminDashboard, type AdminDashboardQuery, LOW_STOCK_THRESHOLD } from '@blush/shared/admin-dashboard-contracts';
import { ORDER_STATUSES } from '@blush/shared/order-contracts';
import { type Language, MARKETS } from '@blush/shared/markets';
import type { Db } from '../db/client.ts';
import { pageViewsPerDay } from '../modules/analytics/service.ts';
import { bookingsPerDay } from '../modules/booking/admin.ts';
import { addDays, localDateOf, weekdayOf } from '../modules/booking/clock.ts';
import { dayBounds } from '../modules/booking/service.ts';
import { lowStock } from '../modules/catalog/admin-service.ts';
import { fraudQueueSize, ordersByStatus, salesPerDay } from '../modules/order/back-office.ts';
import type { StaffScope } from '../modules/staff/guard.ts';
import { scopeStores } from './admin-order-view.ts';

/** The local days of a period in a zone, oldest first: today alone, or Monday to today. */
export function periodDays(period: AdminDashboardQuery['period'], now: Date, timeZone: string): string[] {
  const today = localDateOf(now, timeZone);
  if (period === 'today') return [today];
  const sinceMonday = (weekdayOf(today) + 6) % 7;
  return Array.from({ length: sinceMonday + 1 }, (_, i) => addDays(today, i - sinceMonday));
}

const byDay = <T extends { date: string }>(days: string[], rows: T[], empty: Omit<T, 'date'>): T[] => {
  const found = new Map(rows.map((r) => [r.date, r]));
  return days.map((date) => found.get(date) ?? ({ ...empty, date } as T));
};

export async function adminDashboard(db: Db, scope: StaffScope, query: AdminDashboardQuery, language: Language, now: Date): Promise<AdminDashboard> {
  const market = MARKETS[query.country];
  const timeZone = market.timeZone;
  const days = periodDays(query.period, now, timeZone);
  const from = dayBounds(days[0]!, timeZone).from;
  const to = dayBounds(days[days.length - 1]!, timeZone).to;
  const orderScope = { country: query.country, stores: await scopeStores(db, scope) };
  const [sales, statuses, fraud, low, bookings, views] = await Promise.all([
    salesPerDay(db, orderScope, from, to, timeZone),
    ordersByStatus(db, orderScope, from, to),
    fraudQueueSize(db, orderScope),
    lowStock(db, query.country, LOW_STOCK_THRESHOLD, 10, language),
    bookingsPerDay(db, query.country, scope.stores, from, to, timeZone),
    pageViewsPerDay(db, query.country, from, to, timeZone),
  ]);
  const salesDays = byDay(days, sales, { total: 0, orders: 0 });
  const bookingDays = byDay(days, bookings, { count: 0 });
  const viewDays = byDay(days, views.perDay, { views: 0, visitors: 0 });
  const counts = new Map(statuses.map((s) => [s.status, s.count]));
  return {
    country: query.country,
    period: query.period,
    currency: market.currency,
    time_zone: timeZone,
    days,
    scoped_to_stores: scope.stores !== 'all',
    sales: { total: salesDays.reduce((n, d) => n + d.total, 0), orders: salesDays.reduce((n, d) => n + d.orders, 0), per_day: salesDays },
    orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    fraud_queue: fraud,
    low_stock: { threshold: LOW_STOCK_THRESHOLD, ...low },
    bookings: { total: bookingDays.reduce((n, d) => n + d.count, 0), per_day: bookingDays },
    page_views: { total: viewDays.reduce((n, d) => n + d.views, 0), visitors: views.visitors, per_day: viewDays },
  };
}
