import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { wishlistResponseSchema, wishlistUpdateBodySchema } from '@blush/shared/bag-contracts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { WISHLIST_MAX_ITEMS, addToWishlist, removeFromWishlist, wishlist } from './service.ts';

type UpdateBody = z.infer<typeof wishlistUpdateBodySchema>;

/**
 * The member's wishlist (product guide §7 `wishlist`: index, update). Members only: a guest gets 401
 * `sign_in_required`. Update is `PUT` (replace) and, as the spec's verb table says, `PATCH`, with
 * the same body; both answer the whole list. Never cached: the list is the member's alone.
 */
export function wishlistRoutes(auth: AuthDeps): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/wishlist',
      { schema: { tags: ['account'], summary: "The member's wishlist, newest first, priced in the request country", response: { 200: wishlistResponseSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        return wishlist(db, member.customerId, request.locale.country, request.locale.language);
      },
    );

    const update = async (request: FastifyRequest<{ Body: UpdateBody }>) => {
      const member = await requireMember(auth, request);
      const { variant_id: variantId, action } = request.body;
      if (action === 'add') await addToWishlist(db, member.customerId, variantId);
      else await removeFromWishlist(db, member.customerId, variantId);
      return wishlist(db, member.customerId, request.locale.country, request.locale.language);
    };
    const updateSchema = {
      tags: ['account'],
      summary: `Add a variant to the wishlist (idempotent; unknown variant 404; at most ${WISHLIST_MAX_ITEMS} items, then 422 wishlist_full) or remove one`,
      body: wishlistUpdateBodySchema,
      response: { 200: wishlistResponseSchema },
    };
    app.put('/wishlist', { schema: updateSchema }, update);
    app.patch('/wishlist', { schema: updateSchema }, update);
  };
}
