/**
 * HTTP contracts of placing and showing an order (product guide §3 order fields, §7 `orders`). The API
 * re-prices the bag itself; `expected_total` is what the shopper saw, so a changed price is told,
 * never silently charged.
 */
import { z } from 'zod';
import { costSummarySchema } from './bag-contracts.ts';
import { moneySchema } from './contracts.ts';

export const PAYMENT_METHODS = ['card', 'paynow', 'promptpay', 'qris', 'virtual_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods paid by scanning an EMVCo QR code (SG PayNow, TH PromptPay, ID QRIS). */
export const QR_PAYMENT_METHODS = ['paynow', 'promptpay', 'qris'] as const satisfies readonly PaymentMethod[];
export type QrPaymentMethod = (typeof QR_PAYMENT_METHODS)[number];
export const isQrMethod = (method: string): method is QrPaymentMethod => (QR_PAYMENT_METHODS as readonly string[]).includes(method);
export const DELIVERY_METHODS = ['standard', 'express', 'click_and_collect'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const ORDER_STATUSES = [
  'payment_pending',
  'paid',
  'fraud_check_pending',
  'payment_failed',
  'payment_failed_with_inventory',
  'payment_expired',
  'payment_blocked',
  'cancelled',
] as const;

const personSchema = z.object({
  first_name: z.string().trim().min(1).max(50),
  last_name: z.string().trim().min(1).max(50),
  calling_code: z.string().regex(/^\+\d{1,4}$/),
  mobile: z.string().regex(/^\d{6,15}$/),
});

export const placeOrderBodySchema = z.object({
  email: z.email().max(254),
  recipient: personSchema,
  delivery_option: z.enum(DELIVERY_METHODS),
  store_id: z.string().max(50).optional(),
  /** Country and the fields of its format (checked against the country's rules). */
  shipping_address: z.record(z.string(), z.string().max(200)).optional(),
  billing_address: z.record(z.string(), z.string().max(200)).optional(),
  registration_number: z.string().trim().max(30).optional(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** The bank of a virtual account (Indonesia). */
  bank: z.string().max(20).optional(),
  /** The total the shopper agreed to, in minor units. */
  expected_total: z.number().int().nonnegative(),
  fraud_token: z.string().max(500).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderLineSchema = z.object({
  /** `gift_card`: a gift card bought (name: the design, detail: the recipient). */
  kind: z.enum(['product', 'gift', 'sample', 'reward', 'gift_card']),
  name: z.string(),
  brand: z.string().nullable(),
  detail: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** A gift card bought (kind `gift_card`): its design, recipient, message and delivery day; always sent by the API for those lines. */
  giftCard: z
    .object({
      designId: z.string(),
      recipientName: z.string(),
      recipientEmail: z.string(),
      senderName: z.string(),
      message: z.string(),
      deliverOn: z.string().describe("'now' or YYYY-MM-DD in the country's time zone"),
    })
    .nullable()
    .optional(),
});

export const REFUND_REASONS = ['not_payable', 'duplicate_payment', 'cancelled', 'blocked', 'operator'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const orderRefundSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  reason: z.enum(REFUND_REASONS),
  status: z.enum(['pending', 'succeeded', 'failed']),
  requestedAt: z.string(),
});
export type OrderRefundDto = z.infer<typeof orderRefundSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  country: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(['unfulfilled', 'packed', 'shipped', 'delivered', 'collected']),
  email: z.string(),
  /** Placed by a signed-in member: only those earn Beauty Pass points. */
  memberOrder: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentExpiresAt: z.string().nullable(),
  deliveryOption: z.enum(DELIVERY_METHODS),
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  recipient: z.object({ firstName: z.string(), lastName: z.string(), callingCode: z.string(), mobile: z.string() }),
  shippingAddress: z.record(z.string(), z.string()).nullable(),
  storeId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  promotionCode: z.string().nullable(),
  lines: z.array(orderLineSchema),
  summary: costSummarySchema,
  /** Money given back: asked for (pending), done (succeeded), or refused by the gateway (failed: an operator follows up). */
  refunds: z.array(orderRefundSchema),
  /** Once shipped: the carrier and tracking number the shop handed it to (absent before). */
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }).optional(),
});
export type OrderDto = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ order: orderSchema });

export const orderSummaryItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(['unfulfilled', 'packed', 'shipped', 'delivered', 'collected']),
  deliveryOption: z.enum(DELIVERY_METHODS),
  total: z.object({ amount: z.number().int(), currency: z.string() }),
  itemsCount: z.number().int(),
});
export const orderListResponseSchema = z.object({ orders: z.array(orderSummaryItemSchema) });
