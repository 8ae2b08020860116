/**
 * The back office's orders (issue 21 item 2) under `/api/admin/v1/orders`: search and the fraud
 * review queue, one order's detail with its timeline, and the staff actions on it — each declared
 * with its action of the permission table (the admin API's guard checks it first; a store manager
 * reaches only the click-and-collect orders of their stores) and written to the audit trail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCancelBodySchema,
  adminFraudReviewBodySchema,
  adminFulfilmentBodySchema,
  adminOrderDetailResponseSchema,
  adminOrderIdParamsSchema,
  adminOrderListResponseSchema,
  adminOrderQuerySchema,
  adminRefundBodySchema,
  adminResendEmailBodySchema,
} from '@blush/shared/admin-order-contracts';
import { cancelOrder, fulfilOrder, refundFromBackOffice, resendOrderEmail, reviewFraud, type StaffActing } from '../../flows/admin-order-actions.ts';
import { adminOrderDetail, adminOrderList } from '../../flows/admin-order-view.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import type { OutboxWorker } from '../../outbox/outbox.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { actorOf, staffOf } from '../staff/guard.ts';

export function adminOrderRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const acting = (request: Parameters<typeof staffOf>[0]): StaffActing => ({
      db: deps.db,
      key: deps.key,
      // The process's outbox worker (decorated by buildApi): the queued e-mail or refund goes now, not at its next round.
      kick: async () => (app as unknown as { outbox?: OutboxWorker }).outbox?.kick(),
      actor: actorOf(request),
      scope: staffOf(request).scope,
    });
    const detail = (request: Parameters<typeof staffOf>[0], id: string) => adminOrderDetail(deps.db, id, staffOf(request).scope);
    const tags = ['admin orders'];

    app.get(
      '/orders',
      {
        config: { staffAccess: 'orders.read' },
        schema: { tags, summary: 'Search orders (newest first, keyset pages) or the fraud review queue (`queue=fraud`, oldest first)', querystring: adminOrderQuerySchema, response: { 200: adminOrderListResponseSchema } },
      },
      async (request) => adminOrderList(deps.db, staffOf(request).scope, request.query),
    );

    app.get(
      '/orders/:id',
      {
        config: { staffAccess: 'orders.read' },
        schema: { tags, summary: 'One order with its customer, shipment, what is left to refund, its whole timeline and its version', params: adminOrderIdParamsSchema, response: { 200: adminOrderDetailResponseSchema } },
      },
      async (request) => detail(request, request.params.id),
    );

    app.post(
      '/orders/:id/fraud-review',
      {
        config: { staffAccess: 'fraud.review' },
        schema: { tags, summary: 'Approve or block an order held for fraud review (a blocked paid order is released and refunded)', params: adminOrderIdParamsSchema, body: adminFraudReviewBodySchema, response: { 200: adminOrderDetailResponseSchema } },
      },
      async (request) => {
        await reviewFraud(acting(request), request.params.id, request.body);
        return detail(request, request.params.id);
      },
    );

    app.post(
      '/orders/:id/fulfilment',
      {
        config: { staffAccess: 'orders.fulfil' },
        schema: {
          tags,
          summary: 'Move the fulfilment: packed, shipped (carrier and tracking number; the shopper is e-mailed), delivered; ready_for_collection (e-mailed) and collected for click-and-collect',
          params: adminOrderIdParamsSchema,
          body: adminFulfilmentBodySchema,
          response: { 200: adminOrderDetailResponseSchema },
        },
      },
      async (request) => {
        await fulfilOrder(acting(request), request.params.id, request.body);
        return detail(request, request.params.id);
      },
    );

    app.post(
      '/orders/:id/cancel',
      {
        config: { staffAccess: 'orders.cancel' },
        schema: { tags, summary: 'Cancel an order not yet shipped: its stock comes back and what was paid is refunded', params: adminOrderIdParamsSchema, body: adminCancelBodySchema, response: { 200: adminOrderDetailResponseSchema } },
      },
      async (request) => {
        await cancelOrder(acting(request), request.params.id, request.body);
        return detail(request, request.params.id);
      },
    );

    app.post(
      '/orders/:id/refunds',
      {
        config: { staffAccess: 'orders.refund' },
        schema: {
          tags,
          summary: 'Refund all that is left or `amount` of the payment, through the gateway',
          description: 'Needs an Idempotency-Key: a retry with the same key refunds once. More than what is left answers 422 refund_exceeds_paid and changes nothing.',
          params: adminOrderIdParamsSchema,
          body: adminRefundBodySchema,
          response: { 200: adminOrderDetailResponseSchema },
        },
      },
      async (request) => {
        const key = idempotencyKeyOf(request, true);
        await refundFromBackOffice(acting(request), request.params.id, request.body, key);
        return detail(request, request.params.id);
      },
    );

    app.post(
      '/orders/:id/emails',
      {
        config: { staffAccess: 'orders.resend_email' },
        schema: { tags, summary: 'Send one of the order e-mails again (through the outbox)', params: adminOrderIdParamsSchema, body: adminResendEmailBodySchema, response: { 202: adminOrderDetailResponseSchema } },
      },
      async (request, reply) => {
        await resendOrderEmail(acting(request), request.params.id, request.body.email);
        return reply.status(202).send(await detail(request, request.params.id));
      },
    );
  };
}
