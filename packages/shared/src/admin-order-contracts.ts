/**
 * The back office's orders (issue 21 item 2): the contract between `/api/admin/v1/orders…` and the
 * back-office app. Search and filter, the detail page with its whole timeline, the fraud review
 * queue, fulfilment, cancel, refunds and resending e-mails. Every change is a staff action of the
 * permission table and is written to the audit trail in its own transaction.
 */
import { z } from 'zod';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS, orderSchema } from './order-contracts.ts';

export const ORDER_FULFILMENTS = ['unfulfilled', 'packed', 'shipped', 'delivered', 'collected'] as const;

/** `GET /orders`: every filter optional; newest first, keyset pages on (created_at, id) through `cursor`. */
export const adminOrderQuerySchema = z.object({
  /** An order number, an e-mail or a mobile number (digits, with or without the calling code), matched exactly; a number also by its prefix. */
  q: z.string().trim().min(1).max(254).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  fulfilment: z.enum(ORDER_FULFILMENTS).optional(),
  country: z.string().regex(/^[A-Z]{2}$/).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  delivery_option: z.enum(DELIVERY_METHODS).optional(),
  /** Only orders awaiting fraud review (status fraud_check_pending), oldest first: the review queue. */
  queue: z.literal('fraud').optional(),
  /** Placed on or after / before these instants. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  store_id: z.string().max(64).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

const money = z.object({ amount: z.number().int(), currency: z.string() });

export const adminOrderRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  country: z.string(),
  email: z.string(),
  /** "+65 91234567" */
  phone: z.string(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(ORDER_FULFILMENTS),
  payment_method: z.enum(PAYMENT_METHODS),
  delivery_option: z.enum(DELIVERY_METHODS),
  store_id: z.string().nullable(),
  total: money,
  items_count: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  next_cursor: z.string().nullable(),
});

/**
 * One thing that happened to the order, from whichever module recorded it, merged in time order:
 * order events (placed, paid, packed, shipped with carrier and tracking …), payment attempts and
 * gateway webhooks, fraud screening, e-mails sent, refunds, and staff actions from the audit trail.
 */
export const adminTimelineEntrySchema = z.object({
  at: z.string(),
  source: z.enum(['order', 'payment', 'webhook', 'fraud', 'email', 'refund', 'staff']),
  /** e.g. `placed`, `paid`, `shipped`, `payment.succeeded`, `fraud.review`, `email.order_confirmation`, `refund.succeeded`, `orders.fulfil` */
  type: z.string(),
  /** The staff member's name for staff entries. */
  actor: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  shipment: z.object({ carrier: z.string(), tracking_number: z.string(), shipped_at: z.string() }).nullable(),
  /** What is left to refund of the payment that paid the order (0 when nothing was paid). */
  refundable: money,
  timeline: z.array(adminTimelineEntrySchema),
  /** Bumped by every change: a change sent with an older one answers 409 edit_conflict. */
  version: z.number().int(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponseSchema = adminOrderDetailSchema;

export const adminOrderIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /orders/:id/fraud-review` (fraud.review). */
export const adminFraudReviewBodySchema = z.object({
  decision: z.enum(['approve', 'block']),
  note: z.string().trim().max(500).optional(),
  version: z.number().int(),
});

/** `POST /orders/:id/fulfilment` (orders.fulfil; a store manager only for click-and-collect orders of their stores). */
export const adminFulfilmentBodySchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('packed'), version: z.number().int() }),
  z.object({
    step: z.literal('shipped'),
    carrier: z.string().trim().min(1).max(60),
    tracking_number: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/),
    version: z.number().int(),
  }),
  z.object({ step: z.literal('delivered'), version: z.number().int() }),
  z.object({ step: z.literal('ready_for_collection'), version: z.number().int() }),
  z.object({ step: z.literal('collected'), version: z.number().int() }),
]);
export type AdminFulfilmentBody = z.infer<typeof adminFulfilmentBodySchema>;

/** `POST /orders/:id/cancel` (orders.cancel). */
export const adminCancelBodySchema = z.object({ reason: z.string().trim().min(1).max(500), version: z.number().int() });

/** `POST /orders/:id/refunds` (orders.refund), with an Idempotency-Key header; no amount = all that is left. */
export const adminRefundBodySchema = z.object({
  amount: z.number().int().positive().max(1_000_000_000).optional(),
  reason: z.string().trim().min(1).max(500),
});

export const ADMIN_RESENDABLE_EMAILS = ['order_confirmation', 'payment_instructions', 'shipped', 'ready_for_collection'] as const;
/** `POST /orders/:id/emails` (orders.resend_email). */
export const adminResendEmailBodySchema = z.object({ email: z.enum(ADMIN_RESENDABLE_EMAILS) });
