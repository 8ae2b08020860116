/**
 * The member's orders (`GET /orders`) through the lazily loaded query cache: one query shared by
 * the order history and the dashboard's count. Its key starts with `member`, so signing out
 * forgets it (`use-account.ts`). Cached orders are shown at once and asked for again on every
 * visit, so an order placed since shows up without waiting for the cache to go stale.
 */
import { useEffect } from 'react';
import { loadedQueryClient, useLazyQuery } from '../../../lib/query.ts';
import { useAccountApi } from './use-account.ts';

export const MEMBER_ORDERS_KEY = ['member', 'orders'] as const;

export function useMemberOrders() {
  const api = useAccountApi();
  useEffect(() => {
    void loadedQueryClient()?.then((client) => {
      if (client.getQueryData(MEMBER_ORDERS_KEY) !== undefined) void client.invalidateQueries({ queryKey: MEMBER_ORDERS_KEY, exact: true });
    });
  }, []);
  return useLazyQuery({ queryKey: MEMBER_ORDERS_KEY, queryFn: () => api.orders() });
}
