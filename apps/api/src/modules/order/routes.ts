import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutResponseSchema } from '@blush/shared/checkout-contracts';
import { orderListResponseSchema, orderResponseSchema, placeOrderBodySchema } from '@blush/shared/order-contracts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { shopperOf } from '../bag/shopper.ts';
import { checkoutView } from './checkout.ts';
import { operateOrder, refundOrder } from '../../flows/operate-order.ts';
import { OPS_PERMISSION, operateAsStaff, refundAsStaff } from '../../flows/admin-order-actions.ts';
import { opsCallerOf } from '../staff/api-tokens.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { opsGuard } from '../../http/ops-auth.ts';
import type { PaymentDeps } from '../payment/service.ts';
import { placeOrder } from '../../flows/place-order.ts';
import { memberOrders, viewOrder } from './service.ts';
import type { StaffScope } from '../staff/guard.ts';


/** `orders` (product guide §7): place the bag as an order (with an Idempotency-Key) and show one. */
export function orderRoutes(auth: AuthDeps, payments: PaymentDeps, options: { production: boolean; opsToken: string | undefined; fraudScriptUrl?: string | undefined }): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/checkout',
      { schema: { tags: ['orders'], summary: 'Checkout data for the bag: delivery options with fees, dates and totals, payment methods, banks, stores', response: { 200: checkoutResponseSchema } } },
      async (request) => checkoutView(db, await shopperOf(auth, request, null, options.production), { fraudScriptUrl: options.fraudScriptUrl }),
    );

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
        const key = idempotencyKeyOf(request, true);
        const shopper = await shopperOf(auth, request, null, options.production);
        const { order, created } = await placeOrder(db, shopper, request.body, key);
        return reply.status(created ? 201 : 200).send({ order });
      },
    );

    app.get('/orders', { schema: { tags: ['orders'], summary: "The signed-in member's orders, newest first", response: { 200: orderListResponseSchema } } }, async (request) => {
      const member = await requireMember(auth, request);
      return { orders: await memberOrders(db, member.customerId) };
    });

    // Operations (not for shoppers, issue 21 item 2): a staff member's API token, acting within their
    // roles and stores and audited under their name; or the deployment's OPS_TOKEN (off in production
    // unless set).
    const requireOps = opsGuard(options);
    const staffActing = (request: FastifyRequest, staff: { id: number }, scope: StaffScope) => ({
      db,
      kick: payments.kick,
      key: auth.key,
      actor: { staffId: staff.id, requestId: request.id, ip: request.ip },
      scope,
    });
    app.post(
      '/ops/orders/:id/status',
      {
        schema: {
          tags: ['operations'],
          summary: 'Move an order: approve or block after fraud review, packed, shipped, delivered, collected, cancelled',
          params: z.object({ id: z.string().max(64) }),
          body: z.object({ action: z.enum(['approve', 'block', 'packed', 'shipped', 'delivered', 'collected', 'cancelled']) }),
          response: { 200: orderResponseSchema },
        },
      },
      async (request) => {
        const caller = await opsCallerOf(db, request.headers.authorization, OPS_PERMISSION[request.body.action], requireOps);
        if (caller.kind === 'staff') return { order: await operateAsStaff(staffActing(request, caller.staff, caller.scope), request.params.id, request.body.action) };
        return { order: await operateOrder(payments, request.params.id, request.body.action) };
      },
    );

    app.post(
      '/ops/orders/:id/refunds',
      {
        schema: {
          tags: ['operations'],
          summary: "Refund a paid order, all of what is left or `amount` minor units of it, through the payment gateway",
          description: 'Needs an Idempotency-Key: a retry with the same key refunds once. More than what is left of the payment is refused (422).',
          params: z.object({ id: z.string().max(64) }),
          body: z.object({ amount: z.number().int().positive().max(1_000_000_000).optional() }),
          response: { 200: orderResponseSchema },
        },
      },
      async (request) => {
        const caller = await opsCallerOf(db, request.headers.authorization, 'orders.refund', requireOps);
        const key = idempotencyKeyOf(request, true);
        if (caller.kind === 'staff') return { order: await refundAsStaff(staffActing(request, caller.staff, caller.scope), request.params.id, request.body.amount, key) };
        return { order: await refundOrder(payments, request.params.id, request.body.amount, key) };
      },
    );

    app.get(
      '/orders/:id',
      { schema: { tags: ['orders'], summary: 'An order of the shopper (member, or the guest who placed it)', params: z.object({ id: z.string().max(64) }), response: { 200: orderResponseSchema } } },
      async (request) => ({ order: await viewOrder(db, await shopperOf(auth, request, null, options.production), request.params.id) }),
    );
  };
}
