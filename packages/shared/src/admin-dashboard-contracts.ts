/**
 * The back office's dashboard (issue 21 item 10): the contract between `GET /api/admin/v1/dashboard`
 * and the back-office app. Today or this week (Monday to today) in one country, in that country's
 * local days and currency: sales, orders by status, the fraud review queue, low stock, bookings and
 * page views from the first-party collector. A store manager's figures cover only their stores'
 * click-and-collect orders and bookings.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from './markets.ts';
import { ORDER_STATUSES } from './order-contracts.ts';

export const DASHBOARD_PERIODS = ['today', 'week'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** A variant counts as low on stock at or below this many units in a country. */
export const LOW_STOCK_THRESHOLD = 5;

export const adminDashboardQuerySchema = z.object({
  country: z.enum(COUNTRY_CODES),
  period: z.enum(DASHBOARD_PERIODS).default('today'),
});
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

/** One local day ("2026-11-27") of a figure. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const adminDashboardSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  period: z.enum(DASHBOARD_PERIODS),
  currency: z.string().length(3),
  time_zone: z.string(),
  /** The local days of the period, oldest first (today alone, or Monday to today). */
  days: z.array(day),
  /** Whether the figures cover only some stores (a store manager's): sales and orders are then their click-and-collect orders. */
  scoped_to_stores: z.boolean(),
  /** Orders paid in the period (not cancelled since), their totals in the currency's minor unit. */
  sales: z.object({
    total: z.number().int(),
    orders: z.number().int(),
    per_day: z.array(z.object({ date: day, total: z.number().int(), orders: z.number().int() })),
  }),
  /** Orders placed in the period by their status now. */
  orders_by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /** Orders awaiting fraud review now, whenever placed. */
  fraud_queue: z.number().int(),
  /** Variants sold in the country with LOW_STOCK_THRESHOLD units or fewer, fewest first (ten at most). */
  low_stock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    variants: z.array(z.object({ sku: z.string(), product: z.string(), variant: z.string(), stock: z.number().int() })),
  }),
  /** Bookings (not cancelled) starting in the period at the country's stores. */
  bookings: z.object({ total: z.number().int(), per_day: z.array(z.object({ date: day, count: z.number().int() })) }),
  /** Page views recorded by the first-party collector for the country. */
  page_views: z.object({
    total: z.number().int(),
    visitors: z.number().int(),
    per_day: z.array(z.object({ date: day, views: z.number().int(), visitors: z.number().int() })),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
