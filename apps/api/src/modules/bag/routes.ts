import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addLineBodySchema, bagResponseSchema, itemsCountResponseSchema, moveToWishlistBodySchema, updateLineBodySchema } from '@blush/shared/bag-contracts';
import { COOKIE, JWT_COOKIE_MAX_AGE } from '@blush/shared/locale';
import { DomainError } from '../../domain-error.ts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { requireCustomer } from '../customer/service.ts';
import { addToWishlist } from '../wishlist/service.ts';
import { type Shopper, addLine, itemsCount, lineVariant, removeLine, updateLine, viewBag } from './service.ts';

const lineParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The shopper behind a request: a signed-in member's bag, or a guest's found by the `bag` cookie
 * (made and set on the first add). An expired session stays a 401 so the storefront refreshes it.
 */
async function shopperOf(auth: AuthDeps, request: FastifyRequest, reply: FastifyReply | null, production: boolean): Promise<Shopper> {
  const { country, language } = request.locale;
  try {
    const member = await requireMember(auth, request);
    const customer = await requireCustomer(auth.db, member.customerId);
    return { owner: { customerId: customer.id }, country, language, tier: customer.tier, isEmployee: customer.isEmployee };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'sign_in_required') throw error;
  }
  let token = request.cookies[COOKIE.bag];
  if (!token && reply) {
    token = newOpaqueToken().token;
    reply.setCookie(COOKIE.bag, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: production || request.protocol === 'https', maxAge: JWT_COOKIE_MAX_AGE });
  }
  return { owner: token ? { tokenHash: hashToken(token) } : null, country, language, tier: 'pink', isEmployee: false };
}

/** `cart`, `cart/bag`, `cart/items-count`, `cart/line-items` (SPEC.md §7). */
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
