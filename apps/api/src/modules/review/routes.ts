import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productReviewsQuerySchema, productReviewsResponseSchema } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import { productIdentity } from '../catalog/service.ts';
import { productReviews } from './service.ts';

export function reviewRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/:slug/reviews',
      {
        schema: {
          tags: ['catalog'],
          summary: "A product's published reviews, newest first, with its rating distribution",
          params: z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(200) }),
          querystring: productReviewsQuerySchema,
          response: { 200: productReviewsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300').header('vary', 'accept-language');
        const product = await productIdentity(db, request.params.slug, request.locale.language);
        const reviews = await productReviews(db, product.id, request.query.page, request.query.page_size);
        return { product: { slug: product.slug, name: product.name }, ...reviews };
      },
    );
  };
}
