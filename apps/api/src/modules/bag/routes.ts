import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addBundleBodySchema,
  addLineBodySchema,
  applyCouponBodySchema,
  bagResponseSchema,
  bagRewardBodySchema,
  chooseGiftsBodySchema,
  chooseSamplesBodySchema,
  giftSetsResponseSchema,
  itemsCountResponseSchema,
  moveToWishlistBodySchema,
  offersResponseSchema,
  samplesResponseSchema,
  updateLineBodySchema,
} from '@blush/shared/bag-contracts';
import { bagRewardsResponseSchema } from '@blush/shared/loyalty-contracts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { addToWishlist } from '../wishlist/service.ts';
import { addBundle, applyCoupon, bagRewards, chooseGifts, chooseSamples, giftSets, listOffers, listSamples, redeemInBag, removeBagReward, removeCoupon } from './offers.ts';
import { shopperOf } from './shopper.ts';
import { addLine, removeLine, updateLine } from './lines.ts';
import { itemsCount, lineVariant, viewBag } from './service.ts';

const lineParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const promotionParams = z.object({ promotionId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `cart`, `cart/bag`, `cart/items-count`, `cart/line-items` (product guide §7). */
export function bagRoutes(auth: AuthDeps, options: { production: boolean }): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const show = async (request: FastifyRequest) => ({ bag: await viewBag(db, await shopperOf(auth, request, null, options.production)) });
    app.get('/cart', { schema: { tags: ['bag'], summary: "The shopper's bag in the request country, with its cost summary", response: { 200: bagResponseSchema } } }, show);
    app.get('/cart/bag', { schema: { tags: ['bag'], summary: 'The bag (same as /cart)', response: { 200: bagResponseSchema } } }, show);

    app.get('/cart/items-count', { schema: { tags: ['bag'], summary: 'Units in the bag (the header count)', response: { 200: itemsCountResponseSchema } } }, async (request) => ({
      count: await itemsCount(db, await shopperOf(auth, request, null, options.production)),
    }));

    app.post(
      '/cart/line-items',
      { schema: { tags: ['bag'], summary: 'Add a variant (at most 6 of an item, within stock and purchase limits)', body: addLineBodySchema, response: { 201: bagResponseSchema } } },
      async (request, reply) => {
        const shopper = await shopperOf(auth, request, reply, options.production);
        const bag = await addLine(db, { ...shopper, owner: shopper.owner! }, request.body.variant_id, request.body.quantity);
        return reply.status(201).send({ bag });
      },
    );

    app.patch(
      '/cart/line-items/:id',
      { schema: { tags: ['bag'], summary: 'Change the quantity of a line', params: lineParams, body: updateLineBodySchema, response: { 200: bagResponseSchema } } },
      async (request) => ({ bag: await updateLine(db, await shopperOf(auth, request, null, options.production), request.params.id, request.body.quantity) }),
    );

    app.delete(
      '/cart/line-items/:id',
      { schema: { tags: ['bag'], summary: 'Remove a line', params: lineParams, response: { 200: bagResponseSchema } } },
      async (request) => ({ bag: (await removeLine(db, await shopperOf(auth, request, null, options.production), request.params.id)).bag }),
    );

    const shopper = (request: FastifyRequest, reply: FastifyReply | null = null) => shopperOf(auth, request, reply, options.production);

    app.post(
      '/cart/discount-coupon',
      {
        schema: {
          tags: ['bag'],
          summary: 'Apply a promo code (case sensitive; one per order, replacing the one applied)',
          description: 'A code that does not apply answers 422 promotion_invalid with details.reason and, where the shopper can act, details.hint.',
          body: applyCouponBodySchema,
          response: { 201: bagResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send({ bag: await applyCoupon(db, await shopper(request), request.body.code) }),
    );
    app.delete('/cart/discount-coupon', { schema: { tags: ['bag'], summary: 'Remove the promo code (and the gifts it gave)', response: { 200: bagResponseSchema } } }, async (request) => ({
      bag: await removeCoupon(db, await shopper(request)),
    }));

    app.get('/cart/offers', { schema: { tags: ['bag'], summary: 'Promotions the shopper can use, with details, terms and whether each applies now', response: { 200: offersResponseSchema } } }, async (request) => ({
      offers: await listOffers(db, await shopper(request)),
    }));
    app.post(
      '/cart/bundles',
      { schema: { tags: ['bag'], summary: "Add a bundle offer's products to the bag", body: addBundleBodySchema, response: { 201: bagResponseSchema } } },
      async (request, reply) => {
        const s = await shopper(request, reply);
        return reply.status(201).send({ bag: await addBundle(db, { ...s, owner: s.owner! }, request.body.promotion_id) });
      },
    );

    app.get('/multiple-gwps', { schema: { tags: ['bag'], summary: 'The gift-with-purchase sets open to the bag, n selected of max', response: { 200: giftSetsResponseSchema } } }, async (request) =>
      giftSets(db, await shopper(request)),
    );
    app.put(
      '/multiple-gwps/:promotionId',
      { schema: { tags: ['bag'], summary: "Choose the gifts of one gift promotion (replaces the earlier choice; at most its maximum)", params: promotionParams, body: chooseGiftsBodySchema, response: { 200: bagResponseSchema } } },
      async (request) => ({ bag: await chooseGifts(db, await shopper(request), request.params.promotionId, request.body.gift_ids) }),
    );

    app.get('/cart/samples', { schema: { tags: ['bag'], summary: "Free samples offered in the country and the number one may choose", response: { 200: samplesResponseSchema } } }, async (request) =>
      listSamples(db, await shopper(request)),
    );
    app.post(
      '/cart/samples',
      { schema: { tags: ['bag'], summary: "Choose the bag's free samples (replaces the earlier choice)", body: chooseSamplesBodySchema, response: { 200: bagResponseSchema } } },
      async (request) => ({ bag: await chooseSamples(db, await shopper(request), request.body.sample_ids) }),
    );

    app.get('/cart/beauty-pass-offers', { schema: { tags: ['bag'], summary: 'Beauty Pass rewards for the bag (grouped by points) and the one taken for it', response: { 200: bagRewardsResponseSchema } } }, async (request) =>
      bagRewards(db, await shopper(request)),
    );
    app.post(
      '/cart/beauty-pass-offers',
      { schema: { tags: ['bag'], summary: 'Redeem a reward with points for this bag (members; one per transaction)', body: bagRewardBodySchema, response: { 201: bagResponseSchema } } },
      async (request, reply) => reply.status(201).send({ bag: await redeemInBag(db, await shopper(request), request.body.reward_id) }),
    );
    app.delete(
      '/cart/beauty-pass-offers/:id',
      { schema: { tags: ['bag'], summary: 'Take the reward out of the bag (points and stock come back)', params: lineParams, response: { 200: bagResponseSchema } } },
      async (request) => ({ bag: await removeBagReward(db, await shopper(request), request.params.id) }),
    );

    app.post(
      '/cart/move-to-wishlist',
      {
        schema: {
          tags: ['bag'],
          summary: 'Move a line to the wishlist (members): saved first, then it leaves the bag',
          body: moveToWishlistBodySchema,
          response: { 200: bagResponseSchema },
        },
      },
      async (request) => {
        const member = await requireMember(auth, request);
        const shopper = await shopperOf(auth, request, null, options.production);
        const variantId = await lineVariant(db, shopper, request.body.line_id);
        await addToWishlist(db, member.customerId, variantId);
        return { bag: (await removeLine(db, shopper, request.body.line_id)).bag };
      },
    );
  };
}
