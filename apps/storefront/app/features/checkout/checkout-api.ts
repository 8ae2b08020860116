/**
 * The checkout calls of the browser, parsed with the zod contracts: `GET /checkout` (everything
 * the page needs for the shopper's bag), `POST /orders` (with an `Idempotency-Key`: a retry with
 * the same key and details answers the same order) and `POST /orders/{id}/payments` (card details
 * or the bank of a virtual account). Loaded with the checkout page's chunk only.
 */
import { type CheckoutDto, checkoutResponseSchema, paymentResponseSchema, type startPaymentBodySchema } from '@blush/shared/checkout-contracts';
import { type PlaceOrderBody, orderResponseSchema } from '@blush/shared/order-contracts';
import type { z } from 'zod';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;
export type CardBody = NonNullable<StartPaymentBody['card']>;

export function checkoutApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    /** Retried on the statuses of product guide §7 (a read). */
    checkout: (signal?: AbortSignal): Promise<CheckoutDto> => api.get('/checkout', { schema: checkoutResponseSchema, retries: 2, ...(signal ? { signal } : {}) }),
    /** Never retried here (409 is `price_changed`): the shopper presses again, with the same key. */
    placeOrder: (body: PlaceOrderBody, idempotencyKey: string) =>
      api.send('POST', '/orders', body, { schema: orderResponseSchema, headers: { 'Idempotency-Key': idempotencyKey } }),
    /** With a key of its own, a retried request answers the same payment. */
    startPayment: (orderId: string, body: StartPaymentBody, idempotencyKey?: string) =>
      api.send('POST', `/orders/${encodeURIComponent(orderId)}/payments`, body, {
        schema: paymentResponseSchema,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
