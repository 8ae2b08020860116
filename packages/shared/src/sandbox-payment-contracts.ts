/**
 * The payment sandbox (outside production only): a tester sees a payment as the gateway holds it
 * and makes it paid, failed or expired, or answers its 3-D Secure challenge, without a bank
 * (`GET /sandbox/payments/{id}`, `POST /sandbox/payments/{id}/pay|fail|expire|challenge`).
 */
import { z } from 'zod';
import { BANKS, PAYMENT_STATUSES } from './checkout-contracts.ts';
import { moneySchema } from './contracts.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, QR_PAYMENT_METHODS } from './order-contracts.ts';

export const sandboxPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  country: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** The shop's view of the payment. */
  status: z.enum(PAYMENT_STATUSES),
  /** The gateway's view of its session (adds `cancelled`), null before the session opened. */
  gatewayStatus: z.enum([...PAYMENT_STATUSES, 'cancelled']).nullable(),
  amount: moneySchema,
  expiresAt: z.string(),
  qr: z.object({ scheme: z.enum(QR_PAYMENT_METHODS), payload: z.string() }).nullable(),
  virtualAccount: z.object({ bank: z.enum(BANKS), number: z.string() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The 3-D Secure challenge page while the card payment waits for it. */
  actionUrl: z.string().nullable(),
  failureCode: z.string().nullable(),
});
export type SandboxPaymentDto = z.infer<typeof sandboxPaymentSchema>;
export const sandboxPaymentResponseSchema = z.object({ payment: sandboxPaymentSchema });

/** `POST /sandbox/payments/{id}/challenge`: the shopper's answer to the 3-D Secure challenge. */
export const sandboxChallengeBodySchema = z.object({ approve: z.boolean() });
