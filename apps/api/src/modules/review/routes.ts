import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productReviewsQuerySchema, productReviewsResponseSchema } from '@blush/shared/contracts';
import { memberReviewsResponseSchema, reviewBodySchema } from '@blush/shared/account-contracts';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { requireCustomer } from '../customer/service.ts';
import type { Db } from '../../db/client.ts';
import { productIdentity } from '../catalog/service.ts';
import { deleteMemberReview, memberReviews, productReviews, writeReview } from './service.ts';
import { LOCALE_VARY } from '../../plugins/locale.ts';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(200) });

export function reviewRoutes(db: Db, auth: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/:slug/reviews',
      {
        schema: {
          tags: ['catalog'],
          summary: "A product's published reviews, newest first, with its rating distribution",
          params: slugParams,
          querystring: productReviewsQuerySchema,
          response: { 200: productReviewsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300').header('vary', LOCALE_VARY);
        const product = await productIdentity(db, request.params.slug, request.locale.language);
        const reviews = await productReviews(db, product.id, request.query.page, request.query.page_size);
        return { product: { slug: product.slug, name: product.name }, ...reviews };
      },
    );

    app.post(
      '/products/:slug/reviews',
      {
        schema: {
          tags: ['account'],
          summary: 'Write a review of a product (signed in); it shows once moderation publishes it',
          params: slugParams,
          body: reviewBodySchema,
          response: { 201: z.object({ id: z.number().int(), status: z.literal('pending') }) },
        },
      },
      async (request, reply) => {
        const member = await requireMember(auth, request);
        const customer = await requireCustomer(db, member.customerId);
        const product = await productIdentity(db, request.params.slug, request.locale.language);
        const id = await writeReview(db, {
          productId: product.id,
          customerId: customer.id,
          authorName: `${customer.firstName} ${customer.lastName.slice(0, 1)}.`,
          ...request.body,
          language: request.locale.language,
          country: request.locale.country,
        });
        return reply.status(201).header('cache-control', 'no-store').send({ id, status: 'pending' as const });
      },
    );

    app.get(
      '/user/reviews',
      { schema: { tags: ['account'], summary: "The signed-in member's reviews with their moderation status", response: { 200: memberReviewsResponseSchema } } },
      async (request, reply) => {
        const member = await requireMember(auth, request);
        reply.header('cache-control', 'private, no-store');
        return { reviews: await memberReviews(db, member.customerId, request.locale.language) };
      },
    );

    app.delete(
      '/user/reviews/:id',
      {
        schema: {
          tags: ['account'],
          summary: "Delete one of the member's reviews (another member's answers owner-mismatch)",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (request, reply) => {
        const member = await requireMember(auth, request);
        await deleteMemberReview(db, member.customerId, request.params.id);
        return reply.status(204).header('cache-control', 'no-store').send();
      },
    );
  };
}
