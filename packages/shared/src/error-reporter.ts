/**
 * The error reporter's settings and limits (product guide §5 "Error-reporter config", §9), the same
 * on the server (the collector, the storefront's root loader) and in the browser (the vendor client,
 * Bugsnag, decision 0025). Validation never throws: a bad setting is a clear message at start and
 * no reporter, never a broken page (§ "Bad input").
 */

/** §9: breadcrumbs kept before an event, by default; §5: 0 to 100 allowed. */
export const DEFAULT_MAX_BREADCRUMBS = 25;
export const MAX_BREADCRUMBS_RANGE = { min: 0, max: 100 } as const;
/** §9: events one session may send, by default; §5: an integer 1 to 100. */
export const DEFAULT_MAX_EVENTS = 10;
export const MAX_EVENTS_RANGE = { min: 1, max: 100 } as const;
/** §9: the largest payload the collector takes (the API's own body limit, 1 MiB). */
export const ERROR_PAYLOAD_LIMIT_BYTES = 1_048_576;
/** §9: a click breadcrumb's label is cut at this many characters (Bugsnag's own rule). */
export const CLICK_LABEL_MAX = 140;
/** §7: payload versions of the event and the session posts (Bugsnag's notify and sessions APIs). */
export const NOTIFY_PAYLOAD_VERSION = '4';
export const SESSION_PAYLOAD_VERSION = '1';
/** §5: the key is 32 hexadecimal characters. */
export const REPORTER_KEY_PATTERN = /^[0-9a-f]{32}$/i;
/**
 * The key outside production when none is set, so `npm start` and the tests report to the built-in
 * collector with no setup. Production never falls back to it: there no key means no reporter.
 */
export const DEVELOPMENT_REPORTER_KEY = 'b1a5b1a5b1a5b1a5b1a5b1a5b1a5b1a5';
/** Where the built-in collector listens, under the API prefix. */
export const COLLECTOR_PATHS = { notify: '/errors/notify', sessions: '/errors/sessions' } as const;

/** The settings, as read from the environment. */
export interface ErrorReporterSettings {
  ERROR_REPORTER_API_KEY?: string;
  ERROR_REPORTER_MAX_BREADCRUMBS?: string;
  ERROR_REPORTER_MAX_EVENTS?: string;
  /** `true`: send to hosted Bugsnag (its default endpoints) instead of the built-in collector. */
  ERROR_REPORTER_HOSTED?: string;
  APP_ENV?: string;
  NODE_ENV?: string;
}

export interface ErrorReporterConfig {
  apiKey: string;
  maxBreadcrumbs: number;
  maxEvents: number;
  /** False: the built-in collector of this shop; true: hosted Bugsnag. */
  hosted: boolean;
  releaseStage: string;
}

export type ErrorReporterConfigResult =
  | { ok: true; config: ErrorReporterConfig }
  /** `problems` empty: simply off (production with no key). */
  | { ok: false; problems: string[] };

function integerIn(raw: string | undefined, fallback: number, range: { min: number; max: number }, name: string, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    problems.push(`${name} must be an integer from ${range.min} to ${range.max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/** Validate the settings; `ok: false` means no reporter, with the reasons to log at start. */
export function errorReporterConfig(settings: ErrorReporterSettings): ErrorReporterConfigResult {
  const problems: string[] = [];
  const appEnv = settings.APP_ENV ?? (settings.NODE_ENV === 'production' ? 'production' : 'development');
  const rawKey = settings.ERROR_REPORTER_API_KEY?.trim();
  let apiKey: string | undefined;
  if (rawKey) {
    if (REPORTER_KEY_PATTERN.test(rawKey)) apiKey = rawKey.toLowerCase();
    else problems.push('ERROR_REPORTER_API_KEY must be 32 hexadecimal characters');
  } else if (appEnv !== 'production') {
    apiKey = DEVELOPMENT_REPORTER_KEY;
  }
  const maxBreadcrumbs = integerIn(settings.ERROR_REPORTER_MAX_BREADCRUMBS, DEFAULT_MAX_BREADCRUMBS, MAX_BREADCRUMBS_RANGE, 'ERROR_REPORTER_MAX_BREADCRUMBS', problems);
  const maxEvents = integerIn(settings.ERROR_REPORTER_MAX_EVENTS, DEFAULT_MAX_EVENTS, MAX_EVENTS_RANGE, 'ERROR_REPORTER_MAX_EVENTS', problems);
  const hosted = settings.ERROR_REPORTER_HOSTED === 'true' || settings.ERROR_REPORTER_HOSTED === '1';
  if (problems.length > 0 || !apiKey) return { ok: false, problems };
  return { ok: true, config: { apiKey, maxBreadcrumbs, maxEvents, hosted, releaseStage: appEnv } };
}

/** The reporter's setup line for the log: one clear sentence when it is off for a reason. */
export function describeReporterProblems(problems: readonly string[]): string {
  return `Error reporter disabled: ${problems.join('; ')}`;
}
