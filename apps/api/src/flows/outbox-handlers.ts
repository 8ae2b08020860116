/**
 * What the outbox does for each topic. Each handler is idempotent: it may run again after a crash
 * (the gateway refund by the refund's id, Beauty Pass by the order number, the outcome recorded
 * under a conditional update in one transaction with the order's timeline).
 */
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../db/client.ts';
import { sendBookingMail } from '../modules/booking/emails.ts';
import { sendGiftMail } from '../modules/gift-message/emails.ts';
import { deliverCard } from '../modules/giftcard/emails.ts';
import { issueForOrder } from '../modules/giftcard/service.ts';
import { notifyAlert, scanAlerts, sendAlertMail } from '../modules/notification/service.ts';
import { type OrderUpdate, pushOrderUpdate } from './order-updates.ts';
import { type ResendableEmail, sendOrderEmail } from './admin-order-actions.ts';
import { cancelPurchase, markDelivered } from '../modules/loyalty/service.ts';
import { recordPurchaseAndTier } from './tier.ts';
import { addOrderEvent, emailRefund, orderById, orderLinesOf, sendOrderConfirmation } from '../modules/order/service.ts';
import { type PaymentDeps, askGatewayRefund, pendingRefund, recordRefundOutcome } from '../modules/payment/service.ts';
import { enqueue, type OutboxHandlers } from '../outbox/outbox.ts';

const text = (payload: Record<string, unknown>, key: string): string => String(payload[key] ?? '');

/** Refund: ask the gateway, then record its answer on the refund and the order's timeline together. */
async function executeRefund(deps: Pick<PaymentDeps, 'db' | 'gateway'>, refundId: string): Promise<void> {
  const pending = await pendingRefund(deps, refundId);
  if (!pending) return;
  const answer = await askGatewayRefund(deps, pending.refund, pending.sessionRef);
  const { refund } = pending;
  await withTransaction(deps.db, async (t) => {
    if (!(await recordRefundOutcome(t, refund, answer))) return;
    await addOrderEvent(t, refund.orderId, answer.status === 'succeeded' ? 'refund_succeeded' : 'refund_failed', { refund: refund.id, failure: answer.failureCode });
    if (answer.status === 'succeeded') await enqueue(t, 'refund.email', refund.id, { orderId: refund.orderId, amount: refund.amount });
  });
}

/**
 * Once an order is paid and committed: the gift cards it bought are issued (once each, their
 * e-mails queued when due), a member's Beauty Pass purchase (gift cards earn no points), then the
 * confirmation (not for an order cancelled meanwhile).
 */
async function orderPaid(db: Db, orderId: string): Promise<void> {
  const row = await orderById(db, orderId);
  if (!row || row.status !== 'paid') return;
  await withTransaction(db, (t) => issueForOrder(t, orderId));
  if (row.customerId !== null) {
    const giftCards = (await orderLinesOf(db, orderId)).filter((l) => l.kind === 'gift_card').reduce((n, l) => n + l.subtotal, 0);
    const amount = row.summary.subtotal.amount - row.summary.discount.amount - giftCards;
    if (amount > 0) await recordPurchaseAndTier(db, { customerId: row.customerId, orderNumber: row.number, amount });
  }
  await sendOrderConfirmation(db, orderId);
}

export function outboxHandlers(deps: Pick<PaymentDeps, 'db' | 'gateway'>): OutboxHandlers {
  return {
    'order.paid': (db, p) => orderPaid(db, text(p, 'orderId')),
    'refund.execute': (_db, p) => executeRefund(deps, text(p, 'refundId')),
    'refund.email': (db, p) => emailRefund(db, text(p, 'orderId'), Number(p.amount)),
    'loyalty.cancel_purchase': async (db, p) => void (await cancelPurchase(db, text(p, 'orderNumber'))),
    'loyalty.delivered': async (db, p) => void (await markDelivered(db, text(p, 'orderNumber'), new Date(text(p, 'at')))),
    'giftcard.deliver': async (db, p) => void (await deliverCard(db, Number(p.cardId))),
    'gift_message.email': (db, p) =>
      sendGiftMail(db, { orderId: text(p, 'orderId'), linkHash: text(p, 'linkHash'), email: text(p, 'email'), name: text(p, 'name'), language: text(p, 'language') as Language, origin: text(p, 'origin') }),
    'booking.confirmed': (db, p) => sendBookingMail(db, 'confirmed', text(p, 'bookingId'), text(p, 'origin')),
    'booking.rescheduled': (db, p) => sendBookingMail(db, 'rescheduled', text(p, 'bookingId'), text(p, 'origin'), new Date(), p.by === 'store'),
    'booking.cancelled': (db, p) => sendBookingMail(db, 'cancelled', text(p, 'bookingId'), text(p, 'origin'), new Date(), p.by === 'store'),
    'booking.reminder': (db, p) => sendBookingMail(db, 'reminder', text(p, 'bookingId'), text(p, 'origin')),
    'alert.confirm': (db, p) => sendAlertMail(db, 'confirm', text(p, 'alertId'), text(p, 'origin')),
    'alert.scan': async (db, p) => {
      const scope = p.variantId ? { variantId: Number(p.variantId) } : { productId: Number(p.productId) };
      await scanAlerts(db, scope, new Date(), text(p, 'origin'));
    },
    'alert.notify': (db, p) => notifyAlert(db, text(p, 'alertId'), text(p, 'origin')),
    'order.update': (db, p) => pushOrderUpdate(db, text(p, 'orderId'), text(p, 'update') as OrderUpdate),
    'order.email': (db, p) => sendOrderEmail(db, text(p, 'orderId'), text(p, 'email') as ResendableEmail),
  };
}
