import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminExperimentOverviewSchema, adminExperimentQuerySchema, adminFlagParamsSchema, adminFlagSwitchBodySchema, adminFlagSwitchResponseSchema } from '@blush/shared/admin-experiment-contracts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { type Audit, experimentOverview, switchFlagAt } from './admin.ts';

/** Feature flags and experiments in the back office (issue 21 item 9). */
export function experimentAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { staffAccess: 'experiments.manage' } as const;
    app.get(
      '/experiments',
      { config, schema: { tags: ['admin'], summary: "A site's feature flags with their state in an environment, and each experiment's results from the tracked events", querystring: adminExperimentQuerySchema, response: { 200: adminExperimentOverviewSchema } } },
      async (request) => experimentOverview(deps.db, request.query.site, request.query.environment),
    );
    app.post(
      '/experiments/flags/:key',
      {
        config,
        schema: {
          tags: ['admin'],
          summary: 'Switch a feature flag in an environment (audited); open pages are told through the event stream',
          description: 'Carries the site `version` read: a change made meanwhile is 409 edit_conflict and nothing changes.',
          params: adminFlagParamsSchema,
          body: adminFlagSwitchBodySchema,
          response: { 200: adminFlagSwitchResponseSchema },
        },
      },
      async (request) => {
        const audit: Audit = auditOfRequest(deps.key, request);
        const { site, environment, enabled, version } = request.body;
        return switchFlagAt(deps.db, { site, featureKey: request.params.key, environment, enabled, version }, audit);
      },
    );
  };
}
