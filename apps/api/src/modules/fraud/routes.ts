/**
 * `GET /fraud/script.js?site=<site id>`: the built-in fraud-prevention script (`script.ts`), for the
 * checkout to load. Public and the same for every visitor of a site id, so cached for an hour.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FRAUD_SCRIPT_ROUTE, FRAUD_SITE_ID, fraudScriptSource } from './script.ts';

export function fraudRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      FRAUD_SCRIPT_ROUTE,
      {
        schema: {
          tags: ['fraud'],
          summary: 'The built-in fraud-prevention script for a site id',
          querystring: z.object({ site: z.string().regex(FRAUD_SITE_ID) }),
        },
      },
      async (request, reply) => {
        reply.header('content-type', 'text/javascript; charset=utf-8');
        reply.header('cache-control', 'public, max-age=3600');
        return reply.send(fraudScriptSource(request.query.site));
      },
    );
  };
}
