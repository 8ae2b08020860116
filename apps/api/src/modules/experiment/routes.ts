/**
 * The built-in experimentation service (issue 19, product guide §7; decision 0027). Its paths are the
 * SDK's own below `/experiments` (`v3/{siteCode}`, `map/map`, `visit/visitor`, `visit/events`, `sse`),
 * so the storefront's requester only swaps the vendor host for this prefix. Answers are the SDK's
 * formats, not the API's contracts; the operations route is ours.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PREVIOUS_VISITS_MAX,
  PREVIOUS_VISITS_MIN,
  TRACKING_BODY_LIMIT,
  VISITOR_CODE_MAX_LENGTH,
  environmentSchema,
  experimentFlagChangeResponseSchema,
  experimentFlagChangeSchema,
  siteCodeSchema,
  trackingBodySize,
} from '@blush/shared/experiment-contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { opsGuard } from '../../http/ops-auth.ts';
import { type ChangeWatcher, createChangeWatcher } from './changes.ts';
import { clientConfiguration, remoteData, switchFlag, track, visitorData } from './service.ts';
/** Keeps a quiet stream open through proxies that close idle connections. */
const HEARTBEAT_MS = 25_000;

export interface ExperimentRouteOptions {
  production: boolean;
  opsToken: string | undefined;
  /** Tracking posts per minute per client address. */
  trackingRateLimit: number;
}

const siteQuery = z.object({ siteCode: siteCodeSchema });

export function experimentRoutes(db: Db, options: ExperimentRouteOptions): FastifyPluginAsyncZod {
  const requireOps = opsGuard(options);
  return async (app) => {
    const watcher: ChangeWatcher = createChangeWatcher(db, (error) => app.log.warn({ err: error }, 'experimentation change poll failed'));
    app.addHook('onClose', async () => watcher.stop());

    app.get(
      '/experiments/v3/:siteCode',
      {
        schema: {
          tags: ['experiments'],
          summary: "Client configuration in the experimentation SDK's format (feature flags, rules, holdout, custom data)",
          params: siteQuery,
          querystring: z.object({ environment: environmentSchema.default('production'), ts: z.coerce.number().optional() }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return clientConfiguration(db, request.params.siteCode, request.query.environment);
      },
    );

    app.get(
      '/experiments/map/map',
      { schema: { tags: ['experiments'], summary: 'Remote data by key', querystring: siteQuery.extend({ key: z.string().min(1).max(255) }) } },
      async (request) => remoteData(db, request.query.siteCode, request.query.key),
    );

    app.get(
      '/experiments/visit/visitor',
      {
        schema: {
          tags: ['experiments'],
          summary: "A visitor's current and previous visits (1 to 25) from the tracked events",
          querystring: siteQuery.extend({
            visitorCode: z.string().min(1).max(VISITOR_CODE_MAX_LENGTH).optional(),
            mappingValue: z.string().min(1).max(VISITOR_CODE_MAX_LENGTH).optional(),
            maxNumberPreviousVisits: z.coerce.number().int().min(PREVIOUS_VISITS_MIN).max(PREVIOUS_VISITS_MAX).default(1),
          }).passthrough(),
        },
      },
      async (request, reply) => {
        const visitorCode = request.query.visitorCode ?? request.query.mappingValue;
        if (!visitorCode) throw new DomainError('validation_failed');
        reply.header('cache-control', 'private, no-store');
        return visitorData(db, request.query.siteCode, visitorCode, request.query.maxNumberPreviousVisits);
      },
    );

    await app.register(async (scope) => {
      const tracking = scope.withTypeProvider<ZodTypeProvider>();
      // The SDK posts newline-joined lines as `*/*` (our requester as text/plain). The byte limit is
      // the SDK's 10 MB; the character count at 4 per character is checked in the handler.
      scope.addContentTypeParser(['text/plain', '*'], { parseAs: 'string', bodyLimit: TRACKING_BODY_LIMIT }, (_request, body, done) => done(null, body));
      tracking.post(
        '/experiments/visit/events',
        {
          bodyLimit: TRACKING_BODY_LIMIT,
          config: { rateLimit: { max: options.trackingRateLimit, timeWindow: '1 minute' } },
          schema: {
            tags: ['experiments'],
            summary: 'Tracking: newline-joined event lines (experiment, activity, conversion, page, custom data), 10 MB counted at 4 per character',
            querystring: siteQuery.extend({ sdkName: z.string().max(64).optional(), sdkVersion: z.string().max(32).optional(), bodyUa: z.string().optional() }),
          },
        },
        async (request, reply) => {
          const body = typeof request.body === 'string' ? request.body : '';
          if (trackingBodySize(body) > TRACKING_BODY_LIMIT) throw new DomainError('request_too_large');
          const { skipped, capped } = await track(db, request.query.siteCode, body);
          if (skipped > 0 || capped > 0) request.log.info({ skipped, capped }, 'experimentation tracking lines not kept');
          return reply.status(204).send();
        },
      );
    });

    app.get(
      '/experiments/sse',
      // Left out of the OpenAPI document: a stream never ends, which a generated client or the
      // document's fuzz test (app.inject waits for the end) cannot use.
      { schema: { hide: true, querystring: siteQuery } },
      async (request, reply) => {
        const { siteCode } = request.query;
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
        raw.write(': open\n\n');
        const unsubscribe = watcher.subscribe(siteCode, (update) => {
          raw.write(`event: configuration-update-event\ndata: ${JSON.stringify(update)}\n\n`);
        });
        const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
        };
        request.raw.on('close', close);
        raw.on('close', close);
      },
    );

    app.post(
      '/ops/experiments/flags/:featureKey',
      {
        schema: {
          tags: ['operations'],
          summary: 'Switch a feature flag in an environment and/or change one of its rules; open pages are told through the event stream',
          params: z.object({ featureKey: z.string().min(1).max(128) }),
          body: experimentFlagChangeSchema,
          response: { 200: experimentFlagChangeResponseSchema },
        },
      },
      async (request) => {
        requireOps(request.headers.authorization);
        const { featureKey } = request.params;
        const result = await switchFlag(db, { ...request.body, featureKey });
        watcher.poke();
        return { featureKey, environment: request.body.environment, enabled: result.enabled, updatedAt: result.updatedAt.toISOString() };
      },
    );
  };
}
