import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeResponseSchema, marketsResponseSchema } from '@blush/shared/contracts';
import { listMarkets, marketDto } from './service.ts';

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/markets',
    {
      schema: {
        tags: ['market'],
        summary: 'The eight country sites with languages, currency, tax and shipping thresholds',
        response: { 200: marketsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
      return { markets: listMarkets(request.locale.language) };
    },
  );

  app.get(
    '/locale',
    {
      schema: {
        tags: ['market'],
        summary: 'The country site and language this request resolves to',
        description:
          'Country: host suffix, X-Site-Country, locale cookie, country_code query, then SG. Language: language or language_code query, Accept-Language, the lng_<country> cookie, then the country default.',
        response: { 200: localeResponseSchema },
      },
    },
    async (request) => ({
      country: request.locale.country,
      language: request.locale.language,
      market: marketDto(request.locale.country, request.locale.language),
    }),
  );
};
