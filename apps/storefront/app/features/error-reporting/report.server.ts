/**
 * A failed server render or loader of the storefront (React Router's `handleError`) reported like an
 * API 5xx (decision 0025): the same Bugsnag event, posted to the built-in collector in process (or
 * to hosted Bugsnag with ERROR_REPORTER_HOSTED). Best effort: reporting never changes the answer.
 */
import type { RouterContextProvider } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import { API_PREFIX } from '@blush/shared/http';
import { COLLECTOR_PATHS, NOTIFY_PAYLOAD_VERSION } from '@blush/shared/error-reporter';
import { HOSTED_ENDPOINTS, SERVER_NOTIFIER, serverEvent } from '@blush/shared/error-reporter-event';
import { resolveTransport } from '../../lib/api.server.ts';
import { errorReporterClientConfig } from './config.server.ts';

export function reportServerRenderError(error: unknown, request: Request, context: Readonly<RouterContextProvider> | undefined): void {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const config = errorReporterClientConfig();
  if (!config || !context) return;
  const path = new URL(request.url).pathname;
  const body = JSON.stringify({
    apiKey: config.apiKey,
    payloadVersion: NOTIFY_PAYLOAD_VERSION,
    notifier: SERVER_NOTIFIER,
    events: [serverEvent(error, { url: path, context: `render ${path}`, releaseStage: config.releaseStage })],
  });
  const headers = { 'content-type': 'application/json', 'bugsnag-api-key': config.apiKey, 'bugsnag-payload-version': NOTIFY_PAYLOAD_VERSION };
  const sent = config.hosted
    ? fetch(HOSTED_ENDPOINTS.notify, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) })
    : resolveTransport(context)({ method: 'POST', url: `${API_PREFIX}${COLLECTOR_PATHS.notify}`, headers, body });
  sent.catch((failure: unknown) => console.error('error reporter could not record a server render error', failure));
}
