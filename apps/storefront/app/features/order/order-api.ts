/**
 * The order page's calls: the order (`GET /orders/{id}`), its latest payment
 * (`GET /orders/{id}/payment`, status refreshed by the API), a new payment for an unpaid order
 * (`POST /orders/{id}/payments`), a bank's enquiry about a virtual account
 * (`POST /orders/{id}/enquire{Bank}Payment`, no body) and the stores (`GET /store-locations`) to name the
 * one a click-and-collect order is collected from.
 */
import type { z } from 'zod';
import { type Bank, type PaymentDto, paymentResponseSchema, type startPaymentBodySchema, storesResponseSchema } from '@blush/shared/checkout-contracts';
import { orderResponseSchema } from '@blush/shared/order-contracts';
import { type ApiLocale, isApiError } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;
export type CardBody = NonNullable<StartPaymentBody['card']>;

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** "bca" → "enquireBcaPayment" (product guide §7 `orders/enquire{Bank}Payment`). */
export const enquiryPath = (orderId: string, bank: Bank) => `/orders/${encodeURIComponent(orderId)}/enquire${bank.charAt(0).toUpperCase()}${bank.slice(1)}Payment`;

export function orderApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  const path = (id: string) => `/orders/${encodeURIComponent(id)}`;
  return {
    order: (id: string, signal?: AbortSignal) => api.get(path(id), { schema: orderResponseSchema, retries: 2, ...withSignal(signal) }).then((r) => r.order),
    /** The latest payment, or null while the order has none. */
    payment: async (id: string, signal?: AbortSignal): Promise<PaymentDto | null> => {
      try {
        return (await api.get(`${path(id)}/payment`, { schema: paymentResponseSchema, retries: 1, ...withSignal(signal) })).payment;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    pay: (id: string, body: StartPaymentBody, idempotencyKey: string) =>
      api.send('POST', `${path(id)}/payments`, body, { schema: paymentResponseSchema, headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.payment),
    enquire: (id: string, bank: Bank) => api.send('POST', enquiryPath(id, bank), undefined, { schema: paymentResponseSchema }).then((r) => r.payment),
    stores: (signal?: AbortSignal) => api.get('/store-locations', { schema: storesResponseSchema, retries: 1, ...withSignal(signal) }).then((r) => r.stores),
  };
}

export type OrderApi = ReturnType<typeof orderApi>;
