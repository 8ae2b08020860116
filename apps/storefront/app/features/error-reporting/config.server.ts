/**
 * The reporter's settings for the page (the root loader sends them to the browser): read from the
 * environment once and checked (a 32-hex key, 0–100 breadcrumbs, 1–100 events per session). A bad
 * setting is one clear line in the log at start and no reporter on the pages, never a broken page.
 */
import { type ErrorReporterConfig, describeReporterProblems, errorReporterConfig } from '@blush/shared/error-reporter';

let cached: { config: ErrorReporterConfig | null } | undefined;

export function errorReporterClientConfig(env: NodeJS.ProcessEnv = process.env): ErrorReporterConfig | null {
  if (cached && env === process.env) return cached.config;
  const result = errorReporterConfig(env);
  if (!result.ok && result.problems.length > 0) console.error(describeReporterProblems(result.problems));
  const config = result.ok ? result.config : null;
  if (env === process.env) cached = { config };
  return config;
}
