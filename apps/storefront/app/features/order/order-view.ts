/**
 * Which of the order screen's views (product guide §2, §4) an order shows, from the order's status and
 * its latest payment: confirmation (paid), payment_pending (a card waiting for its 3-D Secure
 * challenge, or a payment being confirmed), payment_failed (retry while the payment window is
 * open; expired, blocked or cancelled orders cannot be paid) and payment_instruction (a QR code
 * or a virtual account to pay into).
 */
import type { PaymentDto } from '@blush/shared/checkout-contracts';
import type { OrderDto } from '@blush/shared/order-contracts';

export const ORDER_VIEWS = ['confirmation', 'payment_pending', 'payment_failed', 'payment_instruction'] as const;
export type OrderViewName = (typeof ORDER_VIEWS)[number];

export type OrderView =
  | { view: 'confirmation' }
  | { view: 'payment_pending'; reason: 'challenge' | 'confirming' }
  | { view: 'payment_failed'; reason: 'failed' | 'not_started'; retry: true }
  | { view: 'payment_failed'; reason: 'expired' | 'closed'; retry: false }
  | { view: 'payment_instruction'; kind: 'qr' | 'virtual_account'; expired: boolean };

/** The order can still be paid: its payment window has not closed. */
export function paymentWindowOpen(order: OrderDto, now: number): boolean {
  return order.paymentExpiresAt === null || Date.parse(order.paymentExpiresAt) > now;
}

export function orderView(order: OrderDto, payment: PaymentDto | null, now: number): OrderView {
  switch (order.status) {
    case 'paid':
      return { view: 'confirmation' };
    case 'fraud_check_pending':
      return { view: 'payment_pending', reason: 'confirming' };
    case 'payment_expired':
      return { view: 'payment_failed', reason: 'expired', retry: false };
    case 'payment_blocked':
    case 'cancelled':
      return { view: 'payment_failed', reason: 'closed', retry: false };
    case 'payment_failed':
    case 'payment_failed_with_inventory':
      return paymentWindowOpen(order, now) ? { view: 'payment_failed', reason: 'failed', retry: true } : { view: 'payment_failed', reason: 'expired', retry: false };
    case 'payment_pending':
      break;
  }
  const open = paymentWindowOpen(order, now);
  if (!payment) return open ? { view: 'payment_failed', reason: 'not_started', retry: true } : { view: 'payment_failed', reason: 'expired', retry: false };
  switch (payment.status) {
    case 'succeeded':
      return { view: 'payment_pending', reason: 'confirming' };
    case 'requires_action':
      return payment.actionUrl ? { view: 'payment_pending', reason: 'challenge' } : { view: 'payment_pending', reason: 'confirming' };
    case 'pending':
    case 'expired': {
      const expired = payment.status === 'expired' || Date.parse(payment.expiresAt) <= now;
      if (!open && expired) return { view: 'payment_failed', reason: 'expired', retry: false };
      if (payment.qr) return { view: 'payment_instruction', kind: 'qr', expired };
      if (payment.virtualAccount) {
        return expired ? { view: 'payment_failed', reason: 'failed', retry: true } : { view: 'payment_instruction', kind: 'virtual_account', expired: false };
      }
      if (expired) return { view: 'payment_failed', reason: 'failed', retry: true };
      return { view: 'payment_pending', reason: 'confirming' };
    }
    case 'failed':
      return open ? { view: 'payment_failed', reason: 'failed', retry: true } : { view: 'payment_failed', reason: 'expired', retry: false };
  }
}

/** The order is settled one way or the other: nothing to poll for. */
export function settled(view: OrderView): boolean {
  return view.view === 'confirmation' || (view.view === 'payment_failed' && !view.retry);
}

/** The pickup instruction of a click-and-collect order (product guide §4), by the order's status. */
export type PickupState = 'held' | 'awaiting_payment' | 'expired' | 'closed';

export function pickupState(status: OrderDto['status']): PickupState {
  switch (status) {
    case 'paid':
      return 'held';
    case 'payment_pending':
    case 'payment_failed':
    case 'payment_failed_with_inventory':
    case 'fraud_check_pending':
      return 'awaiting_payment';
    case 'payment_expired':
      return 'expired';
    case 'payment_blocked':
    case 'cancelled':
      return 'closed';
  }
}
