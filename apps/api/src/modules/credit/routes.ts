import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bagResponseSchema } from '@blush/shared/bag-contracts';
import { grantStoreCreditBodySchema, grantStoreCreditResponseSchema, storeCreditResponseSchema } from '@blush/shared/giftcard-contracts';
import { DomainError } from '../../domain-error.ts';
import { applyStoreCredit, removeStoreCredit } from '../../flows/bag-tender.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { opsGuard } from '../../http/ops-auth.ts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { shopperOf } from '../bag/shopper.ts';
import { customerByEmail } from '../customer/service.ts';
import { grantCredit, storeCredit } from './service.ts';

/** Store credit (issue 18): the member's balance and entries, paying the bag with it, and the operations grant. */
export function storeCreditRoutes(auth: AuthDeps, options: { production: boolean; opsToken: string | undefined }): FastifyPluginAsyncZod {
  const { db } = auth;
  // Operations (not for shoppers): the bearer token of the other operations routes.
  const requireOps = opsGuard(options);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/store-credit',
      { schema: { tags: ['store credit'], summary: "The signed-in member's store credit in the request country: balance and entries, newest first", response: { 200: storeCreditResponseSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        return storeCredit(db, member.customerId, request.locale.country);
      },
    );

    app.post(
      '/cart/store-credit',
      {
        schema: {
          tags: ['store credit'],
          summary: "Pay the bag with the member's store credit (after any gift cards)",
          description: 'Refused with 422 credit_with_promo_code while a promo code is on the bag (and a promo code is refused with promo_code_with_credit while credit is applied).',
          response: { 201: bagResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send({ bag: await applyStoreCredit(db, await shopperOf(auth, request, null, options.production)) }),
    );
    app.delete('/cart/store-credit', { schema: { tags: ['store credit'], summary: 'Stop paying the bag with store credit', response: { 200: bagResponseSchema } } }, async (request) => ({
      bag: await removeStoreCredit(db, await shopperOf(auth, request, null, options.production)),
    }));

    app.post(
      '/ops/store-credit',
      {
        schema: {
          tags: ['operations'],
          summary: "Grant a member store credit (goodwill or a refund) in a country's currency",
          description: 'Needs the operations bearer token and an Idempotency-Key: a retry with the same key grants once; the same key with another grant is a conflict (409).',
          body: grantStoreCreditBodySchema,
          response: { 201: grantStoreCreditResponseSchema },
        },
      },
      async (request, reply) => {
        requireOps(request.headers.authorization);
        const key = idempotencyKeyOf(request, true);
        const customer = await customerByEmail(db, request.body.email);
        if (!customer) throw new DomainError('user_not_found');
        const { country, amount, kind, note, order_id } = request.body;
        return reply.status(201).send(await grantCredit(db, { customerId: customer.id, country, amount, kind, note, orderId: order_id }, `ops:${key}`));
      },
    );
  };
}
