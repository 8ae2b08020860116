import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_CODES } from '@blush/shared/markets';
import type { Db } from '../../db/client.ts';
import { launchProduct, restock } from '../../flows/restock.ts';
import { opsGuard } from '../../http/ops-auth.ts';
import { requestOrigin } from '../auth/cookies.ts';

/**
 * Operations on the catalogue for integrations (the back office comes later): set a variant's stock
 * in a country, launch a coming-soon product. Both wake the alerts waiting for them.
 */
export function catalogOpsRoutes(db: Db, options: { production: boolean; opsToken: string | undefined }): FastifyPluginAsyncZod {
  const requireOps = opsGuard(options);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.put(
      '/ops/stock',
      {
        schema: {
          tags: ['operations'],
          summary: "Set a variant's stock in a country (raising it from 0 e-mails the waitlist)",
          body: z.object({ sku: z.string().min(1).max(64), country: z.enum(COUNTRY_CODES), stock: z.number().int().min(0).max(1_000_000) }),
          response: { 200: z.object({ variantId: z.number().int(), stock: z.number().int(), previous: z.number().int() }) },
        },
      },
      async (request) => {
        requireOps(request.headers.authorization);
        return restock(db, request.body, requestOrigin(request));
      },
    );

    app.post(
      '/ops/products/:id/launch',
      {
        schema: {
          tags: ['operations'],
          summary: 'Launch a coming-soon product now (its launch reminders are e-mailed); launching it again changes nothing',
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: z.object({ launched: z.boolean() }) },
        },
      },
      async (request) => {
        requireOps(request.headers.authorization);
        return launchProduct(db, request.params.id, new Date(), requestOrigin(request));
      },
    );
  };
}
