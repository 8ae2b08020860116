/** The orders list's filters as they live in the page's URL, and the API query they make. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminOrderQuery, adminOrderListResponseSchema } from '@blush/shared/admin-order-contracts';
import { apiRequest } from '../../lib/api.ts';

/** Filters kept in the URL (dates as the picker writes them, YYYY-MM-DD in the staff member's day). */
export const FILTER_KEYS = ['q', 'status', 'fulfilment', 'country', 'payment_method', 'delivery_option', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export function filtersOf(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The URL for these filters, back on the first page. */
export function searchOf(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Midnight starting a day in the browser's time zone; `to` is the midnight after the day (inclusive day). */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The API query (`adminOrderQuerySchema`) for the URL's filters and page. */
export function apiQueryOf(params: URLSearchParams, extra: Partial<AdminOrderQuery> = {}): Record<string, string | number | undefined> {
  const f = filtersOf(params);
  return {
    q: f.q,
    status: f.status,
    fulfilment: f.fulfilment,
    country: f.country,
    payment_method: f.payment_method,
    delivery_option: f.delivery_option,
    from: f.from ? dayStart(f.from) : undefined,
    to: f.to ? dayStart(f.to, 1) : undefined,
    cursor: params.get('cursor') ?? undefined,
    ...extra,
  };
}

export function useOrderList(query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['orders', query],
    queryFn: ({ signal }) => apiRequest('/orders', adminOrderListResponseSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
