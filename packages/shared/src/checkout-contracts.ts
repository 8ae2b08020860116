/**
 * HTTP contracts of checkout and payment (issue 7). `GET /checkout` gives everything the checkout
 * page needs for the shopper's bag: delivery options with their fees and dates, the cost summary
 * each option gives, the payment methods of the country, the banks of virtual accounts, and the
 * stores for click-and-collect. Placing the order is `POST /orders` (order-contracts.ts); paying is
 * `POST /orders/{id}/payments`; the page then follows `GET /orders/{id}/payment`.
 */
import { z } from 'zod';
import { bagSchema, costSummarySchema } from './bag-contracts.ts';
import { moneySchema } from './contracts.ts';
import { DELIVERY_METHODS, PAYMENT_METHODS, QR_PAYMENT_METHODS } from './order-contracts.ts';

export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  hours: z.string(),
  phone: z.string(),
});
export type StoreDto = z.infer<typeof storeSchema>;
export const storesResponseSchema = z.object({ stores: z.array(storeSchema) });

export const deliveryQuoteSchema = z.object({
  id: z.enum(DELIVERY_METHODS),
  name: z.string(),
  description: z.string(),
  fee: moneySchema,
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }),
  /** False when a line must be collected in store (click-and-collect only) or the option is not offered. */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
  /** The bag's cost summary with this option's delivery fee: its `total` is what `POST /orders` expects. */
  summary: costSummarySchema,
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const BANKS = ['bca', 'bni', 'bri', 'mandiri', 'permata'] as const;
export type Bank = (typeof BANKS)[number];
/** The names shoppers know the banks by. */
export const BANK_NAMES: Readonly<Record<Bank, string>> = { bca: 'BCA', bni: 'BNI', bri: 'BRI', mandiri: 'Mandiri', permata: 'Permata' };

export const checkoutResponseSchema = z.object({
  bag: bagSchema,
  deliveryOptions: z.array(deliveryQuoteSchema),
  paymentMethods: z.array(z.object({ id: z.enum(PAYMENT_METHODS), name: z.string(), description: z.string() })),
  /** Banks offering virtual accounts (Indonesia), empty elsewhere. */
  banks: z.array(z.object({ id: z.enum(BANKS), name: z.string() })),
  stores: z.array(storeSchema),
  /** The signed-in member's e-mail, name and mobile to prefill, null for a guest. */
  member: z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), callingCode: z.string().nullable(), mobile: z.string().nullable() }).nullable(),
  /** Site id of the fraud-prevention script (from the layout config). */
  fraudSiteId: z.string(),
  /** The fraud-prevention script to load at checkout with that site id (ours, or a vendor's). */
  fraudScriptUrl: z.string(),
});
export type CheckoutDto = z.infer<typeof checkoutResponseSchema>;

export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: moneySchema,
  expiresAt: z.string(),
  /** A QR payment: the EMVCo payload and its image (SVG markup). */
  qr: z.object({ payload: z.string(), svg: z.string(), scheme: z.enum(QR_PAYMENT_METHODS) }).nullable(),
  /** A bank virtual account: the number to pay into and the steps, in the shopper's language. */
  virtualAccount: z.object({ bank: z.enum(BANKS), bankName: z.string(), number: z.string(), instructions: z.array(z.object({ title: z.string(), steps: z.array(z.string()) })) }).nullable(),
  /** Card payments needing a challenge (3-D Secure): where to send the shopper. */
  actionUrl: z.string().nullable(),
  /** Why it failed, in the shopper's language. */
  failureMessage: z.string().nullable(),
  /** The sandbox page where a tester can pay, fail or expire this payment (not in production). */
  sandboxUrl: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;
export const paymentResponseSchema = z.object({ payment: paymentSchema });

/** `POST /orders/{id}/payments`: start (or retry) the payment of an unpaid order. */
export const startPaymentBodySchema = z.object({
  card: z
    .object({
      number: z.string().regex(/^[\d ]{12,23}$/),
      expiry_month: z.number().int().min(1).max(12),
      expiry_year: z.number().int().min(2024).max(2100),
      cvc: z.string().regex(/^\d{3,4}$/),
      name: z.string().trim().min(1).max(100),
    })
    .optional(),
  bank: z.enum(BANKS).optional(),
});
