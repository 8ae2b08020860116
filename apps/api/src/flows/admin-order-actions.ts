/**
 * Staff act on an order from the back office (issue 21 item 2): review a held order (approve or
 * block), move its fulfilment (packed, shipped with carrier and tracking number, delivered, ready
 * for and collected at the store), cancel it, refund all or part of it, e-mail the shopper again.
 * Each reuses the operations flow (`operate-order.ts`) and adds, inside its transaction:
 *
 *   1. the version check: the order must be as the staff member saw it (409 edit_conflict)
 *   2. the move itself, refused when the order's state does not allow it (409 order_step_not_allowed)
 *   3. the audit entry, before and after, in the same transaction as the change
 *   4. the e-mail the step sends (shipped, ready for collection), queued in the outbox
 */
import { randomUUID } from 'node:crypto';
import type { AdminFulfilmentBody, ADMIN_RESENDABLE_EMAILS } from '@blush/shared/admin-order-contracts';
import type { OrderDto } from '@blush/shared/order-contracts';
import type { StaffAction } from '@blush/shared/staff-permissions';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { enqueue } from '../outbox/outbox.ts';
import { emailOrderNews, orderShipment } from '../modules/order/back-office.ts';
import { type OpsAction, type OrderRow, awaitsPayment, emailPaymentInstructions, lockOrder, orderView } from '../modules/order/service.ts';
import { openPayments } from '../modules/payment/service.ts';
import { type AuditActor, recordAudit } from '../modules/staff/audit.ts';
import type { StaffScope } from '../modules/staff/guard.ts';
import { type OperateHooks, operateOrder, refundOrder } from './operate-order.ts';
import { orderInScope } from './admin-order-view.ts';

export type ResendableEmail = (typeof ADMIN_RESENDABLE_EMAILS)[number];

/** Who acts, where, and what the flow needs: the database, the outbox's kick, the audit key. */
export interface StaffActing {
  db: Db;
  kick?: (() => Promise<void>) | undefined;
  key: Uint8Array;
  actor: AuditActor;
  scope: StaffScope;
}

const snapshot = (row: OrderRow) => ({ status: row.status, fulfilment: row.fulfilment, version: row.version });

/** The hooks of a versioned change: refuse a stale copy, audit the change. */
function audited(acting: StaffActing, action: string, version: number | undefined, extra: Record<string, unknown> = {}, then?: (t: Db, after: OrderRow) => Promise<void>): OperateHooks {
  return {
    check: (row) => {
      if (version !== undefined && row.version !== version) throw new DomainError('edit_conflict');
    },
    after: async (t, before, after) => {
      await recordAudit(t, acting.key, acting.actor, { action, targetType: 'order', targetId: after.id, before: snapshot(before), after: { ...snapshot(after), ...extra } });
      await then?.(t, after);
    },
  };
}

const refusal = { refusal: 'order_step_not_allowed' } as const;

export async function reviewFraud(acting: StaffActing, orderId: string, body: { decision: 'approve' | 'block'; note?: string | undefined; version: number }): Promise<void> {
  await orderInScope(acting.db, orderId, acting.scope);
  const data = body.note ? { note: body.note } : {};
  await operateOrder(acting, orderId, body.decision, new Date(), { ...audited(acting, 'fraud.review', body.version, { decision: body.decision, ...data }), options: { ...refusal, data } });
}

const STEP_ACTION: Record<AdminFulfilmentBody['step'], OpsAction> = {
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  ready_for_collection: 'ready_for_collection',
  collected: 'collected',
};

export async function fulfilOrder(acting: StaffActing, orderId: string, body: AdminFulfilmentBody): Promise<void> {
  await orderInScope(acting.db, orderId, acting.scope);
  const data = body.step === 'shipped' ? { carrier: body.carrier, tracking_number: body.tracking_number } : {};
  const mail = body.step === 'shipped' || body.step === 'ready_for_collection' ? body.step : null;
  const queueMail = async (t: Db, after: OrderRow) => {
    if (mail) await enqueue(t, 'order.email', `${after.id}:${mail}:${after.version}`, { orderId: after.id, email: mail });
  };
  await operateOrder(acting, orderId, STEP_ACTION[body.step], new Date(), { ...audited(acting, 'orders.fulfil', body.version, { step: body.step, ...data }, queueMail), options: { ...refusal, data } });
}

export async function cancelOrder(acting: StaffActing, orderId: string, body: { reason: string; version: number }): Promise<void> {
  await orderInScope(acting.db, orderId, acting.scope);
  const data = { reason: body.reason };
  await operateOrder(acting, orderId, 'cancelled', new Date(), { ...audited(acting, 'orders.cancel', body.version, data), options: { ...refusal, data } });
}

/** All that is left, or `amount`, of what paid the order; a retry with the same Idempotency-Key refunds once. */
export async function refundFromBackOffice(acting: StaffActing, orderId: string, body: { amount?: number | undefined; reason: string }, idempotencyKey: string): Promise<void> {
  await orderInScope(acting.db, orderId, acting.scope);
  await refundOrder(acting, orderId, body.amount, `staff:${idempotencyKey}`, {
    after: async (t, before, after, refund) => {
      await recordAudit(t, acting.key, acting.actor, {
        action: 'orders.refund',
        targetType: 'order',
        targetId: orderId,
        before: snapshot(before),
        after: { ...snapshot(after), refund: refund.id, amount: refund.amount, currency: refund.currency, reason: body.reason },
      });
    },
  });
}

/** Whether the order has what the e-mail tells: a payment, a shipment, a parcel at the store. */
async function canResend(db: Db, row: OrderRow, email: ResendableEmail): Promise<boolean> {
  switch (email) {
    case 'order_confirmation':
      return row.status === 'paid';
    case 'payment_instructions':
      return awaitsPayment(row) && (await openPayments(db, row.id)).some((p) => p.method !== 'card');
    case 'shipped':
      return (row.fulfilment === 'shipped' || row.fulfilment === 'delivered') && (await orderShipment(db, row.id)) !== null;
    case 'ready_for_collection':
      return row.status === 'paid' && row.deliveryOption === 'click_and_collect' && row.fulfilment === 'packed';
  }
}

/** Queue the e-mail again (outbox) and audit it, in one transaction. */
export async function resendOrderEmail(acting: StaffActing, orderId: string, email: ResendableEmail): Promise<void> {
  await orderInScope(acting.db, orderId, acting.scope);
  await withTransaction(acting.db, async (t) => {
    const row = await lockOrder(t, orderId);
    if (!row) throw new DomainError('resource_not_found');
    if (!(await canResend(t, row, email))) throw new DomainError('order_step_not_allowed');
    await enqueue(t, 'order.email', `${row.id}:${email}:resend:${randomUUID()}`, { orderId: row.id, email });
    await recordAudit(t, acting.key, acting.actor, { action: 'orders.resend_email', targetType: 'order', targetId: row.id, before: null, after: { email, to: row.email } });
  });
  await acting.kick?.();
}

/** The outbox's `order.email`: send one of the order's e-mails now. */
export async function sendOrderEmail(db: Db, orderId: string, email: ResendableEmail): Promise<void> {
  if (email !== 'payment_instructions') return emailOrderNews(db, orderId, email);
  const payment = (await openPayments(db, orderId)).find((p) => p.method !== 'card');
  if (payment) await emailPaymentInstructions(db, orderId, { expiresAt: payment.expiresAt, bankName: payment.vaBank, accountNumber: payment.vaNumber });
}

/** The permission each move of the operations endpoint needs (its `action` body field). */
export const OPS_PERMISSION: Record<OpsAction, StaffAction> = {
  approve: 'fraud.review',
  block: 'fraud.review',
  packed: 'orders.fulfil',
  shipped: 'orders.fulfil',
  delivered: 'orders.fulfil',
  ready_for_collection: 'orders.fulfil',
  collected: 'orders.fulfil',
  cancelled: 'orders.cancel',
};

/**
 * The operations endpoint called with a staff member's API token: the same move as with OPS_TOKEN,
 * within the staff member's stores, audited under their name (no version: integrations act on the
 * order as it is).
 */
export async function operateAsStaff(acting: StaffActing, orderId: string, action: OpsAction): Promise<OrderDto> {
  await orderInScope(acting.db, orderId, acting.scope);
  const detail = action === 'approve' || action === 'block' ? { decision: action } : action === 'cancelled' ? {} : { step: action };
  await operateOrder(acting, orderId, action, new Date(), { ...audited(acting, OPS_PERMISSION[action], undefined, { ...detail, via: 'api_token' }), options: refusal });
  return orderView(acting.db, orderId);
}

/** A refund through the operations endpoint with a staff member's API token, audited under their name. */
export async function refundAsStaff(acting: StaffActing, orderId: string, amount: number | undefined, idempotencyKey: string): Promise<OrderDto> {
  await refundFromBackOffice(acting, orderId, { amount, reason: 'operations API' }, idempotencyKey);
  return orderView(acting.db, orderId);
}
