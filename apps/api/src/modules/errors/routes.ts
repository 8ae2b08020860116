import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_PAYLOAD_LIMIT_BYTES, NOTIFY_PAYLOAD_VERSION, SESSION_PAYLOAD_VERSION, COLLECTOR_PATHS } from '@blush/shared/error-reporter';
import type { ErrorReporterConfig } from '@blush/shared/error-reporter';
import {
  collectorAcceptedSchema,
  errorGroupDetailSchema,
  errorGroupsResponseSchema,
  notifyPayloadSchema,
  sessionPayloadSchema,
} from '@blush/shared/error-reporter-contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { clientKey, errorGroupDetail, errorGroups, recordNotify, recordSessions } from './service.ts';

export interface ErrorRoutesOptions {
  /** The reporter's settings; null: no valid key, so every post is refused. */
  config: ErrorReporterConfig | null;
  /** Posts per minute per client address on each collector endpoint. */
  rateLimitMax: number;
  production: boolean;
}

/**
 * Key and payload version are checked from the headers before the body is read, so a wrong key
 * costs the server nothing; a body's own `apiKey`, when sent, must be the same key.
 */
function checkHeaders(config: ErrorReporterConfig | null, version: string) {
  return async (request: FastifyRequest) => {
    const key = request.headers['bugsnag-api-key'];
    if (!config || typeof key !== 'string' || key.toLowerCase() !== config.apiKey) throw new DomainError('error_reporter_key_invalid');
    if (request.headers['bugsnag-payload-version'] !== version) throw new DomainError('error_reporter_payload_version', { expected: version });
  };
}

/** The built-in collector of Bugsnag's notify and session posts, and (outside production) its development reads. */
export function errorRoutes(db: Db, options: ErrorRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };
    app.post(
      COLLECTOR_PATHS.notify,
      {
        config,
        bodyLimit: ERROR_PAYLOAD_LIMIT_BYTES,
        onRequest: checkHeaders(options.config, NOTIFY_PAYLOAD_VERSION),
        schema: {
          tags: ['error reporting'],
          summary: 'Error events from the error reporter (Bugsnag notify, payload version 4)',
          description: 'Headers Bugsnag-Api-Key (32 hex characters) and Bugsnag-Payload-Version 4; at most 1 MB. Events are grouped by error class, message and top in-app frame.',
          body: notifyPayloadSchema.refine((p) => p.apiKey === undefined || p.apiKey.toLowerCase() === options.config?.apiKey, { message: 'apiKey does not match Bugsnag-Api-Key', path: ['apiKey'] }),
          response: { 202: collectorAcceptedSchema },
        },
      },
      async (request, reply) => {
        const accepted = await recordNotify(db, request.body, clientKey(request.ip));
        return reply.status(202).send({ accepted });
      },
    );
    app.post(
      COLLECTOR_PATHS.sessions,
      {
        config,
        bodyLimit: ERROR_PAYLOAD_LIMIT_BYTES,
        onRequest: checkHeaders(options.config, SESSION_PAYLOAD_VERSION),
        schema: {
          tags: ['error reporting'],
          summary: 'Sessions from the error reporter (Bugsnag sessions, payload version 1)',
          body: sessionPayloadSchema,
          response: { 202: collectorAcceptedSchema },
        },
      },
      async (request, reply) => {
        const accepted = await recordSessions(db, request.body, clientKey(request.ip));
        return reply.status(202).send({ accepted });
      },
    );
    if (options.production) return;
    app.get(
      '/dev/errors',
      { schema: { tags: ['development'], summary: 'Error groups, most recently seen first (outside production only)', response: { 200: errorGroupsResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { groups: await errorGroups(db) };
      },
    );
    app.get(
      '/dev/errors/:id',
      {
        schema: {
          tags: ['development'],
          summary: 'One error group with its latest event, stack and breadcrumbs (outside production only)',
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: errorGroupDetailSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return errorGroupDetail(db, request.params.id);
      },
    );
  };
}
