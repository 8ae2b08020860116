/** What a staff member may do to an order now, and the request that does it (with the order's version). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type AdminOrderDetail, adminOrderDetailResponseSchema } from '@blush/shared/admin-order-contracts';
import type { StaffAction } from '@blush/shared/staff-permissions';
import { apiRequest, isApiError } from '../../lib/api.ts';

export type OrderAction = 'approve' | 'block' | 'packed' | 'shipped' | 'delivered' | 'ready_for_collection' | 'collected' | 'cancel' | 'refund' | 'resend';

const CLOSED = new Set(['cancelled', 'payment_blocked', 'payment_expired', 'payment_failed']);

/**
 * The buttons to offer, from the order's state and the staff member's actions (the permission
 * table). Only a hint: the server checks both again (and a store manager's stores).
 */
export function availableActions(detail: AdminOrderDetail, can: (action: StaffAction) => boolean): OrderAction[] {
  const { order, refundable, timeline } = detail;
  const actions: OrderAction[] = [];
  if (order.status === 'fraud_check_pending' && can('fraud.review')) actions.push('approve', 'block');
  if (order.status === 'paid' && can('orders.fulfil')) {
    const collect = order.deliveryOption === 'click_and_collect';
    if (order.fulfilment === 'unfulfilled') actions.push('packed');
    if (order.fulfilment === 'packed' && !collect) actions.push('shipped');
    if (order.fulfilment === 'shipped') actions.push('delivered');
    if (order.fulfilment === 'packed' && collect) {
      const ready = timeline.some((entry) => entry.type === 'ready_for_collection');
      actions.push(...(ready ? (['collected'] as const) : (['ready_for_collection', 'collected'] as const)));
    }
  }
  if (!CLOSED.has(order.status) && (order.fulfilment === 'unfulfilled' || order.fulfilment === 'packed') && can('orders.cancel')) actions.push('cancel');
  if (refundable.amount > 0 && can('orders.refund')) actions.push('refund');
  if (can('orders.resend_email')) actions.push('resend');
  return actions;
}

export const orderKey = (id: string) => ['order', id] as const;

export interface OrderChange {
  /** Path under /orders/:id, e.g. `fulfilment`. */
  path: string;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A change to the order. On success and on 409 edit_conflict (someone changed the order since it
 * was loaded) the order is loaded again; `onConflict` tells the page so it can say so.
 */
export function useOrderChange(id: string, handlers: { onDone: () => void; onConflict: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderChange) =>
      apiRequest(`/orders/${id}/${change.path}`, z.unknown(), { method: 'POST', body: change.body, ...(change.headers ? { headers: change.headers } : {}) }),
    onSuccess: async (answer) => {
      // The API answers with the order as it is now; otherwise it is loaded again.
      const changed = adminOrderDetailResponseSchema.safeParse(answer);
      if (changed.success) queryClient.setQueryData(orderKey(id), changed.data);
      else await queryClient.invalidateQueries({ queryKey: orderKey(id) });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      handlers.onDone();
    },
    onError: async (error) => {
      if (!isApiError(error, 'edit_conflict')) return;
      await queryClient.invalidateQueries({ queryKey: orderKey(id) });
      handlers.onConflict();
    },
  });
}
