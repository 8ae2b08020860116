/**
 * The words of an order's state in the member's order history (`/account/orders`): one status from
 * the order's payment status and, once paid, how far its fulfilment has gone. A blocked order
 * (fraud review said no) is cancelled to the shopper, and both kinds of failed payment are one.
 */
import type { MemberOrder } from './account-api.ts';

export const ORDER_STATUS_WORDS = [
  'payment_pending',
  'processing',
  'packed',
  'shipped',
  'delivered',
  'collected',
  'cancelled',
  'payment_failed',
  'expired',
  'under_review',
] as const;
export type OrderStatusWord = (typeof ORDER_STATUS_WORDS)[number];

/** How the status looks: in progress, done, or ended without the goods. */
export type OrderStatusTone = 'pending' | 'progress' | 'done' | 'ended';

export function orderStatusWord(order: Pick<MemberOrder, 'status' | 'fulfilment'>): OrderStatusWord {
  switch (order.status) {
    case 'payment_pending':
      return 'payment_pending';
    case 'fraud_check_pending':
      return 'under_review';
    case 'payment_failed':
    case 'payment_failed_with_inventory':
      return 'payment_failed';
    case 'payment_expired':
      return 'expired';
    case 'payment_blocked':
    case 'cancelled':
      return 'cancelled';
    case 'paid':
      return order.fulfilment === 'unfulfilled' ? 'processing' : order.fulfilment;
  }
}

export function orderStatusTone(word: OrderStatusWord): OrderStatusTone {
  switch (word) {
    case 'payment_pending':
    case 'under_review':
      return 'pending';
    case 'processing':
    case 'packed':
    case 'shipped':
      return 'progress';
    case 'delivered':
    case 'collected':
      return 'done';
    case 'cancelled':
    case 'payment_failed':
    case 'expired':
      return 'ended';
  }
}
