import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storesResponseSchema } from '@blush/shared/checkout-contracts';
import type { Db } from '../../db/client.ts';
import { storeLocations } from './service.ts';

/** `store-locations` (product guide §7): the stores of the request country. */
export function storeRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/store-locations', { schema: { tags: ['stores'], summary: 'Stores of the country, with address, map position and opening hours', response: { 200: storesResponseSchema } } }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { stores: await storeLocations(db, request.locale.country, request.locale.language) };
    });
  };
}
