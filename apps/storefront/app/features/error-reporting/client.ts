/**
 * The error reporter in the browser: Bugsnag's own client (@bugsnag/browser 9, decision 0025), loaded
 * by a dynamic import after hydration so it is never first-load JavaScript. Its endpoints are the
 * shop's built-in collector under the same origin unless the settings say hosted Bugsnag. Bugsnag
 * itself keeps the §9 rules: breadcrumbs (default 25), events per session (default 10), the 1 MB
 * payload limit (metadata dropped above it) and click labels cut at 140 characters.
 */
import Bugsnag, { type Client } from '@bugsnag/browser';
import { API_PREFIX } from '@blush/shared/http';
import { COLLECTOR_PATHS, type ErrorReporterConfig } from '@blush/shared/error-reporter';
import { attachReporter } from './report.ts';

let client: Client | null = null;

/** Bugsnag's options for our settings (exported for the unit test). */
export function bugsnagOptions(config: ErrorReporterConfig, origin: string, userId: string | null) {
  return {
    apiKey: config.apiKey,
    ...(config.hosted ? {} : { endpoints: { notify: `${origin}${API_PREFIX}${COLLECTOR_PATHS.notify}`, sessions: `${origin}${API_PREFIX}${COLLECTOR_PATHS.sessions}` } }),
    maxBreadcrumbs: config.maxBreadcrumbs,
    maxEvents: config.maxEvents,
    autoTrackSessions: true,
    releaseStage: config.releaseStage,
    // Members only: a guest has no id, and no e-mail or name is ever sent.
    ...(userId ? { user: { id: userId } } : {}),
    logger: config.releaseStage === 'production' ? null : undefined,
  };
}

/** Start once; later calls only update the user (sign-in, sign-out). */
export function startReporter(config: ErrorReporterConfig, userId: string | null): void {
  if (client) {
    client.setUser(userId ?? undefined);
    return;
  }
  const started = Bugsnag.start(bugsnagOptions(config, window.location.origin, userId));
  client = started;
  attachReporter({
    notify: (error, context) => started.notify(error, (event) => void (context && event.addMetadata('context', context))),
    leaveBreadcrumb: (message, metadata) => started.leaveBreadcrumb(message, metadata as Record<string, string> | undefined),
  });
}
