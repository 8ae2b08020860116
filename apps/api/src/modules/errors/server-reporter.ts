/**
 * Unexpected server errors (a 5xx of the API, a failed server render of the storefront) reported as
 * Bugsnag events (payload version 4), decision 0025: stored straight into the built-in collector,
 * or, with ERROR_REPORTER_HOSTED, posted to hosted Bugsnag's notify endpoint.
 */
import fp from 'fastify-plugin';
import type { ErrorReporterConfig } from '@blush/shared/error-reporter';
import { NOTIFY_PAYLOAD_VERSION } from '@blush/shared/error-reporter';
import { HOSTED_ENDPOINTS, SERVER_NOTIFIER, serverEvent } from '@blush/shared/error-reporter-event';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { recordServerEvent } from './service.ts';

export type ServerReporter = (error: unknown, details: { url?: string; context?: string }) => Promise<void>;

/** The reporter of this process; errors while reporting are logged, never thrown. */
export function createServerReporter(db: Db, config: ErrorReporterConfig, log: { error: (obj: object, msg: string) => void }): ServerReporter {
  return async (error, details) => {
    const event = serverEvent(error, { ...details, releaseStage: config.releaseStage });
    try {
      if (!config.hosted) return await recordServerEvent(db, event);
      const response = await fetch(HOSTED_ENDPOINTS.notify, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'bugsnag-api-key': config.apiKey, 'bugsnag-payload-version': NOTIFY_PAYLOAD_VERSION, 'bugsnag-sent-at': new Date().toISOString() },
        body: JSON.stringify({ apiKey: config.apiKey, payloadVersion: NOTIFY_PAYLOAD_VERSION, notifier: SERVER_NOTIFIER, events: [event] }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) log.error({ status: response.status }, 'error reporter refused a server event');
    } catch (failure) {
      log.error({ err: failure }, 'error reporter could not record a server event');
    }
  };
}

/** Every unexpected error of an API route (a 5xx that is not a business rule) goes to the reporter. */
export const serverErrorReporting = fp<{ report: ServerReporter }>(
  async (app, { report }) => {
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof DomainError) return;
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) return;
      void report(error, { url: request.url, context: `${request.method} ${request.routeOptions.url ?? request.url}` });
    });
  },
  { name: 'server-error-reporting' },
);
