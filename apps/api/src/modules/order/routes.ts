import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderResponseSchema, placeOrderBodySchema } from '@blush/shared/order-contracts';
import { DomainError } from '../../domain-error.ts';
import type { AuthDeps } from '../auth/guard.ts';
import { shopperOf } from '../bag/shopper.ts';
import { placeOrder, viewOrder } from './service.ts';

const keySchema = z.string().min(8).max(100).regex(/^[\w-]+$/);

/** `orders` (SPEC.md §7): place the bag as an order (with an Idempotency-Key) and show one. */
export function orderRoutes(auth: AuthDeps, options: { production: boolean }): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.post(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          summary: "Place the shopper's bag as an order",
          description: 'Needs an Idempotency-Key header: a retry with the same key and details returns the same order (200); the same key with other details is refused (409).',
          body: placeOrderBodySchema,
          response: { 200: orderResponseSchema, 201: orderResponseSchema },
        },
      },
      async (request, reply) => {
        const key = keySchema.safeParse(request.headers['idempotency-key']);
        if (!key.success) throw new DomainError('idempotency_key_required');
        const shopper = await shopperOf(auth, request, null, options.production);
        const { order, created } = await placeOrder(db, shopper, request.body, key.data);
        return reply.status(created ? 201 : 200).send({ order });
      },
    );

    app.get(
      '/orders/:id',
      { schema: { tags: ['orders'], summary: 'An order of the shopper (member, or the guest who placed it)', params: z.object({ id: z.string().max(64) }), response: { 200: orderResponseSchema } } },
      async (request) => ({ order: await viewOrder(db, await shopperOf(auth, request, null, options.production), request.params.id) }),
    );
  };
}
