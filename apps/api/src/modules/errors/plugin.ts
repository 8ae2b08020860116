/**
 * Error reporting on the API (decision 0025): the settings checked once at start (a bad key is one
 * clear log line and no reporter, never a failed start), every unexpected 5xx reported, and the
 * built-in collector's routes.
 */
import fp from 'fastify-plugin';
import { describeReporterProblems, errorReporterConfig } from '@blush/shared/error-reporter';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { errorRoutes } from './routes.ts';
import { createServerReporter, serverErrorReporting } from './server-reporter.ts';

export function errorReporting(db: Db, env: Env) {
  return fp(
    async (app) => {
      const result = errorReporterConfig(env);
      if (!result.ok && result.problems.length > 0) app.log.error(describeReporterProblems(result.problems));
      const config = result.ok ? result.config : null;
      if (config) await app.register(serverErrorReporting, { report: createServerReporter(db, config, app.log) });
      await app.register(errorRoutes(db, { config, rateLimitMax: env.ERROR_COLLECTOR_RATE_LIMIT, production: env.APP_ENV === 'production' }));
    },
    { name: 'error-reporting' },
  );
}
