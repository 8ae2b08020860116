import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLLECTOR_LIMITS } from '@blush/shared/analytics';
import {
  analyticsUserResponseSchema,
  collectorAcceptedResponseSchema,
  collectorBatchSchema,
  trafficQuerySchema,
  trafficSummarySchema,
} from '@blush/shared/analytics-contracts';
import { type AuthDeps, optionalMemberId } from '../auth/guard.ts';
import { analyticsUser } from '../../flows/analytics-user.ts';
import { opsGuard } from '../../http/ops-auth.ts';
import { recordBatch, trafficSummary } from './service.ts';

export interface AnalyticsRoutesOptions {
  production: boolean;
  opsToken: string | undefined;
  /** Collector posts per minute per client address. */
  rateLimitMax?: number;
}

/**
 * Analytics (issue 19): the member's data-layer user record, the first-party collector, and the
 * traffic summary for the retailer (ops token; `/dev/analytics` without one outside production).
 */
export function analyticsRoutes(auth: AuthDeps, options: AnalyticsRoutesOptions): FastifyPluginAsyncZod {
  const { db } = auth;
  const requireOps = opsGuard(options);
  return async (app) => {
    app.get(
      '/analytics/user',
      {
        schema: {
          tags: ['analytics'],
          summary: "The data layer's user record: the signed-in member's, empty for a guest",
          description: 'E-mail hashes are of the trimmed, lower-cased address; the mobile hash of its E.164 digits without the plus.',
          response: { 200: analyticsUserResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { user: await analyticsUser(db, await optionalMemberId(auth, request)) };
      },
    );

    app.post(
      '/analytics/events',
      {
        config: { rateLimit: { max: options.rateLimitMax ?? COLLECTOR_LIMITS.postsPerMinute, timeWindow: '1 minute' } },
        bodyLimit: 32 * 1024,
        schema: {
          tags: ['analytics'],
          summary: 'The first-party collector: a batch of page views and events of one visitor (sent only with analytics consent)',
          description: `At most ${COLLECTOR_LIMITS.batchMax} events a post, ${COLLECTOR_LIMITS.postsPerMinute} posts a minute per address, ${COLLECTOR_LIMITS.eventsPerVisitorPerDay} events a day per visitor and ${COLLECTOR_LIMITS.eventsPerAddressPerDay} per address; past them 429 rate_limited. Paths are stored without their query; addresses are not stored.`,
          body: collectorBatchSchema,
          response: { 202: collectorAcceptedResponseSchema },
        },
      },
      async (request, reply) => {
        const accepted = await recordBatch(db, request.body, request.ip);
        return reply.status(202).send({ accepted });
      },
    );

    const summary = async (query: { days: number; country?: string | undefined }) => trafficSummary(db, query.days, query.country);
    app.get(
      '/ops/analytics/traffic',
      { schema: { tags: ['operations'], summary: 'Page views and visitors per path and day, events per name and day', querystring: trafficQuerySchema, response: { 200: trafficSummarySchema } } },
      async (request, reply) => {
        requireOps(request.headers.authorization);
        reply.header('cache-control', 'no-store');
        return summary(request.query);
      },
    );
    if (options.production) return;
    app.get(
      '/dev/analytics',
      { schema: { tags: ['development'], summary: 'The traffic summary without a token (outside production only)', querystring: trafficQuerySchema, response: { 200: trafficSummarySchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return summary(request.query);
      },
    );
  };
}
