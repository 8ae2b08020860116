import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BANKS, paymentResponseSchema, startPaymentBodySchema } from '@blush/shared/checkout-contracts';
import { sandboxChallengeBodySchema, sandboxPaymentResponseSchema } from '@blush/shared/sandbox-payment-contracts';
import type { AuthDeps } from '../auth/guard.ts';
import { shopperOf } from '../bag/shopper.ts';
import { currentPayment, enquireBankPayment, startPayment } from '../../flows/pay-order.ts';
import { handleWebhook } from '../../flows/payment-webhook.ts';
import { sandboxAct, sandboxPayment } from '../../flows/payment-sandbox.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import type { PaymentDeps } from './service.ts';

const orderParams = z.object({ id: z.string().max(64) });
const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** "bca" → "enquireBcaPayment" (product guide §7 `orders/enquire{Bank}Payment`). */
export const enquiryRouteName = (bank: string) => `enquire${bank.charAt(0).toUpperCase()}${bank.slice(1)}Payment`;

/**
 * Paying an order (product guide §7 `orders`, `payment instructions`): start or retry the payment, follow
 * it, enquire at a bank, and the gateway's signed webhook.
 */
export function paymentRoutes(auth: AuthDeps, payments: PaymentDeps, options: { production: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.post(
      '/orders/:id/payments',
      {
        schema: {
          tags: ['payments'],
          summary: "Start (or retry) the payment of the shopper's unpaid order with its payment method",
          description:
            'Card: authorised at once (succeeded, failed with the reason, or requires_action with a 3-D Secure actionUrl). PayNow, PromptPay, QRIS: a QR code valid 10 minutes. Virtual account (bank required): an account number valid until the order’s payment window closes. An optional Idempotency-Key returns the same payment for a retried request (200); the same key with another request is refused (409).',
          params: orderParams,
          body: startPaymentBodySchema,
          response: { 200: paymentResponseSchema, 201: paymentResponseSchema },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, false);
        const shopper = await shopperOf(auth, request, null, options.production);
        const { payment, created } = await startPayment(payments, shopper, request.params.id, request.body, key);
        return reply.status(created ? 201 : 200).send({ payment });
      },
    );

    app.get(
      '/orders/:id/payment',
      {
        schema: {
          tags: ['payments'],
          summary: "The order's latest payment, its status refreshed (an expired QR code shows expired)",
          params: orderParams,
          response: { 200: paymentResponseSchema },
        },
      },
      async (request) => ({ payment: await currentPayment(payments, await shopperOf(auth, request, null, options.production), request.params.id) }),
    );

    // A create in product guide §7 (`orders/enquire{Bank}Payment`): a POST without a body, since
    // asking the bank may settle the payment (a CSRF-guarded request, never a prefetched GET).
    for (const bank of BANKS) {
      app.post(
        `/orders/:id/${enquiryRouteName(bank)}`,
        {
          schema: {
            tags: ['payments'],
            summary: `Ask the gateway about the order's ${bank.toUpperCase()} virtual account payment and return it`,
            description: 'No body. Asking may settle the payment (paid at the bank but not yet known here), so it is a POST.',
            params: orderParams,
            response: { 200: paymentResponseSchema },
          },
        },
        async (request) => ({ payment: await enquireBankPayment(payments, await shopperOf(auth, request, null, options.production), request.params.id, bank) }),
      );
    }

    // The webhook needs its body byte for byte (the signature covers it): its own parser, in its own scope.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser(['application/json', '*'], { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, body));
      webhook.post(
        '/payments/webhook',
        {
          schema: {
            tags: ['payments'],
            summary: 'Payment events from the gateway, signed (Blush-Signature: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">)',
            description: 'A bad signature or one older than 5 minutes is refused (400) and changes nothing; an event id seen before is acknowledged without being applied again.',
            response: { 200: webhookResponseSchema },
          },
        },
        async (request) => {
          const signature = request.headers['blush-signature'];
          const raw = typeof request.body === 'string' ? request.body : '';
          return handleWebhook(payments, raw, Array.isArray(signature) ? signature[0] : signature);
        },
      );
    });
  };
}

const sandboxParams = z.object({ id: z.string().max(64) });

/** The payment sandbox (outside production only): pay, fail or expire a payment, or answer its challenge, as a bank would. */
export function paymentSandboxRoutes(payments: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/sandbox/payments/:id',
      { schema: { tags: ['sandbox'], summary: 'A payment as the gateway holds it, with its order number', params: sandboxParams, response: { 200: sandboxPaymentResponseSchema } } },
      async (request) => ({ payment: await sandboxPayment(payments, request.params.id) }),
    );

    for (const outcome of ['pay', 'fail', 'expire'] as const) {
      app.post(
        `/sandbox/payments/:id/${outcome}`,
        {
          schema: {
            tags: ['sandbox'],
            summary: `Make the gateway ${outcome} the payment (it sends the signed webhook)`,
            params: sandboxParams,
            response: { 200: sandboxPaymentResponseSchema },
          },
        },
        async (request) => ({ payment: await sandboxAct(payments, request.params.id, { outcome }) }),
      );
    }

    app.post(
      '/sandbox/payments/:id/challenge',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Answer the 3-D Secure challenge of a card payment (approve or decline)',
          params: sandboxParams,
          body: sandboxChallengeBodySchema,
          response: { 200: sandboxPaymentResponseSchema },
        },
      },
      async (request) => ({ payment: await sandboxAct(payments, request.params.id, { challenge: request.body.approve }) }),
    );
  };
}
