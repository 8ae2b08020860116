/**
 * The member's bookings (`GET /reservation-service`) through the lazily loaded query cache; the key
 * starts with `member`, so signing out forgets it. Asked for again on every visit (a booking made
 * or cancelled meanwhile shows).
 */
import { useEffect } from 'react';
import { loadedQueryClient, useLazyQuery } from '../../../lib/query.ts';
import { useAccountApi } from './use-account.ts';

export const MEMBER_BOOKINGS_KEY = ['member', 'bookings'] as const;

export function useMemberBookings() {
  const api = useAccountApi();
  useEffect(() => {
    void loadedQueryClient()?.then((client) => {
      if (client.getQueryData(MEMBER_BOOKINGS_KEY) !== undefined) void client.invalidateQueries({ queryKey: MEMBER_BOOKINGS_KEY, exact: true });
    });
  }, []);
  return useLazyQuery({ queryKey: MEMBER_BOOKINGS_KEY, queryFn: () => api.bookings() });
}
