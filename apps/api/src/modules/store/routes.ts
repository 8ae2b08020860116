import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@blush/shared/contracts';
import { STORE_SLUG_PATTERN, storeLocationResponseSchema, storeLocationsResponseSchema } from '@blush/shared/store-contracts';
import type { Db } from '../../db/client.ts';
import { happeningAt } from '../booking/service.ts';
import { storeLocation, storeLocations } from './locations.ts';

const CACHE = 'public, max-age=300';

/**
 * `store-locations` (product guide §7) and one store (product guide §2 `/store-locations/{slug}`),
 * each with the services, classes and events it holds (the bookings module's word).
 */
export function storeRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/store-locations', { schema: { tags: ['stores'], summary: 'Stores of the country, with address, map position and opening hours', response: { 200: storeLocationsResponseSchema } } }, async (request, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language, x-site-country');
      const [stores, held] = await Promise.all([storeLocations(db, request.locale.country, request.locale.language), happeningAt(db, request.locale.country)]);
      return { stores: stores.map((store) => ({ ...store, happening: held.get(store.slug) ?? { services: false, classes: false, events: false } })) };
    });
    app.get(
      '/store-locations/:slug',
      {
        schema: {
          tags: ['stores'],
          summary: 'One store of the country: address, map position, opening hours by day, phone, what it offers',
          description: 'A store of another country answers 404 `resource_not_found` with `details.country`, the country whose site shows it.',
          params: z.object({ slug: z.string().regex(STORE_SLUG_PATTERN) }),
          response: { 200: storeLocationResponseSchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const store = await storeLocation(db, request.params.slug, request.locale.country, request.locale.language);
        const held = (await happeningAt(db, request.locale.country)).get(store.slug) ?? { services: false, classes: false, events: false };
        reply.header('cache-control', CACHE).header('vary', 'accept-language, x-site-country');
        return { store: { ...store, happening: held } };
      },
    );
  };
}
