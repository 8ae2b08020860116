import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bagResponseSchema } from '@blush/shared/bag-contracts';
import {
  giftCardBalanceResponseSchema,
  giftCardCredentialsBodySchema,
  giftCardLineParamsSchema,
  giftCardOptionsResponseSchema,
  purchaseGiftCardBodySchema,
} from '@blush/shared/giftcard-contracts';
import { applyGiftCard, buyGiftCard, dropGiftCard, removeGiftCard } from '../../flows/bag-tender.ts';
import type { AuthDeps } from '../auth/guard.ts';
import { shopperOf } from '../bag/shopper.ts';
import { checkBalance, giftCardOptions } from './service.ts';

/**
 * Gift cards (issue 18): what can be bought, buying into the bag, the balance check and paying
 * the bag with cards. The number-and-PIN routes are rate limited per IP on top of the per-IP and
 * per-number throttle of failed tries (decision 0024).
 */
export function giftCardRoutes(auth: AuthDeps, options: { production: boolean; rateLimitMax: number }): FastifyPluginAsyncZod {
  const { db } = auth;
  const limited = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/gift-cards/options',
      { schema: { tags: ['gift cards'], summary: "The gift card designs, preset amounts and limits of the request country (minor units of its currency)", response: { 200: giftCardOptionsResponseSchema } } },
      async (request) => giftCardOptions(db, request.locale.country, request.locale.language),
    );

    app.post(
      '/gift-cards/balance',
      {
        config: limited,
        schema: {
          tags: ['gift cards'],
          summary: "A gift card's balance and expiry, by number and PIN",
          description:
            'A wrong PIN and an unknown number answer the same 422 gift_card_invalid. After 5 failed tries in 15 minutes from one IP or for one number, both answer 429 gift_card_attempts_exceeded. An expired card or a card of another country is told (422).',
          body: giftCardCredentialsBodySchema,
          response: { 200: giftCardBalanceResponseSchema },
        },
      },
      async (request) => checkBalance(db, request.body, request.ip, request.locale.country, request.locale.language),
    );

    app.post(
      '/cart/gift-cards',
      {
        schema: {
          tags: ['gift cards'],
          summary: 'Put a gift card to buy in the bag: design, amount within the country limits, recipient, sender, message, delivery day',
          body: purchaseGiftCardBodySchema,
          response: { 201: bagResponseSchema },
        },
      },
      async (request, reply) => {
        const shopper = await shopperOf(auth, request, reply, options.production);
        return reply.status(201).send({ bag: await buyGiftCard(db, { ...shopper, owner: shopper.owner! }, request.body) });
      },
    );
    app.delete(
      '/cart/gift-cards/:id',
      { schema: { tags: ['gift cards'], summary: 'Take a gift card to buy out of the bag', params: giftCardLineParamsSchema, response: { 200: bagResponseSchema } } },
      async (request) => ({ bag: await dropGiftCard(db, await shopperOf(auth, request, null, options.production), request.params.id) }),
    );

    app.post(
      '/cart/gift-card-redemptions',
      {
        config: limited,
        schema: {
          tags: ['gift cards'],
          summary: 'Pay the bag with a gift card (number and PIN); cards pay in the order applied, up to 5',
          description: 'Throttled as the balance check. The bag and checkout show what each card pays (`tender`, `summary.giftCardRedeemed`); the order debits it when placed.',
          body: giftCardCredentialsBodySchema,
          response: { 201: bagResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send({ bag: await applyGiftCard(db, await shopperOf(auth, request, null, options.production), request.body, request.ip) }),
    );
    app.delete(
      '/cart/gift-card-redemptions/:id',
      { schema: { tags: ['gift cards'], summary: 'Stop paying the bag with a gift card', params: giftCardLineParamsSchema, response: { 200: bagResponseSchema } } },
      async (request) => ({ bag: await removeGiftCard(db, await shopperOf(auth, request, null, options.production), request.params.id) }),
    );
  };
}
